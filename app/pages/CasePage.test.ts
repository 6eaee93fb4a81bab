import { describe, expect, it } from "vitest";
import { attr, byText, hiddenByMarkup, lettersOf, query, queryAll, regionNamed } from "../../tests/render/dom";
import { renderedPage } from "../../tests/render/rendered-page";
import { copyOf } from "../i18n/catalog";
import { fillCopy } from "../shared/figures";
import { LOCALES } from "../shared/locales";
import { type CaseId, PAGES, pathOf } from "../shared/route-table";

const CASES = PAGES.filter((page) => page.kind === "case");
const combos = LOCALES.flatMap((locale) =>
  CASES.map((page) => [page.path, locale, page.id as CaseId, fillCopy(copyOf(locale, page.id as CaseId), locale)] as const),
);

const withText = (root: Parameters<typeof byText>[0], text: string) => byText(root, text);

describe("case study pages", () => {
  it("are all five", () => {
    expect(CASES.map((page) => page.path)).toEqual(["/cases/lunchroom", "/cases/sushi", "/cases/cafetaria", "/cases/italian", "/cases/grillroom"]);
  });

  it.each(combos)("%s in %s has hero, two testimonials, a four-bullet challenge, solution, conclusion and closing CTA", async (_path, locale, id, copy) => {
    const page = await renderedPage(id, locale);
    const main = query(page, "main");
    expect(lettersOf(query(main, "h1"))).toBe(copy.hero.title);
    // Shown: in the markup, and not hidden by it (the browser test in tests/e2e/cases.e2e.test.ts sees one case's note on screen).
    const note = withText(main, copy.fictionNote);
    expect(note.length).toBeGreaterThan(0);
    expect(note.some((element) => !hiddenByMarkup(element))).toBe(true);

    const quotes = queryAll(main, "figure[data-testimonial]");
    expect(quotes).toHaveLength(2);
    for (const [index, testimonial] of copy.testimonials.items.entries()) {
      expect(lettersOf(query(quotes[index]!, "blockquote"))).toBe(testimonial.text);
      expect(lettersOf(query(quotes[index]!, "figcaption"))).toContain(testimonial.name);
      expect(lettersOf(query(quotes[index]!, "figcaption"))).toContain(testimonial.job_title);
    }

    const challenge = regionNamed(page, copy.challenge.title);
    expect(withText(challenge, copy.challenge.text).filter((element) => !hiddenByMarkup(element)).length).toBeGreaterThan(0);
    expect(queryAll(challenge, "li").map(lettersOf)).toEqual([...copy.challenge.bullets]);
    expect(copy.challenge.bullets).toHaveLength(4);

    expect(queryAll(regionNamed(page, copy.solution.title), "li").map(lettersOf)).toEqual([...copy.solution.checklist]);

    const conclusion = regionNamed(page, copy.conclusion.title);
    expect(withText(conclusion, copy.conclusion.text).filter((element) => !hiddenByMarkup(element)).length).toBeGreaterThan(0);
    const cta = queryAll(conclusion, "a").filter((link) => lettersOf(link) === copy.cta.label);
    expect(cta.map((link) => attr(link, "href"))).toEqual([pathOf(copy.cta.product)]);

    // The closing call to action is the last section of every case.
    const sections = queryAll(main, "section");
    expect(queryAll(sections.at(-1)!, 'a[data-track="onboarding_start"]')).toHaveLength(1);
  });
});

describe.each(LOCALES)("the sushi case's tiles in %s", (locale) => {
  it("keep up to before a maximum, and show the case's own results, not the platform's refund rate", async () => {
    const sushi = copyOf(locale, "cases.sushi");
    // Each tile shows its figure (dd) above its words (dt); read them in that order.
    const tiles = queryAll(regionNamed(await renderedPage("cases.sushi", locale), sushi.conclusion.title), "dl > div");
    const oneLine = tiles.map((tile) => `${lettersOf(query(tile, "dd"))} ${lettersOf(query(tile, "dt"))}`);
    expect(oneLine).toEqual(
      {
        nl: [expect.stringMatching(/^tot 30% meer omzet/), expect.stringMatching(/^tot 25% meer bestellingen per week/)],
        en: [expect.stringMatching(/^up to 30% more revenue/), expect.stringMatching(/^up to 25% more orders a week/)],
        fr: [
          expect.stringMatching(/^jusqu’à 30\u00a0% de chiffre d’affaires en plus/),
          expect.stringMatching(/^jusqu’à 25\u00a0% de commandes en plus par semaine/),
        ],
      }[locale],
    );
  });
});
