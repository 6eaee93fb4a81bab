import { describe, expect, it } from "vitest";
import type { PageMeta } from "../../content/types";
import { fillCopy } from "../shared/figures";
import { LOCALES, type Locale } from "../shared/locales";
import { PAGES } from "../shared/route-table";
import { copyOf } from "./catalog";

/** Every page's meta as the visitor sees it (placeholders filled), plus the not-found page's. */
async function metaOf(locale: Locale): Promise<Array<{ page: string; meta: PageMeta }>> {
  const pages = await Promise.all(PAGES.map(async (page) => ({ page: page.id, meta: fillCopy(copyOf(locale, page.id).meta, locale) })));
  const frame = copyOf(locale, "frame");
  return [...pages, { page: "not-found", meta: fillCopy(frame.notFound.meta, locale) }];
}

describe.each(LOCALES)("written page metadata in %s", async (locale) => {
  const all = await metaOf(locale);

  it.each(all.map(({ page, meta }) => [page, meta] as const))("%s: title ≤ 60 and description ≤ 160 characters, no placeholder left", (_page, meta) => {
    expect(meta.title.length, meta.title).toBeLessThanOrEqual(60);
    expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    expect(meta.title.trim().length).toBeGreaterThan(0);
    expect(meta.description.trim().length).toBeGreaterThan(0);
    expect(`${meta.title} ${meta.description}`).not.toMatch(/[{}]/);
  });

  it("gives no two pages the same title or description", () => {
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(all.map(({ meta }) => meta.title))).toEqual([]);
    expect(duplicates(all.map(({ meta }) => meta.description))).toEqual([]);
  });
});
