import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import { describe, expect, it } from "vitest";
import { HEADLINE_BOX } from "./card";
import { estimateWidth, fitHeadline, wrapWords } from "./headline";
import { shareImageJobs } from "./jobs";

const jobs = await shareImageJobs();

describe("wrapWords", () => {
  it("keeps words whole and in order, each line within the width", () => {
    const text = "Take orders online and at the table, in your own webshop";
    const lines = wrapWords(text, 500, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(estimateWidth(line, 60)).toBeLessThanOrEqual(500);
  });

  it("puts a word wider than the line on a line of its own instead of splitting it", () => {
    expect(wrapWords("a Restaurantwebsitebouwer b", 200, 60)).toEqual(["a", "Restaurantwebsitebouwer", "b"]);
  });
});

describe("fitHeadline", () => {
  it("uses the largest size for a short title and a smaller one for a long title", () => {
    const short = fitHeadline("Questions? Call us", HEADLINE_BOX);
    const long = fitHeadline("Your whole business in one app: menu, prices, stock, sales, payouts and reports", HEADLINE_BOX);
    expect(short.fontSize).toBe(HEADLINE_BOX.fontSizes[0]);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.lines.length).toBeLessThanOrEqual(HEADLINE_BOX.maxLines);
  });

  it("refuses a headline that cannot fit, naming it", () => {
    expect(() => fitHeadline("word ".repeat(60), HEADLINE_BOX)).toThrow(/word word/);
  });

  it.each(jobs.map((job) => [job.locale, job.pageId, job.headline] as const))("fits %s %s: %s", (_locale, _page, headline) => {
    const { lines } = fitHeadline(headline, HEADLINE_BOX);
    expect(lines.length).toBeLessThanOrEqual(HEADLINE_BOX.maxLines);
  });
});

describe("the width estimate against satori's real glyphs", () => {
  const font = readFileSync(createRequire(import.meta.url).resolve("@fontsource/inter/files/inter-latin-800-normal.woff"));
  /** The right-most x of any glyph outline satori draws for one unwrapped line. */
  async function drawnWidth(text: string, fontSize: number): Promise<number> {
    const node = { type: "div", props: { style: { display: "flex", whiteSpace: "pre", fontFamily: "Inter", fontWeight: 800, fontSize }, children: text } };
    const svg = await satori(node as unknown as React.ReactNode, {
      width: 4000,
      height: 300,
      fonts: [{ name: "Inter", data: font, weight: 800, style: "normal" }],
    });
    return Math.max(...[...svg.matchAll(/[MLQ]\s*([\d.]+)[ ,]/g)].map((match) => Number(match[1])));
  }

  it("never underestimates a line of any share image", async () => {
    for (const job of jobs) {
      const { fontSize, lines } = fitHeadline(job.headline, HEADLINE_BOX);
      for (const line of lines) expect(await drawnWidth(line, fontSize), line).toBeLessThanOrEqual(estimateWidth(line, fontSize));
    }
  });
});
