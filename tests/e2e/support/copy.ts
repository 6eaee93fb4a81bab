import { copyOf } from "../../../app/i18n/catalog";
import { HTML_LANG, LOCALES, type Locale } from "../../../app/i18n/locales";
import { PAGES, type PageEntry } from "../../../app/route-table";

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
