import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { buildDir } from "../../config/build-dir";
import { SITE_CONFIG_FIELDS, type SiteConfig } from "../../config/site-config";
import { PAGES_MANIFEST, type PagesManifest, restoreBuildFacts } from "../../server/pages-manifest";
import { buildTestApp } from "../../tooling/app/test-app";
import { createSampleReleases } from "../../tooling/releases/sample-releases";
import { DevServer } from "../../tooling/servers/dev-server";

/*
 * `npm run dev` (scripts/dev/index.ts) answers as the build does, over HTTP, no browser. What needs one
 * (a saved change shown in the open page, the type checker's overlay) is in tests/e2e/dev-server.e2e.test.ts.
 */

/** The page without what differs by design between a build and `npm run dev`: its scripts and its stylesheets' addresses. */
function comparable(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="stylesheet" href="[^"]*"\/?>/g, "<link stylesheet/>");
}

/** Where two pages part, with some of each around it; null when they are the same. */
function firstDifference(dev: string, build: string): { dev: string; build: string } | null {
  if (dev === build) return null;
  let at = 0;
  while (dev[at] === build[at]) at++;
  return { dev: dev.slice(Math.max(0, at - 120), at + 200), build: build.slice(Math.max(0, at - 120), at + 200) };
}

/** The environment that gives `npm run dev` the site configuration the build was made with. */
function siteEnv(site: SiteConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(SITE_CONFIG_FIELDS).map(([key, field]) => [field.env, site[key as keyof SiteConfig]]));
}

let dev: DevServer;
let built: FastifyInstance;
let removeReleases: () => Promise<void>;

beforeAll(async () => {
  const manifest = JSON.parse(await readFile(path.join(buildDir(), "pages", PAGES_MANIFEST), "utf8")) as PagesManifest;
  const { releases, dir, remove } = await createSampleReleases();
  removeReleases = remove;
  built = await buildTestApp({ buildDir: buildDir(), releases });
  await built.ready();
  // The same release store, read only: both render the downloads page with the same list. Without
  // the type checker, whose first pass over the project costs some 20 s of CPU (its overlay is
  // tested with it on, in tests/e2e/dev-server.e2e.test.ts).
  dev = await DevServer.start({ ...siteEnv(restoreBuildFacts(manifest.facts!).site), RELEASE_DIR: dir, RELEASE_SAMPLES: "false", TYPE_CHECK: "false" });
});

afterAll(async () => {
  await dev?.stop();
  await built?.close();
  await removeReleases?.();
});

describe("npm run dev", () => {
  const cases = LOCALES.flatMap((locale) => [...PAGES.map((page) => ({ locale, path: page.path })), { locale, path: "/no-such-page" }]);

  it(`renders all ${cases.length} pages as the build does, but for scripts and stylesheet addresses`, async () => {
    for (const { locale, path: pagePath } of cases) {
      const url = `${pagePath}?lang=${locale}`;
      const fromBuild = await built.inject({ url });
      const fromDev = await fetch(`${dev.url}${url}`);
      const html = await fromDev.text();
      expect(fromDev.status, url).toBe(fromBuild.statusCode);
      expect(firstDifference(comparable(html), comparable(fromBuild.body)), url).toBeNull();
      expect(html, url).toContain('<script type="module" src="/@vite/client">');
    }
  });

  it("with TYPE_CHECK=false, loads no type checker overlay in a page and says so at start", async () => {
    const html = await (await fetch(`${dev.url}/?lang=nl`)).text();
    expect(html).toContain('<script type="module" src="/@vite/client">');
    expect(html).not.toContain("vite-plugin-checker");
    // Printed just after the "ready in" line that DevServer.start waits for, by a call of its own.
    await expect.poll(() => dev.output).toContain("Types are not checked (TYPE_CHECK=false).");
  });

  it("serves the stylesheet, the page script and the pictures the pages link", async () => {
    const html = await (await fetch(`${dev.url}/?lang=nl`)).text();
    const linked = [...html.matchAll(/(?:href|src)="(\/(?:app|pictures)\/[^"]+)"/g)].map((match) => match[1]!);
    const pictures = [...html.matchAll(/srcset="([^"]+)"/gi)].flatMap((match) => match[1]!.split(",").map((entry) => entry.trim().split(" ")[0]!));
    expect(linked.length).toBeGreaterThan(0);
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of [...new Set([...linked, ...pictures.slice(0, 3), "/app/browser/enhance/main.ts"])]) {
      const answer = await fetch(`${dev.url}${url}`, { headers: { accept: url.endsWith(".css") ? "text/css" : "*/*" } });
      expect(answer.status, url).toBe(200);
    }
  });

  it("lists the releases on the downloads page, and hands out their files", async () => {
    const html = await (await fetch(`${dev.url}/downloads?lang=en`)).text();
    expect(html).toContain('data-downloads="ready"');
    const answer = await fetch(`${dev.url}/api/home/v1/downloads`);
    expect(answer.status).toBe(200);
    expect(Object.keys(((await answer.json()) as { files: object }).files)).not.toHaveLength(0);
  });

  it("records the encodings of the pictures an editor's save changed, in scripts/pictures/encodings.json", { timeout: 120_000 }, async () => {
    const copyFile = "content/pages/pictures.products.json";
    const encodingsFile = "scripts/pictures/encodings.json";
    const copy = await dev.read(copyFile);
    const before = JSON.parse(await dev.read(encodingsFile)) as Record<string, string>;
    const dish = '"en": "Salmon nigiri"';
    expect(copy, `the checkout picture's English dish is in ${copyFile}`).toContain(dish);
    try {
      await dev.write(copyFile, copy.replace(dish, '"en": "Tuna nigiri, renamed in the editor"'));
      await expect.poll(() => dev.output, { timeout: 60_000 }).toMatch(/pictures: recorded the encoding of \d+ changed files/);
      const after = JSON.parse(await dev.read(encodingsFile)) as Record<string, string>;
      const changed = Object.keys(after).filter((label) => after[label] !== before[label]);
      // Every file of the picture in English is drawn anew; every other file keeps its entry.
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      expect(changed.length).toBeGreaterThan(0);
      expect(changed).toEqual(Object.keys(before).filter((label) => label.startsWith("webshop-checkout en ")));
    } finally {
      await dev.write(copyFile, copy);
    }
  });
});
