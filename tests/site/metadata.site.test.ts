import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { fillCopy } from "../../app/shared/figures";
import { LOCALES, type Locale } from "../../app/shared/locales";
import { PAGES, type PageEntry } from "../../app/shared/route-table";
import { readSiteConfig } from "../../config/site-config";
import { pngSize } from "../../scripts/og/png-size";
import { useBuiltApp } from "./support/built-app";
import { type Head, parseHead } from "./support/head";

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const app = useBuiltApp();

async function servedHead(path: string, locale: Locale): Promise<Head> {
  const response = await app().inject({ url: `${path}?lang=${locale}` });
  expect(response.statusCode).toBe(200);
  return parseHead(response.body);
}

/** Absolute URLs name the public site; the built app answers the same path. */
const onBuiltApp = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

const cases: Array<{ page: PageEntry; locale: Locale; other: Locale }> = LOCALES.flatMap((locale) =>
  PAGES.map((page) => ({ page, locale, other: LOCALES.find((candidate) => candidate !== locale)! })),
);

describe.each(cases.map((c) => [c.page.path, c.locale, c] as const))("metadata of %s in %s", (_path, locale, { page, other }) => {
  it("has its own written title and description, and a canonical URL in its own language", async () => {
    const { meta } = fillCopy(copyOf(locale, page.id), locale);
    const head = await servedHead(page.path, locale);
    expect(head.title).toBe(meta.title);
    expect(head.meta("description")).toBe(meta.description);
    const canonical = head.link("canonical");
    expect(canonical).toBeDefined();
    const url = new URL(canonical!);
    expect(url.origin + url.pathname).toBe(new URL(page.path, site.publicBaseUrl).href);
    expect(url.searchParams.get("lang")).toBe(locale);
    expect(head.meta("og:url")).toBe(canonical);
    expect([head.meta("og:title"), head.meta("twitter:title")]).toEqual([meta.title, meta.title]);
    expect([head.meta("og:description"), head.meta("twitter:description")]).toEqual([meta.description, meta.description]);
  });

  it("has hreflang alternates whose nl/en pair points at each other's canonical", async () => {
    const [head, otherHead] = await Promise.all([servedHead(page.path, locale), servedHead(page.path, other)]);
    expect(head.link("alternate", locale)).toBe(head.link("canonical"));
    expect(head.link("alternate", other)).toBe(otherHead.link("canonical"));
    expect(otherHead.link("alternate", locale)).toBe(head.link("canonical"));
    const xDefault = head.link("alternate", "x-default");
    expect(xDefault).toBeDefined();
    // x-default has no ?lang: the server negotiates the language, and the page must exist.
    expect(new URL(xDefault!).searchParams.has("lang")).toBe(false);
    expect((await app().inject({ url: onBuiltApp(xDefault!) })).statusCode).toBe(200);
  });

  it("shares a 1200×630 PNG in its own language that the server returns", async () => {
    const head = await servedHead(page.path, locale);
    const image = head.meta("og:image");
    expect(image?.startsWith(`${site.publicBaseUrl}/og/${locale}/`) && image.endsWith(".png"), image).toBe(true);
    expect(head.meta("twitter:image")).toBe(image);
    expect(head.meta("twitter:card")).toBe("summary_large_image");
    expect([head.meta("og:image:width"), head.meta("og:image:height"), head.meta("og:image:type")]).toEqual(["1200", "630", "image/png"]);
    expect(head.meta("og:image:alt")).toBeTruthy();
    const response = await app().inject({ url: onBuiltApp(image!) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(pngSize(new Uint8Array(response.rawPayload))).toEqual({ width: 1200, height: 630 });
  });
});

describe("share images", () => {
  it("differ per page and per language", async () => {
    const images = await Promise.all(cases.map(async ({ page, locale }) => (await servedHead(page.path, locale)).meta("og:image")));
    expect(new Set(images).size).toBe(cases.length);
  });
});

describe.each(LOCALES)("the not-found page in %s", (locale) => {
  it("asks not to be indexed and claims no canonical or share URL", async () => {
    const response = await app().inject({ url: `/bestaat/niet?lang=${locale}` });
    expect(response.statusCode).toBe(404);
    const head = parseHead(response.body);
    expect(head.meta("robots")).toBe("noindex");
    expect(head.link("canonical")).toBeUndefined();
    expect(head.meta("og:url")).toBeUndefined();
    expect(head.meta("og:image")).toBeUndefined();
  });
});
