import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MOBILE_PANEL_ID } from "./menu-ids";

/** Same breakpoint as Tailwind's `lg`, where the menu stops being a panel. */
const DESKTOP = "(min-width: 64rem)";

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
 * a click outside close a dropdown, and everything closes on navigation and when focus leaves
 * the nav. Nothing here reacts to pointerdown: a dropdown closes on the click, after the tap
 * has landed, so nothing moves under a finger.
 */
export function useMenuEnhancement(navRef: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  const seenKey = useRef(key);
  // A layout effect closes the menus before the new page paints, so the old menu never shows
  // over it. The first run is hydration: what the visitor opened before it stays open.
  useLayoutEffect(() => {
    if (seenKey.current === key || !navRef.current) return;
    seenKey.current = key;
    closeAll(navRef.current);
  }, [key, navRef]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const desktop = window.matchMedia(DESKTOP);

    const onKeyDown = (event: KeyboardEvent) => {
      const [open] = openDropdowns(nav);
      if (event.key !== "Escape" || !open) return;
      // Innermost first: cancelling the key keeps the browser from also closing the panel.
      event.preventDefault();
      open.open = false;
      open.querySelector("summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element; // a click always targets an element
      closeDropdownsOutside(nav, target);
      // A followed link does not always change the location (the same page, a hash, a new tab).
      // Language links switch in place and keep the panel open, as a switch should.
      if (nav.contains(target) && target.closest("a[href]:not([hreflang])")) closeAll(nav);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node)) return;
      if (!nav.contains(next)) return closeAll(nav); // an open panel must not hide what gets focus next
      // On wide screens a dropdown floats over the page; it closes once focus moves past it.
      if (desktop.matches) closeDropdownsOutside(nav, next);
    };

    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("keydown", onKeyDown, { signal });
    document.addEventListener("click", onClick, { signal });
    nav.addEventListener("focusout", onFocusOut, { signal });
    // From lg up the panel is the bar itself; an open popover would stay in the top layer.
    desktop.addEventListener("change", () => closeAll(nav), { signal });
    return () => listening.abort();
  }, [navRef]);
}
