import { ChevronDown } from "lucide-react";
import { DROPDOWN_GROUP, type DropdownId, toggleId } from "../../shared/markup/menu-ids";
import type { MenuItem } from "./menu-items";
import { SmartLink } from "./SmartLink";
import { chevronClass, dropdownClass, dropdownListClass, subItemClass, summaryClass } from "./styles";

interface DropdownProps {
  id: Exclude<DropdownId, "language">;
  label: string;
  items: MenuItem[];
}

/**
 * A native disclosure: <details>/<summary> opens on a click, with or without JavaScript, and
 * the shared `name` closes the other dropdowns natively. Chromium exposes the summary with its
 * expanded state. A plain list of links, not role="menu", which would promise arrow keys.
 */
export function Dropdown({ id, label, items }: DropdownProps) {
  return (
    <li>
      <details name={DROPDOWN_GROUP} className={dropdownClass}>
        <summary id={toggleId(id)} className={summaryClass}>
          {label}
          <ChevronDown aria-hidden="true" className={`size-5 lg:size-4 ${chevronClass}`} />
        </summary>
        <ul className={`${dropdownListClass} lg:left-0 lg:w-64`}>
          {items.map((item) => (
            <li key={item.key}>
              <SmartLink item={item} className={subItemClass} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
