import { describe, expect, it } from "vitest";
import en from "../../content/en/frame";
import nl from "../../content/nl/frame";
import { pageCases, withoutSoftHyphens } from "../e2e/support/copy";
import { useBuiltApp } from "./support/built-app";

const cases = await pageCases();
const app = useBuiltApp();

describe("every route in every language", () => {
  it.each(cases.map((c) => [c.page.path, c.locale, c] as const))(
    "%s in %s: 200, the right lang and h1, full HTML without JavaScript",
    async (_path, locale, c) => {
      const response = await app().inject({ url: `${c.page.path}?lang=${locale}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-language"]).toBe(c.htmlLang);
      const html = response.body;
      expect(html).toContain(`<html lang="${c.htmlLang}"`);
      // Pre-rendered: the hero and the frame are in the HTML, not added by scripts.
      expect(withoutSoftHyphens(html)).toContain(c.h1.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${c.page.path === "/" ? "/" : c.page.path}?lang=${locale}"`);
      expect(html).toMatch(/hrefLang="x-default"/);
    },
  );
});

describe("an unknown path", () => {
  it.each([
    ["nl", nl.notFound],
    ["en", en.notFound],
  ] as const)("answers 404 with the not-found page in %s", async (locale, copy) => {
    const response = await app().inject({ url: `/bestaat/niet?lang=${locale}` });
    expect(response.statusCode).toBe(404);
    const html = response.body;
    expect(html).toContain(copy.title);
    expect(html).toContain(copy.description);
    expect(html).toContain(copy.back);
    expect(html).toContain('name="robots" content="noindex"');
  });
});
