const RULES = 'script[type="speculationrules"]';

/**
 * After the language switch replaces the page in place (app/browser/enhance/language-switch.ts), the
 * next pages the browser prefetched or prerendered are in the old language: the same addresses,
 * so the browser keeps them, and a prerendered page would open in the language just left. Taking
 * the rules out drops them; putting the same rules back a frame later (in the same task the
 * browser sees no change) fetches again, with the new language cookie. A new element, as a moved
 * or cloned one is not read again; its text is unchanged, so the page's CSP hash still allows it.
 */
export function renewSpeculationOnLanguageChange(): void {
  const html = document.documentElement;
  let lang = html.lang;
  new MutationObserver(() => {
    if (html.lang === lang) return;
    lang = html.lang;
    const rules = document.querySelector(RULES);
    if (!rules) return;
    rules.remove();
    requestAnimationFrame(() =>
      document.head.append(Object.assign(document.createElement("script"), { type: "speculationrules", textContent: rules.textContent })),
    );
  }).observe(html, { attributes: true, attributeFilter: ["lang"] });
}
