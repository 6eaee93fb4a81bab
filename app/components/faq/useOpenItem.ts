import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * Which accordion item is open: at most one, and toggling the open one closes it. The URL's
 * #hash opens its item on load and on every hash navigation (the answers are in the HTML, so
 * before hydration the browser still scrolls to the question).
 */
export function useOpenItem<Id extends string>(ids: readonly Id[]) {
  const [openId, setOpenId] = useState<Id | null>(null);
  const { hash } = useLocation();

  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1));
    const match = ids.find((id) => id === target);
    if (match) setOpenId(match);
  }, [hash, ids]);

  const toggle = useCallback((id: Id) => setOpenId((current) => (current === id ? null : id)), []);
  return { openId, toggle };
}
