import en from "../../content/en";
import nl from "../../content/nl";
import type { CopyCatalog, LocaleCatalog, Namespace } from "../../content/types";
import type { Locale } from "./locales";

const CATALOGS: Record<Locale, LocaleCatalog> = { nl, en };

/** Loads one namespace in one locale; Vite splits every module into its own chunk. */
export async function loadCopy<N extends Namespace>(locale: Locale, namespace: N): Promise<CopyCatalog[N]> {
  const module = await CATALOGS[locale][namespace]();
  return module.default;
}
