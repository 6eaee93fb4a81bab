import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

export type MenuId = "products" | "cases" | "info" | "language";

export const MOBILE_PANEL_ID = "site-menu";
export const MOBILE_TOGGLE_ID = "site-menu-toggle";
export const toggleId = (id: MenuId) => `menu-${id}-toggle`;
export const panelId = (id: MenuId) => `menu-${id}`;

/** Same breakpoint as Tailwind's `lg`, where the menu stops being a panel. */
const DESKTOP = "(min-width: 64rem)";

/**
 * Open state of the header's disclosures: the mobile panel, and at most one dropdown
 * (which lives inside the panel on small screens, so opening one leaves the panel open).
 */
export function useDisclosureGroup() {
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  // Adjusting state during render (not in an effect) closes everything in the same
  // render as the new page, so the old menu never flashes over it.
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpenMenu(null);
    setPanelOpen(false);
  }

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setPanelOpen(false);
  }, []);
  const closeMenu = useCallback(() => setOpenMenu(null), []);
  const toggleMenu = useCallback((id: MenuId) => setOpenMenu((current) => (current === id ? null : id)), []);
  const togglePanel = useCallback(() => {
    setOpenMenu(null);
    setPanelOpen((open) => !open);
  }, []);

  // Listeners exist only while something is open, so nothing runs on page load.
  useEffect(() => {
    if (openMenu === null && !panelOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Innermost first: a dropdown inside the open panel closes before the panel does.
      if (openMenu !== null) setOpenMenu(null);
      else setPanelOpen(false);
      document.getElementById(openMenu !== null ? toggleId(openMenu) : MOBILE_TOGGLE_ID)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (openMenu !== null && !target?.closest(`[data-disclosure="${openMenu}"]`)) setOpenMenu(null);
      if (panelOpen && !(target && navRef.current?.contains(target))) setPanelOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [openMenu, panelOpen]);

  /** Focus leaving the nav closes everything, so an open panel never hides what gets focus next. */
  const onNavBlur = useCallback(
    (event: React.FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) closeAll();
    },
    [closeAll],
  );

  /** On wide screens a dropdown floats over the page; it closes once focus moves past it. */
  const onItemBlur = useCallback((event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && window.matchMedia(DESKTOP).matches) {
      setOpenMenu(null);
    }
  }, []);

  /** A followed link (same page, new tab or a hash) does not always change location.key. */
  const onNavClick = useCallback(
    (event: React.MouseEvent<HTMLElement>) => {
      if (event.target instanceof Element && event.target.closest("a")) closeAll();
    },
    [closeAll],
  );

  return { openMenu, panelOpen, navRef, toggleMenu, togglePanel, closeMenu, onNavBlur, onItemBlur, onNavClick };
}

export type DisclosureGroup = ReturnType<typeof useDisclosureGroup>;
