import { useFrame } from "../../i18n/frame-context";
import { pathOf } from "../../shared/route-table";
import { Dropdown } from "./Dropdown";
import { caseItems, infoItems, productItems } from "./menu-items";
import { SmartLink } from "./SmartLink";
import { topItemClass } from "./styles";

/** The top-level entries: Home and Prijzen are links, the others native dropdowns. */
export function PrimaryMenu() {
  const { frame, site } = useFrame();
  const { menu } = frame;
  return (
    <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0.5 xl:gap-1">
      <li>
        <SmartLink item={{ key: "home", label: menu.home, to: pathOf("home.index") }} className={topItemClass} />
      </li>
      <Dropdown id="products" label={menu.products} items={productItems(frame)} />
      <li>
        <SmartLink item={{ key: "pricing", label: menu.pricing, to: pathOf("pricing.index") }} className={topItemClass} />
      </li>
      <Dropdown id="cases" label={menu.cases} items={caseItems(frame)} />
      <Dropdown id="info" label={menu.info} items={infoItems(site, frame)} />
    </ul>
  );
}
