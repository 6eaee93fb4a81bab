import { copyOf } from "../../../app/i18n/catalog";
import { SOFT_HYPHEN } from "../../../app/i18n/word-breaks";
import { HTML_LANG, LOCALES, type Locale } from "../../../app/shared/locales";
import { PAGES, type PageEntry } from "../../../app/shared/route-table";

/** Every (page, locale) pair with the h1 the visitor must see, read from the copy modules. */
export async function pageCases(): Promise<Array<{ page: PageEntry; locale: Locale; h1: string; htmlLang: string }>> {
  const cases = [];
  for (const locale of LOCALES) {
    for (const page of PAGES) {
      const copy = copyOf(locale, page.id);
      cases.push({ page, locale, h1: copy.hero.title, htmlLang: HTML_LANG[locale] });
    }
  }
  return cases;
}

/**
 * The letters of an element's text as the visitor reads them. Headings and tiles carry soft
 * hyphens where a long word may wrap (app/i18n/word-breaks.tsx); they are break points, not
 * letters, so a comparison with the copy leaves them out.
 */
export async function lettersOf(element: { innerText(): Promise<string> }): Promise<string> {
  return withoutSoftHyphens(await element.innerText());
}

export function withoutSoftHyphens(text: string): string {
  return text.replaceAll(SOFT_HYPHEN, "");
}
