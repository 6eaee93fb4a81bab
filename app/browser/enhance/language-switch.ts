import { assertLocale, type Locale } from "../../shared/locales";
import { enhanceBody } from "./body";
import { showConsentIfUnanswered } from "./consent";
import { fetchServerPage } from "./server-page";

/** What the head holds per language; everything else there (styles, scripts) is the same in both. */
const HEAD_PER_LANGUAGE =
  'title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';

/** The element that gets focus on the new page: the same control, found by what both pages share. */
type FocusTarget = () => HTMLElement | null | undefined;

const visibleLanguageLink: (code: Locale) => FocusTarget = (code) => () =>
  [...document.querySelectorAll<HTMLElement>(`header a[hreflang="${code}"]`)].find((link) => link.checkVisibility());

/**
 * The language switch with JavaScript, an enhancement of the plain `?lang=` link: the page changes
 * in place, at the same scroll position and focus, without a page load. It asks the server for the
 * same `?lang=` address the link names, so the one mechanism still decides and stores the choice
 * (the server's Set-Cookie on that answer, docs/decisions/061-the-server-keeps-the-language-choice.md);
 * the script stores nothing itself. The answer's body and language-specific head replace the
 * current ones, and the scripts bind to the new body. If that fails, the link's own navigation
 * does the same job the slow way.
 */
async function switchLocale(code: Locale, fallbackHref: string, refocus: FocusTarget = () => null): Promise<void> {
  assertLocale(code);
  const url = new URL(location.href);
  url.searchParams.set("lang", code);
  let next: Document;
  try {
    next = await fetchServerPage(url);
  } catch (error) {
    console.error(error);
    location.assign(fallbackHref);
    return;
  }
  // The new page's scripts have done their part on the server or are already running here.
  for (const script of next.body.querySelectorAll("script:not([type^='application/'])")) script.remove();

  const { scrollX, scrollY } = window;
  const panelOpen = document.querySelector("[popover]:popover-open") !== null;
  document.documentElement.lang = next.documentElement.lang;
  for (const element of document.head.querySelectorAll(HEAD_PER_LANGUAGE)) element.remove();
  document.head.append(...[...next.head.querySelectorAll(HEAD_PER_LANGUAGE)].map((element) => document.importNode(element, true)));
  document.body.replaceWith(document.importNode(next.body, true));
  if (panelOpen) document.querySelector<HTMLElement>("[popover]")?.showPopover();
  window.scrollTo(scrollX, scrollY);
  refocus()?.focus({ preventScroll: true });
  enhanceBody(document.body);
  showConsentIfUnanswered();
}

/** Language links (`?lang=xx` with hreflang) switch in place; a new tab or window keeps the link's own behaviour. */
export function enhanceLanguageLinks(signal?: AbortSignal): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("header a[hreflang]") : null;
      if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const code = link.getAttribute("hreflang") as Locale;
      const details = link.closest("details");
      const toggleId = details?.querySelector("summary")?.id;
      // In the wide bar the dropdown closes and its toggle keeps focus; in the phone panel the links stay in view.
      const refocus: FocusTarget = toggleId ? () => document.getElementById(toggleId) : visibleLanguageLink(code);
      if (details) details.open = false;
      // preventScroll: focusing a toggle that is out of view would jump the page to the top.
      if (link.getAttribute("aria-current") === "true") return void refocus()?.focus({ preventScroll: true });
      void switchLocale(code, link.href, refocus);
    },
    { signal },
  );
}
