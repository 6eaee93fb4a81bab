export type DropdownId = "products" | "cases" | "info" | "language";

export const MOBILE_PANEL_ID = "site-menu";
export const MOBILE_TOGGLE_ID = "site-menu-toggle";
/** The `name` of every header dropdown's <details>: the browser keeps at most one of them open. */
export const DROPDOWN_GROUP = "site-menu-dropdown";
export const toggleId = (id: DropdownId) => `menu-${id}-toggle`;
export const panelId = (id: DropdownId) => `menu-${id}`;
