import { ChevronDown } from "lucide-react";
import { SmartLink } from "./SmartLink";
import type { MenuItem } from "./menu-items";
import { subItemClass, topItemClass } from "./styles";
import { type DisclosureGroup, type MenuId, panelId, toggleId } from "./useDisclosureGroup";

interface DropdownProps {
  id: MenuId;
  label: string;
  items: MenuItem[];
  menus: DisclosureGroup;
}

/**
 * WAI-ARIA disclosure: a button that shows a plain list of links. Not role="menu", which
 * would promise arrow-key behaviour that site navigation does not need.
 */
export function Dropdown({ id, label, items, menus }: DropdownProps) {
  const open = menus.openMenu === id;
  return (
    <li className="relative" data-disclosure={id} onBlur={menus.onItemBlur}>
      <button
        type="button"
        id={toggleId(id)}
        className={topItemClass}
        aria-expanded={open}
        aria-controls={panelId(id)}
        onClick={() => menus.toggleMenu(id)}
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform lg:size-4 ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={panelId(id)}
        hidden={!open}
        className="mt-1 mb-2 ml-3 border-l-2 border-cream-200 pl-2 lg:absolute lg:top-full lg:left-0 lg:z-10 lg:m-0 lg:mt-2 lg:w-64 lg:rounded-card lg:border lg:border-ink-100 lg:bg-white lg:p-2 lg:shadow-card"
      >
        {items.map((item) => (
          <li key={item.key}>
            <SmartLink item={item} className={subItemClass} />
          </li>
        ))}
      </ul>
    </li>
  );
}
