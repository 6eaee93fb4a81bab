import { useFrame } from "../../i18n/frame-context";
import { pathOf } from "../../route-table";
import { Dropdown } from "./Dropdown";
import { SmartLink } from "./SmartLink";
import { caseItems, infoItems, productItems } from "./menu-items";
import { topItemClass } from "./styles";
import type { DisclosureGroup } from "./useDisclosureGroup";

/** The top-level entries; Home and Prijzen are plain links, so they work before hydration. */
export function PrimaryMenu({ menus }: { menus: DisclosureGroup }) {
  const { frame } = useFrame();
  const { menu } = frame;
  return (
    <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0.5 xl:gap-1">
      <li>
        <SmartLink item={{ key: "home", label: menu.home, to: pathOf("home.index") }} className={topItemClass} />
      </li>
      <Dropdown id="products" label={menu.products} items={productItems(frame)} menus={menus} />
      <li>
        <SmartLink item={{ key: "pricing", label: menu.pricing, to: pathOf("pricing.index") }} className={topItemClass} />
      </li>
      <Dropdown id="cases" label={menu.cases} items={caseItems(frame)} menus={menus} />
      <Dropdown id="info" label={menu.info} items={infoItems(frame)} menus={menus} />
    </ul>
  );
}
