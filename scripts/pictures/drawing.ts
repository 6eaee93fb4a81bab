import type { ReactElement } from "react";
import type { Locale } from "../../shared/locale";

/** One picture: drawn once, text from content/{nl,en}/, rendered per locale by the build. */
export interface Drawing<Text> {
  /** File stem: the build writes /pictures/<locale>/<name>-<px>w.webp */
  readonly name: string;
  /** Design size in CSS px: the box the JSX is laid out in (the page may show it smaller). */
  readonly width: number;
  readonly height: number;
  /** The words in the picture, per locale (imported from content/nl and content/en). */
  readonly text: Readonly<Record<Locale, Text>>;
  /** Alt text per locale: says what the picture shows (from content/). */
  readonly alt: Readonly<Record<Locale, string>>;
  /** Satori-compatible JSX; format prices/times with Intl for the locale (€ 8,50 / €8.50). */
  draw(text: Text, locale: Locale): ReactElement;
}
