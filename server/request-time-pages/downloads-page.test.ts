import { describe, expect, it } from "vitest";
import type { Locale } from "../../shared/locale";
import { builtPage, TEST_BUILD_FACTS as facts } from "../../tests/support/built-pages";
import { fakeCatalogue } from "../../tests/support/fake-catalogue";
import { NO_CATALOGUE_RETRY_SECONDS } from "../releases/catalogue";
import { DOWNLOADS_PATH, DownloadsPage } from "./downloads-page";
import { builtRenderer } from "./page-renderer";

const asBuilt = (locale: Locale, path: string | null = DOWNLOADS_PATH) => builtPage(locale, path);
const errors: object[] = [];
const log = { error: (object: object) => void errors.push(object) };

describe("the downloads page the server renders", () => {
  it("passes every other page through as built", async () => {
    const { catalogue } = fakeCatalogue("2.10.0");
    const other = asBuilt("nl", "/prijzen");
    expect(await new DownloadsPage(catalogue, builtRenderer(facts, false), log).variant(other)).toBe(other);
  });

  it("lists the catalogue's releases, and names them in its structured data", async () => {
    const { catalogue } = fakeCatalogue("2.10.0");
    const page = await new DownloadsPage(catalogue, builtRenderer(facts, false), log).variant(asBuilt("en"));
    const html = page.bodies.identity.toString();
    expect(page.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('data-downloads="ready"');
    expect(html).toMatch(/<li[^>]*data-os="win"/);
    expect(html).toContain('"softwareVersion":"2.10.0"');
    expect(html).toContain('"releaseNotes":"Faster printing"');
    // Served like every page: compressed twins, a validator and the hashes of its scripts.
    expect(page.bodies.br?.length).toBeGreaterThan(0);
    expect(page.bodies.gzip?.length).toBeGreaterThan(0);
    expect(page.hash).not.toBe("built");
    expect(page.scriptHashes.length).toBeGreaterThanOrEqual(3);
  });

  it("renders once per catalogue and language, and again when the catalogue changes", async () => {
    const { catalogue, load } = fakeCatalogue("2.10.0");
    const downloads = new DownloadsPage(catalogue, builtRenderer(facts, false), log);
    const first = await downloads.variant(asBuilt("nl"));
    expect(await downloads.variant(asBuilt("nl"))).toBe(first);
    expect(await downloads.variant(asBuilt("en"))).not.toBe(first);
    load("2.11.0");
    const next = await downloads.variant(asBuilt("nl"));
    expect(next.bodies.identity.toString()).toContain('"softwareVersion":"2.11.0"');
    expect(next.hash).not.toBe(first.hash);
  });

  it("serves the page as built, with 503 and Retry-After, while there is no catalogue", async () => {
    const { catalogue } = fakeCatalogue(null);
    const built = asBuilt("nl");
    expect(await new DownloadsPage(catalogue, builtRenderer(facts, false), log).variant(built)).toEqual({
      ...built,
      status: 503,
      retryAfterSeconds: NO_CATALOGUE_RETRY_SECONDS,
    });
    // A server without a release store at all says the same.
    expect((await new DownloadsPage(undefined, builtRenderer(facts, false), log).variant(built)).status).toBe(503);
  });

  it("says the downloads are unavailable, with a link to ask again, when rendered without a catalogue", async () => {
    const { catalogue } = fakeCatalogue(null);
    const page = await new DownloadsPage(catalogue, builtRenderer(facts, false), log).refusal("en", 503, { refusal: "unavailable" });
    const html = page.bodies.identity.toString();
    expect(html).toContain('data-downloads="unavailable"');
    expect(html).toMatch(/<a href="\/downloads\?lang=en" class="btn btn-secondary[^"]*">.*Try again<\/a>/);
    // The list's own message says it; no second alert repeats it.
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("softwareVersion");
  });

  it("answers a refused form with the page, its status and an alert in the form's language", async () => {
    const { catalogue } = fakeCatalogue("2.10.0");
    const page = await new DownloadsPage(catalogue, builtRenderer(facts, true), log).refusal("nl", 429, { refusal: "tooMany", retryAfterSeconds: 42 });
    const html = page.bodies.identity.toString();
    expect(page).toMatchObject({ status: 429, locale: "nl", tagManager: true });
    expect(html).toContain("Wacht 42 seconden");
    expect(html).toContain('data-downloads="ready"');
    // The alert comes first in <main>, before the hero.
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf("<h1"));
    expect(page.bodies.br).toBeUndefined();
  });

  it("falls back to the page as built, and says why in the log, when rendering fails", async () => {
    const { catalogue } = fakeCatalogue("2.10.0");
    const broken = { ...facts, bootScript: "" };
    const built = asBuilt("en");
    errors.length = 0;
    expect(await new DownloadsPage(catalogue, builtRenderer(broken, false), log).variant(built)).toEqual({
      ...built,
      status: 503,
      retryAfterSeconds: NO_CATALOGUE_RETRY_SECONDS,
    });
    expect(errors).toEqual([expect.objectContaining({ locale: "en", err: expect.stringContaining("no boot script") })]);
  });
});
