import { describe, expect, it } from "vitest";
import { HTML_LANG, LOCALES } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { crawlHeaders } from "../e2e/checks/link-crawl";
import { useBuiltApp } from "./support/built-app";

/*
 * Every page may be kept in the back/forward cache (docs/decisions/030-speculation-rules-and-view-transitions.md):
 * Chromium never keeps a page sent with no-store. back-forward.e2e.test.ts walks a few pages in a browser.
 */
const app = useBuiltApp();

describe("what pages are sent with", () => {
  it.each(LOCALES)("in %s no page, the downloads page and the 404 included, forbids the cache with no-store", async (locale) => {
    for (const path of [...PAGES.map((entry) => entry.path), "/bestaat-niet"]) {
      const response = await app().inject({ url: path, headers: crawlHeaders(locale) });
      expect(response.headers["content-type"], path).toMatch(/^text\/html/);
      expect(response.headers["content-language"], path).toBe(HTML_LANG[locale]);
      expect(String(response.headers["cache-control"]), path).not.toMatch(/no-store/);
    }
  });
});
