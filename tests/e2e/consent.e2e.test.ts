import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "../../app/browser/consent/choice";
import { copyOf } from "../../app/i18n/catalog";
import { LOCALES } from "../../app/shared/locales";
import type { Locale } from "../../shared/locale";
import { builtTagManagerId, googleTagRequests, tagManagerScripts } from "../../tooling/browser/consent";
import { useBrowser } from "./support/browser";
import { recordLayoutShifts } from "./support/layout-shifts";
import { gotoEnhanced } from "./support/navigation";

const { newContext } = useBrowser();
const containerId = builtTagManagerId();
const COPY = (locale: Locale) => copyOf(locale, "frame");
const [nl, en] = [COPY("nl"), COPY("en")];
const ALL_DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };

/** The data layer with gtag's `arguments` entries turned into arrays, as they cross into the test. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry)),
  );
const sawDataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeTagManager?: { sawDataLayer: unknown[] } }).__fakeTagManager?.sawDataLayer);
const loaderRequests = (context: BrowserContext) => googleTagRequests(context).filter((url) => url.includes("/gtm.js"));
const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);

async function firstVisit(locale: Locale, path = "/", viewport = { width: 1280, height: 800 }, prepare?: (page: Page) => Promise<void>) {
  const context = await newContext({ consent: "none", viewport });
  const page = await context.newPage();
  await prepare?.(page);
  // The page's script must leave the head script's work as it is.
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => void errors.push(error.message));
  await gotoEnhanced(page, `${path}?lang=${locale}`);
  const copy = COPY(locale).consent;
  const banner = page.getByRole("region", { name: copy.title });
  await banner.waitFor();
  return { context, page, copy, banner, errors };
}

// npm test builds with a container id; the other branch checks a build without one (as in production before a container exists).
if (!containerId) {
  describe("without a container id", () => {
    it.each(LOCALES)("in %s there is no banner, no loader, no cookie-settings button and no Google in the CSP", async (locale) => {
      const context = await newContext({ consent: "none" });
      const page = await context.newPage();
      const response = await gotoEnhanced(page, `/?lang=${locale}`);
      await expect(tagManagerScripts(page)).resolves.toBe(0);
      await expect.poll(() => page.getByRole("region", { name: COPY(locale).consent.title }).count()).toBe(0);
      await expect.poll(() => page.getByRole("button", { name: COPY(locale).footer.cookieSettings }).count()).toBe(0);
      await expect(page.evaluate(() => window.dataLayer)).resolves.toBeUndefined();
      await expect(page.locator("noscript").evaluateAll((elements) => elements.map((element) => element.innerHTML).join(""))).resolves.not.toContain(
        "googletagmanager",
      );
      expect(googleTagRequests(context)).toEqual([]);
      expect(await response?.headerValue("content-security-policy")).not.toMatch(/google/);
      await context.close();
    });
  });
} else {
  describeWithContainer(containerId);
}

function describeWithContainer(containerId: string) {
  describe("consent banner and tag manager", () => {
    // Each flow once, the languages by turns: the banner's script and markup are the same in both;
    // what differs is its copy, and where copy length matters (the labels' fit) both are kept (decision 053).
    it.each(["nl"] as const)("in %s: nothing loads before a choice, and accepting loads gtm.js exactly once, after the denied defaults", async (locale) => {
      const { context, page, copy, banner, errors } = await firstVisit(locale);
      // The banner is up and the page's scripts have run: a loader would be in the document by now.
      await expect(tagManagerScripts(page)).resolves.toBe(0);
      expect(errors).toEqual([]);
      expect(googleTagRequests(context)).toEqual([]);
      await expect(dataLayer(page)).resolves.toEqual([["consent", "default", ALL_DENIED]]);

      await banner.getByRole("button", { name: copy.accept }).click();
      await page.waitForFunction(() => "__fakeTagManager" in window);
      // One script element, and it has run: there is no second request that could still come.
      await expect(tagManagerScripts(page)).resolves.toBe(1);
      expect(loaderRequests(context)).toEqual([`https://www.googletagmanager.com/gtm.js?id=${containerId}`]);
      const seen = (await sawDataLayer(page)) as unknown[];
      expect(seen[0]).toEqual(["consent", "default", ALL_DENIED]);
      expect(seen[1]).toEqual([
        "consent",
        "update",
        { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
      ]);
      expect(seen[2]).toMatchObject({ event: "gtm.js" });
      await expect.poll(() => banner.isVisible()).toBe(false);
      await context.close();
    });

    it.each(["en"] as const)("in %s: rejecting loads nothing, now or after a reload, and the banner stays away", async (locale) => {
      const { context, page, copy, banner } = await firstVisit(locale);
      await banner.getByRole("button", { name: copy.reject }).click();
      await expect.poll(() => banner.isVisible()).toBe(false);
      await gotoEnhanced(page, `/prijzen?lang=${locale}`);
      await expect(tagManagerScripts(page)).resolves.toBe(0);
      await expect.poll(() => page.getByRole("region", { name: copy.title }).count()).toBe(0);
      expect(googleTagRequests(context)).toEqual([]);
      expect(JSON.parse((await storedChoice(page)) ?? "null")).toMatchObject({ analytics: false, ads: false });
      await context.close();
    });

    it("a returning visitor who accepted gets the tag manager on every page without seeing the banner", async () => {
      const { context, page, copy, banner } = await firstVisit("nl");
      await banner.getByRole("button", { name: copy.accept }).click();
      await page.waitForFunction(() => "__fakeTagManager" in window);
      await page.reload();
      await page.waitForFunction(() => "__fakeTagManager" in window);
      expect(loaderRequests(context)).toHaveLength(2);
      // Applied by the head script before gtm.js, not by the banner after the page's script has run.
      const seen = (await sawDataLayer(page)) as unknown[];
      expect(seen.slice(0, 2).map((entry) => (entry as unknown[]).slice(0, 2))).toEqual([
        ["consent", "default"],
        ["consent", "update"],
      ]);
      // The banner shows, if at all, in the same task as the page's scripts run.
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
      await expect.poll(() => page.getByRole("region", { name: copy.title }).count()).toBe(0);
      await context.close();
    });

    it("settings allow analytics and ads separately", async () => {
      const { context, page, copy, banner } = await firstVisit("en");
      await banner.getByRole("button", { name: copy.settings }).click();
      // Opening the settings is not a choice.
      await expect(storedChoice(page)).resolves.toBeNull();
      await banner.getByRole("checkbox", { name: copy.purposes.analytics.label }).check();
      await expect.poll(() => banner.getByRole("checkbox", { name: copy.purposes.ads.label }).isChecked()).toBe(false);
      await banner.getByRole("button", { name: copy.save }).click();
      await page.waitForFunction(() => "__fakeTagManager" in window);
      const update = ((await sawDataLayer(page)) as unknown[])[1];
      expect(update).toEqual(["consent", "update", { ...ALL_DENIED, analytics_storage: "granted" }]);
      expect(JSON.parse((await storedChoice(page)) ?? "null")).toMatchObject({ analytics: true, ads: false });
      expect(loaderRequests(context)).toHaveLength(1);
      await context.close();
    });

    it.each(["nl"] as const)("in %s: the footer's cookie settings reopen the banner with the stored choice, which can be changed", async (locale) => {
      const context = await newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await gotoEnhanced(page, `/?lang=${locale}`);
      const { consent: copy, footer } = COPY(locale);
      const banner = page.getByRole("region", { name: copy.title });
      await expect.poll(() => banner.count()).toBe(0);

      const reopen = page.getByRole("contentinfo").getByRole("button", { name: footer.cookieSettings });
      await reopen.click();
      const analytics = banner.getByRole("checkbox", { name: copy.purposes.analytics.label });
      await expect.poll(() => analytics.isChecked()).toBe(false);
      await expect(analytics.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Space");
      await banner.getByRole("button", { name: copy.save }).click();
      await page.waitForFunction(() => "__fakeTagManager" in window);
      expect(loaderRequests(context)).toHaveLength(1);
      await expect(reopen.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

      // And back: the stored choice is rejected again, so the next page loads nothing.
      await reopen.click();
      await expect.poll(() => analytics.isChecked()).toBe(true);
      await banner.getByRole("button", { name: copy.reject }).click();
      await gotoEnhanced(page, `/prijzen?lang=${locale}`);
      await expect(tagManagerScripts(page)).resolves.toBe(0);
      expect(loaderRequests(context)).toHaveLength(1);
      expect(JSON.parse((await storedChoice(page)) ?? "null")).toMatchObject({ analytics: false, ads: false });
      await context.close();
    });

    it("is keyboard-operable without trapping focus", async () => {
      const { context, page, copy, banner } = await firstVisit("nl");
      const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      const names: string[] = [];
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Tab");
        names.push(await focusedName());
      }
      // First in the tab order, its text's privacy link before its choices, then on to the skip link and the page: no trap.
      expect(names).toEqual([nl.footer.legal.privacy, copy.accept, copy.reject, copy.settings, nl.skipLink]);

      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      const analytics = banner.getByRole("checkbox", { name: copy.purposes.analytics.label });
      await expect(analytics.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      // Escape closes the settings; without a choice the banner itself stays.
      await page.keyboard.press("Escape");
      await expect.poll(() => analytics.count()).toBe(0);
      await expect.poll(() => banner.isVisible()).toBe(true);
      await expect(focusedName()).resolves.toBe(copy.settings);

      await banner.getByRole("button", { name: copy.reject }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => banner.count()).toBe(0);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
      await expect(tagManagerScripts(page)).resolves.toBe(0);
      expect(googleTagRequests(context)).toEqual([]);
      await context.close();
    });

    it("Escape closes a reopened banner and keeps the stored choice", async () => {
      const context = await newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await gotoEnhanced(page, "/?lang=en");
      const reopen = page.getByRole("contentinfo").getByRole("button", { name: en.footer.cookieSettings });
      await reopen.click();
      const banner = page.getByRole("region", { name: en.consent.title });
      await banner.waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => banner.count()).toBe(0);
      await expect(reopen.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      expect(JSON.parse((await storedChoice(page)) ?? "null")).toMatchObject({ analytics: false, ads: false });
      await context.close();
    });

    it.each(LOCALES)("in %s on a 320, 360 and 390 px phone every button shows its whole label inside the banner", async (locale) => {
      // One load, laid out again at each width: the banner's fit is its CSS.
      const { context, page, copy, banner } = await firstVisit(locale, "/", { width: 320, height: 700 });
      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 700 });
        for (const label of [copy.accept, copy.reject, copy.settings]) {
          const button = banner.getByRole("button", { name: label });
          const fit = await button.evaluate((element) => ({
            clipped: element.scrollWidth > element.clientWidth,
            right: element.getBoundingClientRect().right,
            bannerRight: element.closest("section")!.getBoundingClientRect().right,
          }));
          expect({ width, label, clipped: fit.clipped }).toEqual({ width, label, clipped: false });
          expect(fit.right).toBeLessThanOrEqual(fit.bannerRight);
        }
      }
      await context.close();
    });

    it.each([
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ])("at $width px it shifts nothing, is never the LCP element and leaves the hero's call to action and the footer's end visible", async (viewport) => {
      let layoutShifts: () => Promise<number[]> = async () => [];
      const { context, page, banner } = await firstVisit("nl", "/", viewport, async (page) => void (layoutShifts = await recordLayoutShifts(page)));
      // The banner takes its room below the footer when its size is first observed; after that
      // (and the frame that lays it out) there is nothing left of showing it that could shift.
      await page.waitForFunction(() => document.body.style.paddingBottom !== "");
      await expect(layoutShifts()).resolves.toEqual([]);
      const lcpInBanner = await page.evaluate(async () => {
        // Resolves with the first delivery; buffered, so the page's largest paint so far is in it.
        const lcp = await new Promise<PerformanceEntry | undefined>((resolve) =>
          new PerformanceObserver((list, observer) => (observer.disconnect(), resolve(list.getEntries().at(-1)))).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        );
        return Boolean((lcp as (PerformanceEntry & { element?: Element }) | undefined)?.element?.closest("section[aria-labelledby='consent-title']"));
      });
      expect(lcpInBanner).toBe(false);

      const cta = page.locator("main section").first().getByRole("link", { name: nl.actions.createShop });
      const [ctaBox, bannerBox] = [await cta.boundingBox(), await banner.boundingBox()];
      expect(ctaBox && bannerBox).toBeTruthy();
      expect(ctaBox!.y + ctaBox!.height).toBeLessThanOrEqual(bannerBox!.y);

      // Scrolled to the end, the imprint facts are above the banner, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const imprint = await page.getByRole("contentinfo").locator("address").boundingBox();
      const bannerAtEnd = await banner.boundingBox();
      expect(imprint!.y + imprint!.height).toBeLessThanOrEqual(bannerAtEnd!.y);
      await context.close();
    });

    // Once, at 390 px, a link the keyboard reached sat under the banner with 8 px of it showing
    // (WCAG 2.2, 2.4.11 focus not obscured); and the banner named cookies without a way to read
    // what they are for.
    it.each([
      { locale: "nl", viewport: { width: 390, height: 844 } },
      { locale: "fr", viewport: { width: 1280, height: 800 } },
    ] as const)(
      "in $locale at $viewport.width px no element the keyboard reaches is under the banner, which links to the privacy statement",
      async ({ locale, viewport }) => {
        const { context, page, banner } = await firstVisit(locale, "/prijzen", viewport);
        const hidden: string[] = [];
        for (let step = 0; step < 60; step++) {
          await page.keyboard.press("Tab");
          const found = await page.evaluate(() => {
            const focused = document.activeElement;
            const bannerElement = document.querySelector("section[aria-labelledby='consent-title']")!;
            if (!focused || focused === document.body || bannerElement.contains(focused)) return null;
            const box = focused.getBoundingClientRect();
            const bannerTop = bannerElement.getBoundingClientRect().top;
            // All of it above the banner; what is taller than the room there (the scrolling table), its top at least.
            const under = box.height <= bannerTop ? box.bottom > bannerTop + 0.5 : box.top >= bannerTop;
            return under ? `${(focused.textContent ?? "").trim().slice(0, 30)} (${Math.round(box.top)}–${Math.round(box.bottom)} px)` : null;
          });
          if (found) hidden.push(found);
        }
        expect(hidden, "focused elements under the banner").toEqual([]);
        const privacy = COPY(locale).footer.legal.privacy;
        const footerLink = page.getByRole("navigation", { name: COPY(locale).footer.legalLabel }).getByRole("link", { name: privacy, exact: true });
        await expect.poll(() => banner.getByRole("link", { name: privacy, exact: true }).getAttribute("href")).toBe(await footerLink.getAttribute("href"));
        await context.close();
      },
    );
    // The page's CSP for the tag manager: server/plugins/pages-csp.test.ts (the header a build with a
    // container id is served with) and security-headers.test.ts (its directives).
  });
}
