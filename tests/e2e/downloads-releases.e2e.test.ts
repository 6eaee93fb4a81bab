import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContextOptions, Download, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { buildDir } from "../../config/build-dir";
import type { DownloadsAnswer } from "../../shared/downloads-api";
import { DOWNLOADS_URL } from "../../shared/home-api";
import { LOCALES, type Locale } from "../../shared/locale";
import { buildTestApp } from "../../tooling/app/test-app";
import { buttonName, createReleaseSet, fill, label } from "../site/support/release-set";
import { useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

/*
 * /downloads with a real operator's release set (tests/site/support/release-set.ts) in a browser:
 * what the page's script and the browser do with it. The lists, notes and beta the server renders
 * are read without a browser in tests/site/downloads-releases.site.test.ts. Each server here has its
 * own store, so these tests do not depend on the samples the others use.
 */

const { newContext } = useBrowser();
const COPY = (locale: Locale) => copyOf(locale, "info.downloads");
const HTML_LANG = { nl: "nl-NL", en: "en" } as const;
const WIN_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const MAC_UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

/** A server of its own over a fresh store with RELEASES; `linksPerMinute` is the download rate limit. */
async function startServer(linksPerMinute: number): Promise<{ url: string; close: () => Promise<void> }> {
  const { releases, remove } = await createReleaseSet(linksPerMinute);
  const app = await buildTestApp({ buildDir: buildDir(), releases });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    close: async () => {
      await app.close();
      await remove();
    },
  };
}

let server: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  server = await startServer(10_000);
});
afterAll(async () => {
  await server?.close();
});

const card = (page: Page, os: string) => page.locator(`li[data-os="${os}"]`);
const exactSummary = (scope: Page | Locator, text: string) =>
  scope.locator("summary", { hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`) });

async function open(lang: Locale, options: BrowserContextOptions & { userAgent?: string } = {}, prepare?: (page: Page) => Promise<void>) {
  const context = await newContext({ baseURL: server.url, userAgent: WIN_UA, viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await prepare?.(page);
  await gotoEnhanced(page, `/downloads?lang=${lang}`);
  return { context, page };
}

/** Makes the browser report this processor through User-Agent Client Hints, before any script of the page runs. */
const reportProcessor = (architecture: string, bitness: string) => async (page: Page) => {
  await page.addInitScript(
    ({ architecture, bitness }) => {
      const data = { brands: [], mobile: false, platform: "Windows", getHighEntropyValues: () => Promise.resolve({ architecture, bitness }) };
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => data, configurable: true });
    },
    { architecture, bitness },
  );
};

/** The accessible name of the card's one visible download button. */
const mainButtonName = (page: Page, os: string) => card(page, os).locator("[data-main-download] button.btn:visible").getAttribute("aria-label");

describe.each(LOCALES)("/downloads with a real release set (%s)", (lang) => {
  const copy = COPY(lang);
  const other = lang === "nl" ? "en" : "nl";

  it.each([
    ["arm", "64", "arm64"],
    ["x86", "32", "x86"],
  ] as const)("offers the %s/%s-bit installer where the browser reports that processor, without moving anything", async (architecture, bitness, arch) => {
    const { context, page } = await open(lang, {}, async (page) => {
      // The browser answers only when the test says so, so the page can be measured before and after.
      await page.addInitScript(
        ({ architecture, bitness }) => {
          let answer: () => void = () => undefined;
          const ready = new Promise<void>((resolve) => (answer = resolve));
          (window as unknown as { answerProcessor: () => void }).answerProcessor = () => answer();
          const data = { brands: [], mobile: false, platform: "Windows", getHighEntropyValues: () => ready.then(() => ({ architecture, bitness })) };
          Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => data, configurable: true });
        },
        { architecture, bitness },
      );
    });
    // Every box of the list, hidden candidates included (visibility changes nothing of the layout);
    // not the screen-reader-only "matches your computer", a 1 px absolute box that appears.
    const boxes = () =>
      page.locator('section[aria-labelledby="downloads-list"] *:not(.sr-only)').evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map(Math.round).join(",");
        }),
      );
    const before = await boxes();
    await expect(page.evaluate(() => document.documentElement.hasAttribute("data-visitor-arch"))).resolves.toBe(false);
    await page.evaluate(() => (window as unknown as { answerProcessor: () => void }).answerProcessor());
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-visitor-arch"));
    await expect(mainButtonName(page, "win")).resolves.toBe(buttonName(lang, "win", "2.12.0", arch, "installer"));
    await expect.poll(() => card(page, "win").locator("[data-main-download]").innerText()).toContain(label(lang, "win", arch, "installer"));
    // The Mac card is not the visitor's system: it keeps its universal disk image.
    await expect(mainButtonName(page, "mac_os")).resolves.toBe(buttonName(lang, "mac_os", "2.12.0", "universal", "dmg"));
    await expect(boxes()).resolves.toEqual(before);
    // In the list of all files, the matching one is outlined and says so to screen readers.
    await exactSummary(card(page, "win"), fill(copy.allFiles, { version: "2.12.0", count: "4" })).click();
    const row = card(page, "win").locator(`[data-all-files] li[data-arch="${arch}"]`);
    await expect(row.evaluate((item) => getComputedStyle(item).borderTopColor)).resolves.toBe("rgb(199, 58, 34)");
    await expect(row.locator(".sr-only").evaluate((item) => getComputedStyle(item).display)).resolves.not.toBe("none");
    await expect.poll(() => row.locator(".sr-only").textContent()).toContain(copy.matchesComputer);
    await expect(
      card(page, "win")
        .locator('[data-all-files] li[data-arch="x64"]')
        .first()
        .evaluate((item) => getComputedStyle(item).borderTopColor),
    ).resolves.not.toBe("rgb(199, 58, 34)");
    await expect(
      card(page, "win")
        .locator('[data-all-files] li[data-arch="x64"] .sr-only')
        .first()
        .evaluate((item) => getComputedStyle(item).display),
    ).resolves.toBe("none");
    await context.close();
  });

  it("offers the Apple silicon disk image to a Mac that reports an ARM processor, and x64 first where nothing is reported", async () => {
    const mac = await open(lang, { userAgent: MAC_UA }, reportProcessor("arm", "64"));
    await mac.page.waitForFunction(() => document.documentElement.hasAttribute("data-visitor-arch"));
    await expect(mainButtonName(mac.page, "mac_os")).resolves.toBe(buttonName(lang, "mac_os", "2.12.0", "arm64", "dmg"));
    await expect(mainButtonName(mac.page, "win")).resolves.toBe(buttonName(lang, "win", "2.12.0", "x64", "installer"));
    await mac.context.close();

    const silent = await open(lang, {}, async (page) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined, configurable: true }));
    });
    // Nothing was asked, so no answer can come later: the page is as it will stay.
    await expect(silent.page.evaluate(() => (navigator as { userAgentData?: unknown }).userAgentData)).resolves.toBeUndefined();
    await expect(silent.page.evaluate(() => document.documentElement.hasAttribute("data-visitor-arch"))).resolves.toBe(false);
    await expect(mainButtonName(silent.page, "win")).resolves.toBe(buttonName(lang, "win", "2.12.0", "x64", "installer"));
    await silent.context.close();
  });

  it("has no axe violations with all files, a previous version and the beta shown", async () => {
    const { context, page } = await open(lang, {}, reportProcessor("arm", "64"));
    await exactSummary(card(page, "win"), fill(copy.allFiles, { version: "2.12.0", count: "4" })).click();
    await exactSummary(page, "Windows").click();
    await exactSummary(page, fill(copy.previous.versionLabel, { version: "2.10.0" })).click();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });

  it(`downloads an ARM file of the latest version without JavaScript, as a ${lang} phone would`, async () => {
    const context = await newContext({
      baseURL: server.url,
      javaScriptEnabled: false,
      userAgent: WIN_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`/downloads?lang=${lang}`);
    await exactSummary(card(page, "win"), fill(copy.allFiles, { version: "2.12.0", count: "4" })).tap();
    const downloading = page.waitForEvent("download");
    await card(page, "win")
      .getByRole("button", { name: buttonName(lang, "win", "2.12.0", "arm64", "installer"), exact: true })
      .tap();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("bestelwijs-2.12.0-arm64.exe");
    const answer = (await (await fetch(`${server.url}/api/home/v1/downloads`)).json()) as DownloadsAnswer;
    const file = Object.values(answer.files.win!["2.12.0"]!).find((entry) => entry.arch === "arm64")!;
    await expect(sha256Of(download)).resolves.toBe(file.sha256);
    // No file name or label in the other language anywhere in the list.
    await expect.poll(() => page.locator("main").innerText()).not.toContain(label(other, "win", "arm64", "installer"));
    await context.close();
  });
});

async function sha256Of(download: Download): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of await download.createReadStream()) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

describe("the download error alert", () => {
  let limited: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    limited = await startServer(1);
  });
  afterAll(async () => {
    await limited?.close();
  });

  it.each([
    ["nl", "en-US", /^Te veel downloadverzoeken\. Wacht \d+ seconden/],
    ["en", "nl-NL", /^Too many download requests\. Please wait \d+ seconds/],
  ] as const)("is in the page's language (%s) whatever the browser's (%s), past the rate limit", async (lang, browserLocale, sentence) => {
    // The one link a minute this server allows goes to someone else.
    await fetch(`${limited.url}${DOWNLOADS_URL}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "win/2.12.0/bestelwijs-2.12.0-x64.exe" }),
    });
    const context = await newContext({ baseURL: limited.url, locale: browserLocale, userAgent: WIN_UA, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoEnhanced(page, `/downloads?lang=${lang}`);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await card(page, "win").locator("[data-main-download] button.btn:visible").click();
    expect((await posted).headers()["accept-language"]).toBe(HTML_LANG[lang]);
    // The server's own sentence, said beside the button, where the visitor is looking, not in a dialog.
    await expect.poll(() => page.getByRole("alert").innerText()).toMatch(sentence);
    await context.close();
  });
});
