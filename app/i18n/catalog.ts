import en from "../../content/en";
import fr from "../../content/fr";
import nl from "../../content/nl";
import type { CopyCatalog, LocaleCatalog, Namespace } from "../../content/types";
import type { Locale } from "../shared/locales";

const CATALOGS: Record<Locale, LocaleCatalog> = { nl, en, fr };

/** One namespace's copy (a page's route id, or "frame") in one locale. */
export function copyOf<N extends Namespace>(locale: Locale, namespace: N): CopyCatalog[N] {
  return CATALOGS[locale][namespace];
}

/** Every namespace's copy in one locale, for what reads across pages (the offer lint's context). */
export function catalogOf(locale: Locale): LocaleCatalog {
  return CATALOGS[locale];
}
