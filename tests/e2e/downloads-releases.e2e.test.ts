import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContextOptions, Dialog, Download, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDir } from "../../config/build-dir";
import en from "../../content/en/downloads";
import nl from "../../content/nl/downloads";
import { API_PREFIX } from "../../server/api";
import { buildApp } from "../../server/app";
import { publish } from "../../server/releases/publish";
import { createReleases } from "../../server/releases/setup";
import type { ReleaseStore } from "../../server/releases/store";
import type { DownloadsAnswer, ReleaseNotes } from "../../shared/downloads-api";
import { useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

/*
 * /downloads with a real operator's release set (docs/decisions/025-downloads-page-releases.md):
 * several files per version, notes in one language or both, a beta, dates. Each server here has its
 * own store, published through the operators' publish path, so these tests do not depend on the
 * samples the others use.
 */

const { newContext } = useBrowser();
const COPY = { nl, en } as const;
const LOCALES = ["nl", "en"] as const;
const HTML_LANG = { nl: "nl-NL", en: "en" } as const;
const WIN_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const MAC_UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

interface Release {
  os: "win" | "mac_os";
  version: string;
  arch: string;
  kind: string;
  name: string;
  at: string;
  notes?: ReleaseNotes;
}

const NOTES_2_12: ReleaseNotes = {
  nl: "Nieuw in deze versie:\n\n- Bonnen printen *twee keer* zo snel\n- Lees [de handleiding](https://example.com/nl)",
  en: "New in this version:\n\n- Receipts print *twice* as fast\n- Read [the manual](https://example.com/en)",
};
const RELEASES: readonly Release[] = [
  {
    os: "win",
    version: "2.10.0",
    arch: "x64",
    kind: "installer",
    name: "bestelwijs-2.10.0-x64.exe",
    at: "2025-11-03T10:00:00Z",
    notes: { en: "English only: <img src=x onerror=alert(1)> and [a bad link](javascript:alert(1))." },
  },
  { os: "win", version: "2.10.0", arch: "x86", kind: "installer", name: "bestelwijs-2.10.0-x86.exe", at: "2025-11-03T10:05:00Z" },
  { os: "win", version: "2.12.0", arch: "x64", kind: "installer", name: "bestelwijs-2.12.0-x64.exe", at: "2026-03-12T09:30:00Z", notes: NOTES_2_12 },
  { os: "win", version: "2.12.0", arch: "x86", kind: "installer", name: "bestelwijs-2.12.0-x86.exe", at: "2026-03-12T09:31:00Z" },
  { os: "win", version: "2.12.0", arch: "arm64", kind: "installer", name: "bestelwijs-2.12.0-arm64.exe", at: "2026-03-12T09:32:00Z" },
  { os: "win", version: "2.12.0", arch: "x64", kind: "zip", name: "bestelwijs-2.12.0-x64-portable.zip", at: "2026-03-12T09:33:00Z" },
  {
    os: "win",
    version: "2.13.0-beta.1",
    arch: "x64",
    kind: "installer",
    name: "bestelwijs-2.13.0-beta.1-x64.exe",
    at: "2026-04-01T08:00:00Z",
    notes: { nl: "Bèta: een nieuwe koppeling met de kassa.", en: "Beta: a new connection to the till." },
  },
  { os: "mac_os", version: "2.11.0", arch: "universal", kind: "dmg", name: "bestelwijs-2.11.0.dmg", at: "2025-12-24T12:00:00Z" },
  {
    os: "mac_os",
    version: "2.12.0",
    arch: "universal",
    kind: "dmg",
    name: "bestelwijs-2.12.0-universal.dmg",
    at: "2026-03-13T07:00:00Z",
    notes: { nl: "Alleen in het Nederlands: de app start *sneller* op." },
  },
  { os: "mac_os", version: "2.12.0", arch: "arm64", kind: "dmg", name: "bestelwijs-2.12.0-arm64.dmg", at: "2026-03-13T07:01:00Z" },
];

async function publishAll(store: ReleaseStore): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-e2e-files-"));
  try {
    for (const release of RELEASES) {
      const file = path.join(scratch, release.name);
      await writeFile(file, `TEST FILE ${release.name}\n`);
      await publish(
        store,
        { os: release.os, version: release.version, arch: release.arch, kind: release.kind, file, notes: release.notes },
        new Date(release.at),
      );
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A server of its own over a fresh store with RELEASES; `linksPerMinute` is the download rate limit. */
async function startServer(linksPerMinute: number): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-e2e-releases-"));
  const releases = createReleases({ dir, linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute, samples: false }, `${API_PREFIX}/files`);
  await publishAll(releases.store);
  const app = await buildApp({ buildDir: buildDir(), releases });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
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

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
/** Intl is the reference for dates; the page writes them without it. */
/** Release dates day first: Dutch as in the Netherlands, English as in Britain ("12 March 2026"). */
const longDate = (lang: "nl" | "en", iso: string) =>
  new Intl.DateTimeFormat({ nl: "nl-NL", en: "en-GB" }[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
const label = (lang: "nl" | "en", os: "win" | "mac_os", arch: string, kind: string) =>
  fill(COPY[lang].fileLabel, {
    kind: COPY[lang].kinds[kind as keyof typeof nl.kinds],
    arch: COPY[lang].architectures[os][arch as keyof typeof nl.architectures.win],
  });
const buttonName = (lang: "nl" | "en", os: "win" | "mac_os", version: string, arch: string, kind: string) =>
  fill(COPY[lang].downloadLabel, { title: label(lang, os, arch, kind), os: COPY[lang].systems[os].name, version });
const card = (page: Page, os: string) => page.locator(`li[data-os="${os}"]`);
const exactSummary = (scope: Page | Locator, text: string) =>
  scope.locator("summary", { hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`) });

async function open(lang: "nl" | "en", options: BrowserContextOptions & { userAgent?: string } = {}, prepare?: (page: Page) => Promise<void>) {
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
  const copy = COPY[lang];
  const other = lang === "nl" ? "en" : "nl";

  it("offers the latest version's main file on each card, dated, and lists every file of that version under names in the page's language", async () => {
    const { context, page } = await open(lang);
    const win = card(page, "win");
    await expect(win.innerText()).resolves.toContain(fill(copy.latestVersion, { os: "Windows", version: "2.12.0" }));
    await expect(win.innerText()).resolves.toContain(fill(copy.releasedOn, { date: longDate(lang, "2026-03-12T09:30:00Z") }));
    await expect(win.locator("time").first().getAttribute("datetime")).resolves.toBe("2026-03-12");
    await expect(mainButtonName(page, "win")).resolves.toBe(buttonName(lang, "win", "2.12.0", "x64", "installer"));
    await expect(mainButtonName(page, "mac_os")).resolves.toBe(buttonName(lang, "mac_os", "2.12.0", "universal", "dmg"));

    await exactSummary(win, fill(copy.allFiles, { version: "2.12.0", count: "4" })).click();
    // The API's order: the usual architecture first, then its usual kind.
    const files = [
      ["x64", "installer"],
      ["x64", "zip"],
      ["arm64", "installer"],
      ["x86", "installer"],
    ] as const;
    await expect(win.locator("[data-all-files] button").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))).resolves.toEqual(
      files.map(([arch, kind]) => buttonName(lang, "win", "2.12.0", arch, kind)),
    );
    await expect(win.locator("[data-all-files] button").allInnerTexts()).resolves.toEqual(files.map(([arch, kind]) => label(lang, "win", arch, kind)));
    if (lang === "nl") {
      // The API's English labels are for old clients; the Dutch page shows none of them.
      const text = await page.locator("#downloads-list").locator("..").innerText();
      expect(text).not.toMatch(/Installer \(|Disk image|ZIP archive|\bfor Windows\b/);
    }
    await context.close();
  });

  it("lists every file of every previous version with its date and notes, falling back to the other language marked with lang", async () => {
    const { context, page } = await open(lang);
    await exactSummary(page, "Windows").click();
    await exactSummary(page, fill(copy.previous.versionLabel, { version: "2.10.0" })).click();
    const panel = page.locator('details[name="previous-version"][open]');
    await expect(panel.innerText()).resolves.toContain(fill(copy.releasedOn, { date: longDate(lang, "2025-11-03T10:00:00Z") }));
    await expect(panel.getByRole("button").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))).resolves.toEqual([
      buttonName(lang, "win", "2.10.0", "x64", "installer"),
      buttonName(lang, "win", "2.10.0", "x86", "installer"),
    ]);
    const notes = panel.locator("[data-release-notes]");
    await expect(notes.innerText()).resolves.toContain("English only: <img src=x onerror=alert(1)> and [a bad link](javascript:alert(1)).");
    // Raw HTML and a javascript: link stay text.
    await expect(notes.locator("img, a").count()).resolves.toBe(0);
    if (lang === "nl") {
      await expect(notes.locator('[lang="en"]').innerText()).resolves.toContain("English only");
      await expect(notes.innerText()).resolves.toContain(nl.notesInOtherLanguage);
    } else {
      await expect(notes.locator("[lang]").count()).resolves.toBe(0);
    }
    // The newest version's files are on its card, not here.
    await expect(
      page.locator('details[name="previous-version"] summary').evaluateAll((items) => items.map((item) => item.textContent!.trim())),
    ).resolves.toEqual(["2.10.0", "2.11.0"].map((version) => fill(copy.previous.versionLabel, { version })));
    await context.close();
  });

  it("shows what is new under each latest version, in the page's language or marked as the other", async () => {
    const { context, page } = await open(lang);
    const winNotes = card(page, "win").locator("[data-release-notes]");
    await expect(winNotes.getByRole("heading", { level: 4 }).innerText()).resolves.toBe(fill(copy.whatsNew, { version: "2.12.0" }));
    await expect(winNotes.locator("li").allInnerTexts()).resolves.toEqual(
      lang === "nl" ? ["Bonnen printen twee keer zo snel", "Lees de handleiding"] : ["Receipts print twice as fast", "Read the manual"],
    );
    await expect(winNotes.locator("em").innerText()).resolves.toBe(lang === "nl" ? "twee keer" : "twice");
    await expect(winNotes.getByRole("link").getAttribute("href")).resolves.toBe(`https://example.com/${lang}`);
    await expect(winNotes.locator("[lang]").count()).resolves.toBe(0);

    const macNotes = card(page, "mac_os").locator("[data-release-notes]");
    await expect(macNotes.innerText()).resolves.toContain("Alleen in het Nederlands: de app start sneller op.");
    await expect(macNotes.locator('[lang="nl-NL"]').count()).resolves.toBe(lang === "en" ? 1 : 0);
    await expect(macNotes.innerText().then((text) => text.includes(en.notesInOtherLanguage))).resolves.toBe(lang === "en");
    await context.close();
  });

  it("lists the beta apart, with its notes and files, and never as the latest version", async () => {
    const { context, page } = await open(lang);
    await expect(card(page, "win").innerText()).resolves.not.toContain("beta");
    const beta = page.locator('[data-beta="win/2.13.0-beta.1"]');
    await expect(page.getByRole("heading", { level: 2, name: copy.beta.title }).isVisible()).resolves.toBe(true);
    await expect(beta.getByRole("heading", { level: 3 }).innerText()).resolves.toBe("Windows 2.13.0-beta.1");
    await expect(beta.innerText()).resolves.toContain(copy.beta.badge);
    await expect(beta.innerText()).resolves.toContain(fill(copy.releasedOn, { date: longDate(lang, "2026-04-01T08:00:00Z") }));
    await expect(beta.innerText()).resolves.toContain(lang === "nl" ? "Bèta: een nieuwe koppeling met de kassa." : "Beta: a new connection to the till.");
    await expect(beta.getByRole("button").getAttribute("aria-label")).resolves.toBe(buttonName(lang, "win", "2.13.0-beta.1", "x64", "installer"));
    // Not among the previous versions either, and the structured data names the release.
    await expect(page.locator('details[name="previous-version"] summary', { hasText: "beta" }).count()).resolves.toBe(0);
    const graph = JSON.parse((await page.locator("#ld-software").textContent())!)["@graph"] as {
      "@id": string;
      softwareVersion?: string;
      releaseNotes?: string;
    }[];
    const winNode = graph.find((node) => node["@id"].endsWith("#software-win"))!;
    expect(winNode.softwareVersion).toBe("2.12.0");
    expect(winNode.releaseNotes).toBe(
      lang === "nl"
        ? "Nieuw in deze versie:\n\n- Bonnen printen twee keer zo snel\n- Lees de handleiding"
        : "New in this version:\n\n- Receipts print twice as fast\n- Read the manual",
    );
    expect(graph.find((node) => node["@id"].endsWith("#software-mac_os"))!.releaseNotes).toBe("Alleen in het Nederlands: de app start sneller op.");
    await context.close();
  });

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
    await expect(card(page, "win").locator("[data-main-download]").innerText()).resolves.toContain(label(lang, "win", arch, "installer"));
    // The Mac card is not the visitor's system: it keeps its universal disk image.
    await expect(mainButtonName(page, "mac_os")).resolves.toBe(buttonName(lang, "mac_os", "2.12.0", "universal", "dmg"));
    await expect(boxes()).resolves.toEqual(before);
    // In the list of all files, the matching one is outlined and says so to screen readers.
    await exactSummary(card(page, "win"), fill(copy.allFiles, { version: "2.12.0", count: "4" })).click();
    const row = card(page, "win").locator(`[data-all-files] li[data-arch="${arch}"]`);
    await expect(row.evaluate((item) => getComputedStyle(item).borderTopColor)).resolves.toBe("rgb(199, 58, 34)");
    await expect(row.locator(".sr-only").evaluate((item) => getComputedStyle(item).display)).resolves.not.toBe("none");
    await expect(row.locator(".sr-only").textContent()).resolves.toContain(copy.matchesComputer);
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
    await expect(page.locator("main").innerText()).resolves.not.toContain(label(other, "win", "arm64", "installer"));
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
    await fetch(`${limited.url}${API_PREFIX}/downloads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "win/2.12.0/bestelwijs-2.12.0-x64.exe" }),
    });
    const context = await newContext({ baseURL: limited.url, locale: browserLocale, userAgent: WIN_UA, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoEnhanced(page, `/downloads?lang=${lang}`);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    const dialog = new Promise<Dialog>((resolve) => page.once("dialog", (shown) => void shown.dismiss().then(() => resolve(shown))));
    await card(page, "win").locator("[data-main-download] button.btn:visible").click();
    expect((await posted).headers()["accept-language"]).toBe(HTML_LANG[lang]);
    expect((await dialog).type()).toBe("alert");
    expect((await dialog).message()).toMatch(sentence);
    await context.close();
  });
});
