/**
 * A #hash that names an FAQ item opens it. Each item's id sits inside its <details> (see
 * FaqAccordion), so Chromium opens it natively for a fragment, also without JavaScript; this
 * covers browsers that do not yet, and a hash changed on the same page.
 */
function openHashTarget(): void {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  const target = id ? document.getElementById(id) : null;
  const item = target?.closest("details");
  if (!target || !item || item.open) return;
  item.open = true;
  target.scrollIntoView({ block: "start" });
}

export function enhanceHashTargets(signal?: AbortSignal): void {
  openHashTarget();
  window.addEventListener("hashchange", openHashTarget, { signal });
}
