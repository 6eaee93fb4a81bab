/** Shared by the case pictures: size, alt text from the case page's own copy, and the texts. */
import enCafetaria from "../../../content/en/cases.cafetaria";
import enGrillroom from "../../../content/en/cases.grillroom";
import enItalian from "../../../content/en/cases.italian";
import enLunchroom from "../../../content/en/cases.lunchroom";
import enSushi from "../../../content/en/cases.sushi";
import en from "../../../content/en/showcase-pictures";
import nlCafetaria from "../../../content/nl/cases.cafetaria";
import nlGrillroom from "../../../content/nl/cases.grillroom";
import nlItalian from "../../../content/nl/cases.italian";
import nlLunchroom from "../../../content/nl/cases.lunchroom";
import nlSushi from "../../../content/nl/cases.sushi";
import nl from "../../../content/nl/showcase-pictures";
import type { ShowcasePicturesCopy } from "../../../content/schema/showcase-pictures";

type CaseKey = keyof ShowcasePicturesCopy["cases"];

/** Drawn at the widest the case page shows it (CASE_PICTURE: 400 CSS px). */
export const CASE_SIZE = { width: 400, height: 440 } as const;

const CASE_COPY = {
  nl: { lunchroom: nlLunchroom, sushi: nlSushi, cafetaria: nlCafetaria, italian: nlItalian, grillroom: nlGrillroom },
  en: { lunchroom: enLunchroom, sushi: enSushi, cafetaria: enCafetaria, italian: enItalian, grillroom: enGrillroom },
} as const;

/** The words of one case's picture, and its alt text as the case page states it. */
export function caseFacts<Key extends CaseKey>(key: Key) {
  return {
    name: `case-${key}`,
    text: { nl: nl.cases[key], en: en.cases[key] },
    alt: { nl: CASE_COPY.nl[key].pictureAlt, en: CASE_COPY.en[key].pictureAlt },
  };
}
