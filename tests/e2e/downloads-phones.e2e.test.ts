import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { LOCALES, type Locale } from "../../shared/locale";
import { type ContextOptions, useBrowser } from "./support/browser";
import { recordLayoutShifts } from "./support/layout-shifts";
import { waitForEnhancement } from "./support/navigation";

/*
 * A phone or tablet can install neither card's software: the downloads page says so above the
 * cards and helps bring the page to a computer (app/components/downloads/SendToComputer.tsx).
 */

const { newContext } = useBrowser();
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
/** iPadOS asks for the desktop site as a Mac; only its touch screen tells it apart. */
const IPAD_DESKTOP_UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const WIN_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const COPY = (locale: Locale) => copyOf(locale, "info.downloads");
type Lang = (typeof LOCALES)[number];
const PHONE_WIDTHS = [320, 360, 390] as const;
const HANDHELDS = [
  ["iPhone", IPHONE_UA],
  ["Android phone", ANDROID_UA],
] as const;

const phone = (userAgent: string, width: number, options: ContextOptions = {}): ContextOptions => ({
  userAgent,
  viewport: { width, height: 800 },
  hasTouch: true,
  isMobile: true,
  ...options,
});
const desktop = (width: number, options: ContextOptions = {}): ContextOptions => ({ userAgent: WIN_UA, viewport: { width, height: 800 }, ...options });

async function open(options: ContextOptions, lang: Lang, prepare?: (page: Page) => Promise<unknown>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(options);
  const page = await context.newPage();
  await prepare?.(page);
  await page.goto(`/downloads?lang=${lang}`);
  if (options.javaScriptEnabled !== false) await waitForEnhancement(page);
  return { context, page };
}

const notice = (page: Page) => page.locator("[data-send-to-computer]");
const button = (page: Page, name: string) => notice(page).getByRole("button", { name, exact: true });
const mailLink = (page: Page, lang: Lang) => notice(page).getByRole("link", { name: COPY(lang).sendToComputer.mail, exact: true });

/** The page's own address in its language, as its canonical link names it. */
async function pageAddress(page: Page, lang: Lang): Promise<string> {
  const address = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(address && new URL(address).pathname + new URL(address).search).toBe(`/downloads?lang=${lang}`);
  return address!;
}

/** The cards whose border has the brand colour, read from the computed styles (works with JavaScript off). */
async function highlightedCards(page: Page): Promise<string[]> {
  const brand = "rgb(199, 58, 34)"; // --color-brand-600 in app/app.css
  const marked: string[] = [];
  for (const card of await page.locator("li[data-os]").all()) {
    if ((await card.evaluate((item) => getComputedStyle(item).borderTopColor)) === brand) marked.push((await card.getAttribute("data-os"))!);
  }
  return marked;
}

async function expectMailToSelf(link: Locator, lang: Lang, address: string) {
  const href = (await link.getAttribute("href"))!;
  const copy = COPY(lang).sendToComputer;
  expect(href.startsWith("mailto:?")).toBe(true);
  const query = new URLSearchParams(href.slice("mailto:?".length));
  expect(query.get("subject")).toBe(copy.mailSubject);
  expect(query.get("body")).toContain(address);
  // Encoded for a mail address (RFC 6068): spaces as %20, the page's "?" and "=" escaped, nothing raw.
  expect(href).toContain(encodeURIComponent(address));
  expect(href).not.toMatch(/[ +\n]/);
}

/**
 * Each case in one language, the two by turns (the script and the markup are the same in both;
 * each language's copy and address are still read once), and the phone widths by resizing one
 * load: the notice's place and fit are its CSS (decision 053).
 */
const inTurn = <A, B>(cases: readonly (readonly [A, B])[]) => cases.map(([name, value], index) => [LOCALES[index % 2]!, name, value] as const);

/** The notice comes before the cards, and fits the screen, at each phone width in turn. */
async function expectNoticeBeforeCardsAtEachWidth(page: Page) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const [noticeBox, firstCard] = [await notice(page).boundingBox(), await page.locator("li[data-os]").first().boundingBox()];
    expect(noticeBox!.y + noticeBox!.height, `at ${width} px`).toBeLessThanOrEqual(firstCard!.y);
    expect(noticeBox!.x + noticeBox!.width, `at ${width} px`).toBeLessThanOrEqual(width);
  }
}

describe("the downloads page on a phone", () => {
  it.each(inTurn(HANDHELDS))(
    `in %s, %s at ${PHONE_WIDTHS.join(", ")} px: says the software runs on a computer, marks no card as its own, mails the page's address`,
    async (lang, _device, userAgent) => {
      const { context, page } = await open(phone(userAgent, PHONE_WIDTHS[0]), lang);
      await expect.poll(() => notice(page).getByText(COPY(lang).sendToComputer.title, { exact: true }).isVisible()).toBe(true);
      await expect(highlightedCards(page)).resolves.toEqual([]);
      await expect.poll(() => page.locator("li[data-os]").count()).toBe(2);
      await expectMailToSelf(mailLink(page, lang), lang, await pageAddress(page, lang));
      await expectNoticeBeforeCardsAtEachWidth(page);
      await context.close();
    },
  );

  it("counts an iPad that asks for the desktop site as a tablet", async () => {
    const { context, page } = await open({ ...phone(IPAD_DESKTOP_UA, 768), viewport: { width: 768, height: 1024 } }, "en", (page) =>
      // An iPad reports five touch points; an emulated touch screen reports one.
      page.addInitScript(() => Object.defineProperty(Navigator.prototype, "maxTouchPoints", { configurable: true, get: () => 5 })),
    );
    await expect.poll(() => notice(page).isVisible()).toBe(true);
    await expect(highlightedCards(page)).resolves.toEqual([]);
    await context.close();
  });

  it.each(LOCALES)(
    `shows the notice and its mail link with JavaScript off on a touch screen in %s (${PHONE_WIDTHS.join(", ")} px), without the script's buttons`,
    async (lang) => {
      const { context, page } = await open(phone(IPHONE_UA, PHONE_WIDTHS[0], { javaScriptEnabled: false }), lang);
      await expectMailToSelf(mailLink(page, lang), lang, await pageAddress(page, lang));
      await expect.poll(() => page.locator("li[data-os]").count()).toBe(2);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => notice(page).getByText(COPY(lang).sendToComputer.title, { exact: true }).isVisible(), { message: `at ${width} px` }).toBe(true);
        await expect.poll(() => mailLink(page, lang).isVisible(), { message: `at ${width} px` }).toBe(true);
        await expect.poll(() => button(page, COPY(lang).sendToComputer.copy).isVisible(), { message: `at ${width} px` }).toBe(false);
        await expect.poll(() => button(page, COPY(lang).sendToComputer.share).isVisible(), { message: `at ${width} px` }).toBe(false);
      }
      await context.close();
    },
  );

  it.each(
    inTurn([
      ["desktop at 1280 px", desktop(1280)],
      ["desktop at 1280 px, JavaScript off", desktop(1280, { javaScriptEnabled: false })],
      ["desktop window 360 px wide, with a mouse", desktop(360)],
      ["desktop window 360 px wide, with a mouse, JavaScript off", desktop(360, { javaScriptEnabled: false })],
    ] as const),
  )("in %s, leaves the notice out on a %s", async (lang, _name, options) => {
    const { context, page } = await open(options, lang);
    await expect.poll(() => page.locator("li[data-os]").count()).toBe(2);
    await expect.poll(() => notice(page).isVisible()).toBe(false);
    await context.close();
  });

  it("copies the page's address and says so, in words a screen reader hears", async () => {
    for (const lang of ["en"] as const) {
      const copy = COPY(lang).sendToComputer;
      const { context, page } = await open(phone(ANDROID_UA, 360), lang);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const address = await pageAddress(page, lang);
      const size = async (name: string) => {
        const box = await button(page, name).boundingBox();
        return { width: box?.width, height: box?.height };
      };
      const before = await size(copy.copy);
      await button(page, copy.copy).tap();
      // The button now says so in its own words, at the same size (the tap may scroll it into view), and the status line says it to screen readers.
      await expect.poll(() => button(page, copy.copied).isVisible()).toBe(true);
      await expect(size(copy.copied)).resolves.toEqual(before);
      await expect.poll(() => notice(page).getByRole("status").textContent()).toBe(copy.copied);
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(address);
      await context.close();
    }
  });

  it("hides the share button where the browser cannot share, and shares the page's address where it can", async () => {
    for (const lang of ["nl"] as const) {
      const copy = COPY(lang).sendToComputer;
      const without = await open(phone(IPHONE_UA, 390), lang, (page) => page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share));
      await expect.poll(() => button(without.page, copy.copy).isVisible()).toBe(true);
      await expect.poll(() => button(without.page, copy.share).isVisible()).toBe(false);
      await without.context.close();

      const withShare = await open(phone(IPHONE_UA, 390), lang, (page) =>
        page.addInitScript(() => {
          const shared: ShareData[] = [];
          Object.assign(window, { shared });
          Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
        }),
      );
      await button(withShare.page, copy.share).tap();
      const address = await pageAddress(withShare.page, lang);
      await expect.poll(() => withShare.page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((data) => data.url))).toEqual([address]);
      await withShare.context.close();
    }
  });

  it.each(HANDHELDS)("moves nothing while the %s's page loads and its script runs", async (_, userAgent) => {
    const context = await newContext(phone(userAgent, 360));
    const page = await context.newPage();
    const shifts = await recordLayoutShifts(page);
    await page.goto("/downloads?lang=nl");
    await waitForEnhancement(page);
    await expect.poll(() => notice(page).isVisible()).toBe(true);
    await expect(shifts()).resolves.toEqual([]);
    await context.close();
  });
});
