/** Shared by the case pictures: size, alt text from the case page's own copy, and the texts. */

import { copyOf } from "../../../app/i18n/catalog";
import type { ShowcasePicturesCopy } from "../../../content/schema/showcase-pictures";
import { perLocale, showcasePictures } from "../picture-words";

type CaseKey = keyof ShowcasePicturesCopy["cases"];

/** Each picture's case page, whose copy states its alt text. */
const CASE_PAGE = {
  lunchroom: "cases.lunchroom",
  sushi: "cases.sushi",
  cafetaria: "cases.cafetaria",
  italian: "cases.italian",
  grillroom: "cases.grillroom",
} as const satisfies Record<CaseKey, string>;

/** Drawn at the widest the case page shows it (CASE_PICTURE: 400 CSS px). */
export const CASE_SIZE = { width: 400, height: 440 } as const;

/** The words of one case's picture, and its alt text as the case page states it. */
export function caseFacts<Key extends CaseKey>(key: Key) {
  return {
    name: `case-${key}`,
    text: perLocale((locale) => showcasePictures(locale).cases[key]),
    alt: perLocale((locale) => copyOf(locale, CASE_PAGE[key]).pictureAlt),
  };
}
