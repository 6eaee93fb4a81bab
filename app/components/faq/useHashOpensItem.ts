import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * A #hash that names an item opens it. Each item's id sits inside its <details> (see
 * FaqAccordion), so Chromium opens it natively for a fragment, also without JavaScript and
 * before hydration; this covers browsers that do not yet, and client-side navigations, where
 * the router scrolls but the browser reveals nothing.
 */
export function useHashOpensItem(): void {
  const { hash } = useLocation();
  useEffect(() => {
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = id ? document.getElementById(id) : null;
    const item = target?.closest("details");
    if (!target || !item || item.open) return;
    item.open = true;
    target.scrollIntoView({ block: "start" });
  }, [hash]);
}
