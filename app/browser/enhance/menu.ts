import { MOBILE_PANEL_ID } from "../../shared/markup/menu-ids";

/** Same breakpoint as Tailwind's `lg`, where the menu stops being a panel. */
const DESKTOP = "(min-width: 64rem)";

/** Looked up each time: a language switch in place replaces the header with the page. */
const currentNav = () => document.getElementById(MOBILE_PANEL_ID)?.closest("nav") ?? null;

const openDropdowns = (nav: HTMLElement) => nav.querySelectorAll<HTMLDetailsElement>("details[open]");

function closeDropdownsOutside(nav: HTMLElement, node: Node | null) {
  for (const details of openDropdowns(nav)) if (!details.contains(node)) details.open = false;
}

function closeAll(nav: HTMLElement) {
  for (const details of openDropdowns(nav)) details.open = false;
  const panel = nav.querySelector<HTMLElement>(`#${MOBILE_PANEL_ID}`);
  if (panel?.matches(":popover-open")) panel.hidePopover();
}

/**
 * The header's menus are native (a popover panel and <details> dropdowns) and work without
 * this. It adds only what the platform lacks (docs/decisions/016-native-menus.md): Escape and
 * a click outside close a dropdown, and everything closes once a link is followed and when
 * focus leaves the nav. Nothing here reacts to pointerdown: a dropdown closes on the click,
 * after the tap has landed, so nothing moves under a finger. Listeners sit on the document,
 * so they keep working when the page's body is replaced.
 */
export function enhanceMenu(signal?: AbortSignal): void {
  const desktop = window.matchMedia(DESKTOP);

  const onKeyDown = (event: KeyboardEvent) => {
    const nav = currentNav();
    const [open] = nav ? openDropdowns(nav) : [];
    if (event.key !== "Escape" || !open) return;
    // Innermost first: cancelling the key keeps the browser from also closing the panel.
    event.preventDefault();
    open.open = false;
    open.querySelector("summary")?.focus();
  };
  const onClick = (event: MouseEvent) => {
    const nav = currentNav();
    if (!nav) return;
    const target = event.target as Element; // a click always targets an element
    closeDropdownsOutside(nav, target);
    // A followed link does not always leave the page (the same page, a hash, a new tab).
    // Language links switch in place and keep the panel open, as a switch should.
    if (nav.contains(target) && target.closest("a[href]:not([hreflang])")) closeAll(nav);
  };
  const onFocusOut = (event: FocusEvent) => {
    const nav = currentNav();
    const next = event.relatedTarget;
    if (!nav || !(event.target instanceof Node) || !nav.contains(event.target) || !(next instanceof Node)) return;
    if (!nav.contains(next)) return closeAll(nav); // an open panel must not hide what gets focus next
    // On wide screens a dropdown floats over the page; it closes once focus moves past it.
    if (desktop.matches) closeDropdownsOutside(nav, next);
  };

  document.addEventListener("keydown", onKeyDown, { signal });
  document.addEventListener("click", onClick, { signal });
  document.addEventListener("focusout", onFocusOut, { signal });
  // Back to this page from the browser's cache: it comes back as it was left, menus open.
  window.addEventListener(
    "pageshow",
    (event) => {
      const nav = currentNav();
      if (event.persisted && nav) closeAll(nav);
    },
    { signal },
  );
  // From lg up the panel is the bar itself; an open popover would stay in the top layer.
  desktop.addEventListener(
    "change",
    () => {
      const nav = currentNav();
      if (nav) closeAll(nav);
    },
    { signal },
  );
}
