import { describe, expect, it } from "vitest";
import { builtPage, TEST_BUILD_FACTS as facts } from "../../tests/support/built-pages";
import { fakeCatalogue } from "../../tests/support/fake-catalogue";
import { manualClock } from "../../tooling/app/manual-clock";
import type { LoadedPage } from "../plugins/pages";
import { DOWNLOADS_PATH, DownloadsPage } from "./downloads-page";
import { LanguageNoticePages } from "./language-notice-pages";
import { builtRenderer } from "./page-renderer";

const errors: object[] = [];
const log = { error: (object: object) => void errors.push(object) };
const textOf = (page: LoadedPage) => page.bodies.identity.toString();

describe("pages with the unsupported-language notice", () => {
  it("renders the page itself, in its language, with the notice first in <main>", async () => {
    const notices = new LanguageNoticePages({ catalogue: undefined, renderer: builtRenderer(facts, false), log });
    const page = await notices.withNotice(builtPage("nl", "/prijzen"), "fr");
    const html = textOf(page);
    expect(page.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="nl-NL">/);
    expect(html).toContain('<main id="main" tabindex="-1"><div class="border-b border-brand-100 bg-brand-50"><div role="status"');
    expect(html).toContain("De taalcode ‘fr’ wordt niet ondersteund. Je ziet deze pagina in het Nederlands.");
    expect(html.indexOf('role="status"')).toBeLessThan(html.indexOf("<h1"));
    // Served like the downloads page: its own validator, a gzip twin and the hashes of its scripts.
    expect(page.hash).not.toBe("built");
    expect(page.bodies.gzip?.length).toBeGreaterThan(0);
    expect(page.scriptHashes.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the status and Retry-After of the page it is given: the not-found page, the downloads page without releases", async () => {
    const notices = new LanguageNoticePages({ catalogue: undefined, renderer: builtRenderer(facts, false), log });
    const missing = await notices.withNotice(builtPage("en", null, 404), "fr");
    expect(missing.status).toBe(404);
    expect(textOf(missing)).toContain("The language code ‘fr’ is not supported.");
    const unavailable = await notices.withNotice({ ...builtPage("en", DOWNLOADS_PATH, 503), retryAfterSeconds: 30 }, "fr");
    expect(unavailable).toMatchObject({ status: 503, retryAfterSeconds: 30 });
    expect(textOf(unavailable)).toContain('data-downloads="unavailable"');
  });

  it("lists the current releases on the downloads page, as the page without the notice does", async () => {
    const { catalogue, load } = fakeCatalogue("2.10.0");
    const downloads = new DownloadsPage(catalogue, builtRenderer(facts, false), log);
    const notices = new LanguageNoticePages({ catalogue, renderer: builtRenderer(facts, false), log });
    const served = await downloads.variant(builtPage("en", DOWNLOADS_PATH));
    const html = textOf(await notices.withNotice(served, "fr"));
    expect(html).toContain('"softwareVersion":"2.10.0"');
    expect(html).toContain("The language code ‘fr’ is not supported.");
    load("2.11.0");
    const next = await notices.withNotice(await downloads.variant(builtPage("en", DOWNLOADS_PATH)), "fr");
    expect(textOf(next)).toContain('"softwareVersion":"2.11.0"');
  });

  it("renders a page and code once, and keeps at most maxPages, dropping the least recently used", async () => {
    const notices = new LanguageNoticePages({ catalogue: undefined, renderer: builtRenderer(facts, false), log, maxPages: 3 });
    const pricing = builtPage("en", "/prijzen");
    const fr = await notices.withNotice(pricing, "fr");
    expect(await notices.withNotice(pricing, "fr")).toEqual(fr);
    await notices.withNotice(pricing, "de");
    await notices.withNotice(pricing, "it");
    expect(notices.size).toBe(3);
    await notices.withNotice(pricing, "fr"); // now the most recently used
    await notices.withNotice(pricing, "es"); // drops de
    expect(notices.size).toBe(3);
    expect((await notices.withNotice(pricing, "fr")).hash).toBe(fr.hash);
    for (let index = 0; index < 10; index++) await notices.withNotice(pricing, `x${String.fromCharCode(97 + index)}`);
    expect(notices.size).toBe(3);
  });

  it("renders at most namedRendersPerMinute new codes a minute; past that, the notice names no code", async () => {
    const clock = manualClock();
    const notices = new LanguageNoticePages({ catalogue: undefined, renderer: builtRenderer(facts, false), log, clock, namedRendersPerMinute: 2 });
    const pricing = builtPage("en", "/prijzen");
    expect(textOf(await notices.withNotice(pricing, "fr"))).toContain("‘fr’");
    expect(textOf(await notices.withNotice(pricing, "de"))).toContain("‘de’");
    const third = textOf(await notices.withNotice(pricing, "it"));
    expect(third).toContain("This language code is not supported.");
    expect(third).not.toContain("‘it’");
    expect(textOf(await notices.withNotice(pricing, "fr"))).toContain("‘fr’"); // kept: no rendering needed
    clock.advance(60_000);
    expect(textOf(await notices.withNotice(pricing, "it"))).toContain("‘it’");
  });

  it("serves the page without the notice, and says why in the log, when rendering fails", async () => {
    const notices = new LanguageNoticePages({ catalogue: undefined, renderer: builtRenderer({ ...facts, bootScript: "" }, false), log });
    const built = builtPage("en", "/prijzen");
    errors.length = 0;
    expect(await notices.withNotice(built, "fr")).toBe(built);
    expect(errors).toEqual([expect.objectContaining({ locale: "en", path: "/prijzen", err: expect.stringContaining("no boot script") })]);
    expect(notices.size).toBe(0);
  });
});
