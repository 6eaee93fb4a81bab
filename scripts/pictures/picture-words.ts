import enProduct from "../../content/en/product-pictures";
import enShowcase from "../../content/en/showcase-pictures";
import frProduct from "../../content/fr/product-pictures";
import frShowcase from "../../content/fr/showcase-pictures";
import nlProduct from "../../content/nl/product-pictures";
import nlShowcase from "../../content/nl/showcase-pictures";
import type { ProductPicturesCopy } from "../../content/schema/product-pictures";
import type { ShowcasePicturesCopy } from "../../content/schema/showcase-pictures";
import { LOCALES, type Locale } from "../../shared/locale";

/*
 * The pictures' words per language: the one place a language's picture copy is listed (a new
 * language adds its two modules here; the type checker asks for them). Each drawing picks its
 * words and alt text through perLocale, so it names no language itself.
 */

const PRODUCT_PICTURES: Record<Locale, ProductPicturesCopy> = { nl: nlProduct, en: enProduct, fr: frProduct };
const SHOWCASE_PICTURES: Record<Locale, ShowcasePicturesCopy> = { nl: nlShowcase, en: enShowcase, fr: frShowcase };

export const productPictures = (locale: Locale): ProductPicturesCopy => PRODUCT_PICTURES[locale];
export const showcasePictures = (locale: Locale): ShowcasePicturesCopy => SHOWCASE_PICTURES[locale];

/** One value per language of the site, made by `pick`. */
export function perLocale<T>(pick: (locale: Locale) => T): Readonly<Record<Locale, T>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, pick(locale)])) as Record<Locale, T>;
}
