/** The parts of window the head script touches, so a unit test can hand it fakes. */
export type StripWindow = Pick<Window, "location" | "history">;

/**
 * What the inline script at the top of <head> does (app/browser/head-scripts/locale.ts): it takes `lang`
 * out of the address bar (spec §4), so a copied or bookmarked address carries no choice and a
 * reload follows the cookie. It decides nothing: the server chose the page's language from `?lang`
 * and stored it in the cookie (docs/decisions/061-the-server-keeps-the-language-choice.md).
 */
export function stripLangParam(w: StripWindow): void {
  const url = new URL(w.location.href);
  if (!url.searchParams.has("lang")) return;
  url.searchParams.delete("lang");
  w.history.replaceState(w.history.state, "", url.pathname + url.search + url.hash);
}
