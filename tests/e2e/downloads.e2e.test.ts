import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Download, Locator, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buildDir } from "../../config/build-dir";
import en from "../../content/en/downloads";
import fr from "../../content/fr/downloads";
import nl from "../../content/nl/downloads";
import type { DownloadsAnswer } from "../../shared/downloads-api";
import { baseUrl, useBrowser } from "./support/browser";
import { recordLayoutShifts } from "./support/layout-shifts";
import { gotoEnhanced, waitForEnhancement } from "./support/navigation";

const { newContext } = useBrowser();
const MAC_UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const WIN_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const LINUX_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const COPY = { nl, en, fr } as const;
const LINK_REQUEST = (url: URL) => url.pathname === "/api/home/v1/downloads";

/** What the running server serves, so the tests follow the sample catalogue rather than copy it. */
async function catalogue(): Promise<DownloadsAnswer> {
  return (await (await fetch(`${baseUrl()}/api/home/v1/downloads`)).json()) as DownloadsAnswer;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
const card = (page: Page, os: string) => page.locator(`li[data-os="${os}"]`);
const detectedLabel = (page: Page, os: string) =>
  card(page, os)
    .getByText(en.recommended, { exact: true })
    .or(card(page, os).getByText(nl.recommended, { exact: true }));

async function openDownloads(userAgent = WIN_UA, lang = "en", prepare?: (page: Page) => Promise<void>) {
  const context = await newContext({ userAgent, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await prepare?.(page);
  await gotoEnhanced(page, `/downloads?lang=${lang}`);
  return { context, page };
}

/** The card with the brand-coloured border, or null when both look alike. */
function highlighted(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement("i"));
    probe.style.color = "var(--color-brand-600)";
    const brand = getComputedStyle(probe).color;
    probe.remove();
    const marked = [...document.querySelectorAll<HTMLElement>("li[data-os]")].filter((item) => getComputedStyle(item).borderTopColor === brand);
    return marked.length === 1 ? marked[0]!.dataset.os! : null;
  });
}

async function sha256Of(download: Download): Promise<{ hash: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of await download.createReadStream()) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { hash: hash.digest("hex"), size };
}

/** Holds every client script until release(), so a test can act on the page as it is before the page's script runs. */
async function holdScripts(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/**/*.js", (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

const summary = (page: Page, text: string) => page.locator("summary", { hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`) });
const openSummaries = (page: Page, name: string) =>
  page
    .locator(`details[name="${name}"]`)
    .evaluateAll((items) => items.filter((item) => (item as HTMLDetailsElement).open).map((item) => item.querySelector("summary")!.textContent!.trim()));

describe("the downloads page", () => {
  /*
   * Which system a browser is, and whether it was really detected, is decided by visitorOs() and
   * marked on <html> by markVisitorOs(), for every kind of browser, in
   * app/browser/enhance/visitor-os.test.ts. Here, once for each mark the page's CSS can
   * show (a detected Mac, a detected Windows, Windows as the default, a handheld), what a
   * visitor sees: before the page's script has loaded and after, in the languages by turns
   * (decision 053).
   */
  it.each([
    [MAC_UA, "mac_os", true, "nl"],
    [WIN_UA, "win", true, "en"],
    [LINUX_UA, "win", false, "nl"],
    // A phone can install neither; it gets the notice of downloads-phones.e2e.test.ts instead.
    [ANDROID_UA, null, false, "en"],
  ] as const)(
    'highlights the card of the visitor\'s system, and says "your computer" only where it was really detected, before and after the scripts have loaded (%s → %s, detected %s, in %s)',
    async (userAgent, os, detected, lang) => {
      const context = await newContext({ userAgent, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto(`/downloads?lang=${lang}`);
      const expectMarks = async (when: string) => {
        await expect.poll(() => highlighted(page), { message: when }).toBe(os);
        const shown = async () => {
          const systems = [];
          for (const system of ["win", "mac_os"]) if (await detectedLabel(page, system).isVisible()) systems.push(system);
          return systems;
        };
        await expect.poll(shown, { message: when }).toEqual(detected ? [os] : []);
        if (detected) await expect.poll(() => detectedLabel(page, os!).innerText(), { message: when }).toBe(COPY[lang].recommended);
        await expect.poll(() => page.locator("li[data-os]").count(), { message: when }).toBe(2);
      };
      await expectMarks("before the scripts");
      await expect(page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"))).resolves.toBe(false);
      release();
      await waitForEnhancement(page);
      await expectMarks("after the scripts");
      if (detected) {
        // The rows of both cards stay in line when one says "your computer" (1280 px).
        const rows = (system: string) =>
          card(page, system)
            .locator(":scope > :not([data-detected-label])")
            .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        const [win, mac] = [await rows("win"), await rows("mac_os")];
        expect(win.length).toBeGreaterThanOrEqual(5);
        expect(win).toEqual(mac);
      }
      await context.close();
    },
  );

  it("shows each card's copy in Dutch, with the latest version, size and SHA-256", async () => {
    const { context, page } = await openDownloads(WIN_UA, "nl");
    const win = card(page, "win");
    await expect.poll(() => win.innerText()).toContain(nl.systems.win.supported);
    await expect.poll(() => win.innerText()).toContain("Nieuwste versie voor Windows: 2.10.0");
    await win.getByText(nl.fileDetails.summary).click();
    await expect.poll(() => win.innerText()).toMatch(/[0-9a-f]{64}/);
    await expect.poll(() => card(page, "mac_os").innerText()).toContain("macOS Ventura, Monterey, Big Sur");
    await context.close();
  });

  it("downloads the file through a real signed link after showing that it is busy", async () => {
    // The POST is held until the test has seen the busy state, then goes on to the real server:
    // the test decides the order, so a fast answer cannot end the busy state before it is read.
    let answerPost = () => {};
    const postAnswered = new Promise<void>((resolve) => (answerPost = resolve));
    const { context, page } = await openDownloads(WIN_UA, "en", async (page) => {
      await page.route("**/api/home/v1/downloads", async (route) => {
        if (route.request().method() === "POST") await postAnswered;
        await route.continue();
      });
    });
    const posted = page.waitForRequest((request) => request.method() === "POST");
    const button = page.getByRole("button", { name: "Download Installer (64-bit) for Windows, version 2.10.0" });
    const downloading = page.waitForEvent("download");
    await button.click();
    // Once enhanced, the form posts JSON through fetch, as docs/api.md describes.
    expect((await posted).headers()["content-type"]).toBe("application/json");
    await expect.poll(() => button.getAttribute("aria-busy")).toBe("true");
    await expect.poll(() => page.getByRole("status").innerText()).toBe(en.busy);
    answerPost();
    const download = await downloading;
    expect(download.url()).toMatch(/\/api\/home\/v1\/files\/win\/2\.10\.0\/bestelwijs-2\.10\.0-x64-sample\.exe\?expires=\d+&signature=/);
    expect(download.suggestedFilename()).toBe("bestelwijs-2.10.0-x64-sample.exe");
    const { latestVersions } = await catalogue();
    await expect(sha256Of(download)).resolves.toEqual({ hash: latestVersions.win!.sha256, size: latestVersions.win!.size });
    await context.close();
  });

  it("opens one system and one version of previous versions at a time, by keyboard too", async () => {
    const { context, page } = await openDownloads();
    const windows = summary(page, "Windows");
    const mac = summary(page, "macOS");
    const v240 = summary(page, "Version 2.4.0");
    const v231 = summary(page, "Version 2.3.1");

    await expect.poll(() => v240.isVisible()).toBe(false);
    await windows.focus();
    await page.keyboard.press("Enter");
    await expect(openSummaries(page, "previous-os")).resolves.toEqual(["Windows"]);
    await v240.click();
    await expect.poll(() => page.getByRole("button", { name: "Installer (32-bit)" }).isVisible()).toBe(true);
    await v231.click();
    await expect(openSummaries(page, "previous-version")).resolves.toEqual(["Version 2.3.1"]);
    await v231.click();
    await expect(openSummaries(page, "previous-version")).resolves.toEqual([]);
    await mac.focus();
    await page.keyboard.press("Space");
    await expect(openSummaries(page, "previous-os")).resolves.toEqual(["macOS"]);
    await expect.poll(() => summary(page, "Version 2.9.2").isVisible()).toBe(true);
    await mac.click();
    await expect(openSummaries(page, "previous-os")).resolves.toEqual([]);
    await context.close();
  });

  it("serves the list in the HTML and enhances it without replacing it", async () => {
    const response = await fetch(`${baseUrl()}/downloads?lang=en`);
    const html = await response.text();
    expect(html).toContain("Latest version for Windows: 2.10.0");

    const context = await newContext({ userAgent: MAC_UA, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    await page.addInitScript(() => {
      const seen = window as unknown as { firstCard?: Element | null; fetched: string[] };
      // The list can only be replaced by one the script fetches; counted when asked, not when answered.
      seen.fetched = [];
      const fetchFromNetwork = window.fetch.bind(window);
      window.fetch = (input, init) => (seen.fetched.push(String(input)), fetchFromNetwork(input, init));
      document.addEventListener("DOMContentLoaded", () => (seen.firstCard = document.querySelector('li[data-os="win"]')));
    });
    await gotoEnhanced(page, "/downloads?lang=en");
    // The script has run and asked the server for nothing, so nothing can replace the list later.
    const kept = await page.evaluate(() => {
      const seen = window as unknown as { firstCard?: Element | null; fetched: string[] };
      return {
        fetched: seen.fetched,
        same: Boolean(seen.firstCard) && seen.firstCard === document.querySelector('li[data-os="win"]'),
      };
    });
    expect(kept).toEqual({ fetched: [], same: true });
    expect(problems).toEqual([]);
    // Enhanced: the page's own handler now answers the form, as JSON through fetch.
    await expect.poll(() => highlighted(page)).toBe("mac_os");
    await context.close();
  });

  it.each([true, false])(
    "says so in the visitor's language while the server has no catalogue, and its link asks again (JavaScript %s)",
    async (javaScriptEnabled) => {
      // The page as built is the page without a catalogue: what the server sends, with 503, while it cannot read one.
      const asBuilt = readFileSync(path.join(buildDir(), "pages", "nl", "downloads.html"), "utf8");
      let requests = 0;
      const context = await newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, javaScriptEnabled });
      const page = await context.newPage();
      await page.route("**/downloads?lang=nl", (route) =>
        ++requests === 1 ? route.fulfill({ status: 503, contentType: "text/html; charset=utf-8", body: asBuilt }) : route.continue(),
      );
      await page.goto(`${baseUrl()}/downloads?lang=nl`);
      await expect.poll(() => page.locator('[data-downloads="unavailable"]').innerText()).toContain(nl.listUnavailable.title);
      await expect.poll(() => page.locator("li[data-os]").count()).toBe(0);
      await page.getByRole("link", { name: nl.listUnavailable.retry }).tap();
      await card(page, "win").waitFor();
      expect(requests).toBe(2);
      await expect.poll(() => page.locator("li[data-os]").count()).toBe(2);
      await context.close();
    },
  );

  it.each([390, 1280])("does not shift the layout (%ipx)", async (width) => {
    const context = await newContext({ userAgent: WIN_UA, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const layoutShifts = await recordLayoutShifts(page);
    await gotoEnhanced(page, "/downloads?lang=en");
    // The last thing that changes the list is the browser's answer about the processor (a
    // matching file shown in its slot). Asked again, the browser answers in order: once this
    // answer is in, the page's has been handled, and layoutShifts() reads after the next frame.
    await page.evaluate(() =>
      (navigator as Navigator & { userAgentData?: { getHighEntropyValues(hints: string[]): Promise<unknown> } }).userAgentData?.getHighEntropyValues([
        "architecture",
        "bitness",
      ]),
    );
    await expect.poll(() => page.locator("html[data-visitor-arch]").count()).toBe(1);
    await expect(layoutShifts().then((shifts) => shifts.reduce((sum, value) => sum + value, 0))).resolves.toBe(0);
    await expect.poll(() => page.getByRole("heading", { name: en.listTitle }).isVisible()).toBe(true);
    await context.close();
  });

  it.each(["nl", "en"] as const)("has no axe violations with the list, a version and the file details open (%s)", async (lang) => {
    const { context, page } = await openDownloads(MAC_UA, lang);
    const copy = COPY[lang];
    await summary(page, "Windows").click();
    await summary(page, fill(copy.previous.versionLabel, { version: "2.4.0" })).click();
    await card(page, "mac_os").getByText(copy.fileDetails.summary).click();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });
});

/**
 * Every way a download can fail after the visitor pressed its button, each forced with page.route:
 * the link request answering 500 with no sentence, the network failing, 503 with Retry-After, and
 * the file itself answering 404. Each time the page says why next to the button, in its own
 * language, moves nothing, and the same button then works; last, the download goes through.
 */
describe.each([
  ["nl", 360],
  ["en", 360],
  ["fr", 360],
  ["nl", 1280],
  ["en", 1280],
  ["fr", 1280],
] as const)("a download that fails, in %s at %i px", (lang, width) => {
  const copy = COPY[lang];
  const touch = width < 1024;
  const FORCED: ReadonlyArray<{ failure: string; sentence: string; force: (page: Page) => Promise<unknown> }> = [
    {
      failure: "the link request answers 500",
      sentence: copy.failed.generic,
      force: (page) => page.route(LINK_REQUEST, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })),
    },
    { failure: "the network fails", sentence: copy.failed.generic, force: (page) => page.route(LINK_REQUEST, (route) => route.abort("failed")) },
    {
      failure: "the link request answers 503 with Retry-After",
      sentence: fill(copy.failed.retry, { seconds: "30" }),
      force: (page) =>
        page.route(LINK_REQUEST, (route) =>
          route.fulfill({ status: 503, headers: { "retry-after": "30" }, contentType: "text/html", body: "<html><body>503 Service Unavailable</body></html>" }),
        ),
    },
    {
      failure: "the file is gone (404)",
      sentence: copy.failed.gone,
      force: (page) => page.route("**/api/home/v1/files/**", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" })),
    },
  ];

  /** Every element's place in the list, in page coordinates, but the failure line's own. */
  const places = (page: Page) =>
    page.locator("[data-downloads] *").evaluateAll((items) =>
      items
        .filter((item) => !item.closest("[data-download-failure]"))
        .map((item) => {
          const box = item.getBoundingClientRect();
          return `${Math.round(box.left + scrollX)},${Math.round(box.top + scrollY)},${Math.round(box.width)}`;
        }),
    );

  it("says why next to the button, in the page's language, moves nothing, and the button then works", async () => {
    const context = await newContext({ userAgent: WIN_UA, viewport: { width, height: 800 }, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await gotoEnhanced(page, `/downloads?lang=${lang}`);
    const button = card(page, "win").locator("button.btn:visible");
    const alert = page.getByRole("alert");
    for (const { failure, sentence, force } of FORCED) {
      await force(page);
      await button.scrollIntoViewIfNeeded();
      const before = await places(page);
      await (touch ? button.tap() : button.click());
      await expect.poll(() => alert.innerText(), { message: failure }).toBe(sentence);
      await expect.poll(() => alert.count(), { message: failure }).toBe(1);
      // Next to the button: just below it, inside the screen.
      const [at, message] = [(await button.boundingBox())!, (await alert.boundingBox())!];
      expect(message.y - (at.y + at.height), failure).toBeGreaterThanOrEqual(0);
      expect(message.y - (at.y + at.height), failure).toBeLessThan(24);
      expect(message.x, failure).toBeGreaterThanOrEqual(0);
      expect(message.x + message.width, failure).toBeLessThanOrEqual(width);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth),
        failure,
      ).resolves.toBeLessThanOrEqual(width);
      // Nothing moved under a finger, the page is still this one, and the button can be pressed again.
      await expect(places(page), failure).resolves.toEqual(before);
      expect(page.url(), failure).toContain("/downloads");
      await expect.poll(() => button.getAttribute("aria-busy"), { message: failure }).not.toBe("true");
      await page.unrouteAll();
    }
    expect(errors.length).toBeGreaterThanOrEqual(FORCED.length);
    if (lang === "nl" && touch) {
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    }
    const downloading = page.waitForEvent("download");
    await (touch ? button.tap() : button.click());
    await expect(downloading.then((download) => download.suggestedFilename())).resolves.toMatch(/^bestelwijs-2\.10\.0-x64/);
    // Pressed again, the line went; the download does not bring it back.
    await expect.poll(() => alert.count()).toBe(0);
    await context.close();
  });

  it("says the server's own sentence under a file of a previous version, and puts it away at a tap elsewhere", async () => {
    const context = await newContext({ userAgent: WIN_UA, viewport: { width, height: 800 }, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    await gotoEnhanced(page, `/downloads?lang=${lang}`);
    const sentence = { nl: "Te veel downloadverzoeken.", en: "Too many download requests.", fr: "Trop de demandes de téléchargement." }[lang];
    await page.route(LINK_REQUEST, (route) =>
      route.fulfill({ status: 429, headers: { "retry-after": "30" }, contentType: "application/json", body: JSON.stringify({ error: sentence }) }),
    );
    const press = (locator: Locator) => (touch ? locator.tap() : locator.click());
    await press(summary(page, "Windows"));
    await press(summary(page, fill(copy.previous.versionLabel, { version: "2.4.0" })));
    const button = page.locator('details[name="previous-version"][open] li[data-file] button').first();
    await press(button);
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.innerText()).toBe(sentence);
    const [at, message] = [(await button.boundingBox())!, (await alert.boundingBox())!];
    expect(message.y).toBeGreaterThanOrEqual(at.y + at.height);
    expect(message.x + message.width).toBeLessThanOrEqual(width);
    // Tapping elsewhere puts it away, so it never hides what the visitor turns to next.
    await press(page.getByRole("heading", { name: copy.listTitle }));
    await expect.poll(() => alert.count()).toBe(0);
    await context.close();
  });
});

// Each width once, in a language of its own: the forms and <details> are the same markup in both (decision 053).
describe.each([
  ["nl", 390],
  ["en", 1280],
] as const)("/downloads without JavaScript (%s, %i px)", (lang, width) => {
  const copy = COPY[lang];
  async function openStatic(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext({
      javaScriptEnabled: false,
      userAgent: WIN_UA,
      viewport: { width, height: 900 },
      isMobile: width < 1024,
      hasTouch: width < 1024,
    });
    const page = await context.newPage();
    await page.goto(`/downloads?lang=${lang}`);
    return { context, page };
  }
  const press = (locator: Locator) => (width < 1024 ? locator.tap() : locator.click());

  it("shows both cards with their latest version, neither marked as the visitor's", async () => {
    const { context, page } = await openStatic();
    const { latestVersions } = await catalogue();
    for (const os of ["win", "mac_os"] as const) {
      await expect
        .poll(() => card(page, os).innerText())
        .toContain(fill(copy.latestVersion, { os: copy.systems[os].name, version: latestVersions[os]!.version }));
      await expect.poll(() => detectedLabel(page, os).isVisible()).toBe(false);
    }
    await expect.poll(() => highlighted(page)).toBeNull();
    await context.close();
  });

  it("opens one system and one version of previous versions at a time; a click on the open one closes it", async () => {
    const { context, page } = await openStatic();
    const version = (v: string) => fill(copy.previous.versionLabel, { version: v });
    await press(summary(page, "Windows"));
    await expect(openSummaries(page, "previous-os")).resolves.toEqual(["Windows"]);
    await press(summary(page, version("2.4.0")));
    await press(summary(page, version("2.3.1")));
    await expect(openSummaries(page, "previous-version")).resolves.toEqual([version("2.3.1")]);
    await press(summary(page, version("2.3.1")));
    await expect(openSummaries(page, "previous-version")).resolves.toEqual([]);
    await press(summary(page, "macOS"));
    await expect(openSummaries(page, "previous-os")).resolves.toEqual(["macOS"]);
    await press(summary(page, "macOS"));
    await expect(openSummaries(page, "previous-os")).resolves.toEqual([]);
    await context.close();
  });

  it("downloads the latest file and a previous one through the form, with the manifest's bytes and SHA-256", async () => {
    const { context, page } = await openStatic();
    const { latestVersions, files } = await catalogue();
    const latest = latestVersions.win!;
    let downloading = page.waitForEvent("download");
    // Files are named in the page's language from their architecture and kind, not by the API's English label.
    const title = (file: { arch: string; kind: string }) =>
      fill(copy.fileLabel, {
        kind: copy.kinds[file.kind as keyof typeof copy.kinds],
        arch: copy.architectures.win[file.arch as keyof typeof copy.architectures.win],
      });
    await press(
      card(page, "win").getByRole("button", { name: fill(copy.downloadLabel, { title: title(latest), os: copy.systems.win.name, version: latest.version }) }),
    );
    let download = await downloading;
    expect(download.url()).toContain(`/api/home/v1/files/${latest.url}?expires=`);
    await expect(sha256Of(download)).resolves.toEqual({ hash: latest.sha256, size: latest.size });

    const file = Object.values(files.win!["2.4.0"]!)[0]!;
    await press(summary(page, "Windows"));
    await press(summary(page, fill(copy.previous.versionLabel, { version: "2.4.0" })));
    downloading = page.waitForEvent("download");
    await press(page.getByRole("button", { name: fill(copy.downloadLabel, { title: title(file), os: copy.systems.win.name, version: "2.4.0" }), exact: true }));
    download = await downloading;
    await expect(sha256Of(download)).resolves.toEqual({ hash: file.sha256, size: file.size });
    expect(page.url()).toContain("/downloads");
    await context.close();
  });
});
