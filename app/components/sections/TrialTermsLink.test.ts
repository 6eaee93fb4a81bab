import { describe, expect, it } from "vitest";
import { TRIAL_DAYS } from "../../../content/pricing-constants";
import { LOCALES, type Locale } from "../../../shared/locale";
import { attr, byId, lettersOf, query, queryAll } from "../../../tests/render/dom";
import { renderedPage } from "../../../tests/render/rendered-page";
import { copyOf } from "../../i18n/catalog";
import { fillCopy } from "../../shared/figures";
import { PAGES, pathOf } from "../../shared/route-table";
import { TRIAL_TERMS_ID } from "./TrialTermsLink";

/** What a visitor reads as a promise of the free trial, with its days filled in. */
const PROMISES_TRIAL: Record<Locale, RegExp> = {
  nl: /\bproefperiode\b|\d+ dagen gratis/i,
  en: /\bfree trial\b|\bfree (for|to try for) \d+ days\b/i,
  fr: /\bessai\b|\bgratuitement pendant \d+ jours\b/i,
};

describe.each(LOCALES)("the trial's terms in %s", (locale) => {
  it("stand in one place, on the pricing page under the fragment the links name: what is free, what is not, stopping, and the first paid day", async () => {
    const terms = byId(await renderedPage("pricing.index", locale), TRIAL_TERMS_ID);
    expect(terms).not.toBeNull();
    const copy = fillCopy(copyOf(locale, "pricing.index"), locale).trial;
    expect(queryAll(terms!, "li h3").map(lettersOf)).toEqual(copy.items.map((item) => item.title));
    expect(lettersOf(terms!)).toContain(String(TRIAL_DAYS + 1));
  });

  it.each(PAGES.filter((page) => page.kind !== "downloads").map((page) => page.id))("are linked from %s when it promises the trial", async (id) => {
    const main = query(await renderedPage(id, locale), "main");
    const links = queryAll(main, "a").filter((link) => attr(link, "href") === `${pathOf("pricing.index")}#${TRIAL_TERMS_ID}`);
    expect(PROMISES_TRIAL[locale].test(lettersOf(main)) ? links.length : 1).toBeGreaterThan(0);
  });
});
