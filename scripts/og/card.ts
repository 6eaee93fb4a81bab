/**
 * The share card's layout as the element tree satori draws: brand mark and name on top,
 * the page's hero title large in ink-blue on cream, a tomato-red accent. Colours are the
 * brand tokens of app/app.css.
 */
import { OG_IMAGE_SIZE } from "../../app/i18n/og-image";
import type { FittedHeadline, HeadlineBox } from "./headline";

const CARD_COLOURS = { cream: "#fffbf5", ink: "#14213d", tomato: "#c73a22" } as const;

const PADDING = 72;
export const HEADLINE_BOX: HeadlineBox = { maxWidth: OG_IMAGE_SIZE.width - 2 * PADDING, maxLines: 3, fontSizes: [76, 68, 60, 52] };

/** What satori accepts in place of React elements; plain objects keep JSX out of the build scripts. */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardNode | CardNode[] | string; [attribute: string]: unknown };
}

const el = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode["props"]["children"],
  attributes: Record<string, unknown> = {},
): CardNode => ({
  type,
  props: { style, children, ...attributes },
});

export function shareCard({ brandName, markDataUri, headline }: { brandName: string; markDataUri: string; headline: FittedHeadline }): CardNode {
  const brand = el("div", { display: "flex", alignItems: "center", gap: 20 }, [
    el("img", { width: 72, height: 72 }, undefined, { src: markDataUri, width: 72, height: 72 }),
    el("div", { fontSize: 40, fontWeight: 800, color: CARD_COLOURS.ink }, brandName),
  ]);
  const title = el(
    "div",
    { display: "flex", flexDirection: "column", fontSize: headline.fontSize, fontWeight: 800, lineHeight: 1.15, color: CARD_COLOURS.ink },
    headline.lines.map((line) => el("div", { display: "flex", whiteSpace: "nowrap" }, line)),
  );
  const accent = el("div", { width: 160, height: 12, borderRadius: 6, backgroundColor: CARD_COLOURS.tomato });
  return el(
    "div",
    {
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      boxSizing: "border-box",
      padding: PADDING,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      backgroundColor: CARD_COLOURS.cream,
      borderBottom: `20px solid ${CARD_COLOURS.ink}`,
      fontFamily: "Inter",
    },
    [brand, title, accent],
  );
}
