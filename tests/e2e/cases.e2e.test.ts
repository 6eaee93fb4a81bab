import { describe, expect, it } from "vitest";
import { fillCopy } from "../../app/components/sections/figures";
import { copyOf } from "../../app/i18n/catalog";
import { LOCALES } from "../../app/i18n/locales";
import { type CaseId, PAGES, pathOf } from "../../app/route-table";
import { useBrowser } from "./support/browser";
import { lettersOf } from "./support/copy";

const { newContext } = useBrowser();
const CASES = PAGES.filter((page) => page.kind === "case");

const combos = await Promise.all(
  LOCALES.flatMap((locale) => CASES.map(async (page) => ({ locale, page, copy: fillCopy(copyOf(locale, page.id as CaseId), locale) }))),
);

describe("case study pages", () => {
  it("are all five", () => {
    expect(CASES.map((page) => page.path)).toEqual(["/cases/lunchroom", "/cases/sushi", "/cases/cafetaria", "/cases/italian", "/cases/grillroom"]);
  });

  it.each(combos.map((c) => [c.page.path, c.locale, c] as const))(
    "%s in %s has hero, two testimonials, a four-bullet challenge, solution, conclusion and closing CTA",
    async (path, locale, { copy }) => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${path}?lang=${locale}`);
      const main = page.locator("main");

      await expect(lettersOf(main.locator("h1"))).resolves.toBe(copy.hero.title);
      await expect(main.getByText(copy.fictionNote).isVisible()).resolves.toBe(true);

      const quotes = main.locator("figure[data-testimonial]");
      await expect(quotes.count()).resolves.toBe(2);
      for (const [index, testimonial] of copy.testimonials.items.entries()) {
        await expect(quotes.nth(index).locator("blockquote").innerText()).resolves.toBe(testimonial.text);
        await expect(quotes.nth(index).locator("figcaption").innerText()).resolves.toContain(testimonial.name);
        await expect(quotes.nth(index).locator("figcaption").innerText()).resolves.toContain(testimonial.job_title);
      }

      const challenge = main.getByRole("region", { name: copy.challenge.title });
      await expect(challenge.getByText(copy.challenge.text).isVisible()).resolves.toBe(true);
      await expect(challenge.getByRole("listitem").allInnerTexts()).resolves.toEqual([...copy.challenge.bullets]);

      const solution = main.getByRole("region", { name: copy.solution.title });
      await expect(solution.getByRole("listitem").allInnerTexts()).resolves.toEqual([...copy.solution.checklist]);

      const conclusion = main.getByRole("region", { name: copy.conclusion.title });
      await expect(conclusion.getByText(copy.conclusion.text).isVisible()).resolves.toBe(true);
      await expect(conclusion.getByRole("link", { name: copy.cta.label }).getAttribute("href")).resolves.toBe(pathOf(copy.cta.product));

      // The closing call to action is the last section of every case.
      await expect(main.locator("section").last().locator('a[data-track="onboarding_start"]').count()).resolves.toBe(1);
      await context.close();
    },
  );
});
