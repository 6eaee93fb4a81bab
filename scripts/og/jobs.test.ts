import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { fillCopy } from "../../app/shared/figures";
import { LOCALES } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { shareImageJobs } from "./jobs";

describe("shareImageJobs", () => {
  it("makes one image per page of the route table per locale, each at its own path", async () => {
    const jobs = await shareImageJobs();
    expect(jobs).toHaveLength(PAGES.length * LOCALES.length);
    expect(new Set(jobs.map((job) => job.urlPath)).size).toBe(jobs.length);
    for (const locale of LOCALES) {
      for (const page of PAGES) expect(jobs.map((job) => job.urlPath)).toContain(`/og/${locale}/${page.id}.png`);
    }
  });

  it("writes each page's hero title in that page's language, placeholders filled", async () => {
    for (const job of await shareImageJobs()) {
      const copy = fillCopy(copyOf(job.locale, job.pageId), job.locale);
      expect(job.headline).toBe(copy.hero.title);
      expect(job.headline).not.toMatch(/[{}]/);
    }
  });
});
