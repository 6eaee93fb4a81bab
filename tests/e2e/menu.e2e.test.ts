import type { BrowserContext, Locator, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { HTML_LANG, LANGUAGE_NAME, type Locale } from "../../app/shared/locales";
import { readSiteConfig } from "../../config/site-config";
import pricing from "../../content/en/pricing";
import webshop from "../../content/en/products.webshop";
import type { FrameCopy } from "../../content/types";
import { type ContextOptions, useBrowser } from "./support/browser";
import { afterNextFrame } from "./support/frames";
import { recordLayoutShifts } from "./support/layout-shifts";
import { gotoEnhanced, waitForEnhancement } from "./support/navigation";

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const { newContext } = useBrowser();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TOUCH_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true } as const;
const FRAME = (locale: Locale): FrameCopy => copyOf(locale, "frame");
const [nl, en] = [FRAME("nl"), FRAME("en")];
/** A language to switch to from each: a cycle, so every language is switched to once. */
const OTHER: Record<Locale, Locale> = { nl: "fr", en: "nl", fr: "en" };
type DropdownId = "products" | "cases" | "info";
const DROPDOWNS: readonly DropdownId[] = ["products", "cases", "info"];

async function open(viewport: { width: number; height: number }, url = "/?lang=en") {
  const context = await newContext({ viewport });
  const page = await context.newPage();
  await gotoEnhanced(page, url);
  return { context, page };
}

const nav = (page: Page, frame: FrameCopy = en) => page.getByRole("navigation", { name: frame.primaryNavLabel });
/** The hamburger is a real button; its name says what a press does ("Open menu" / "Close menu"). */
const toggle = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** The dropdowns are <summary> elements, which Playwright's role engine does not map; they keep their ids. */
const dropdown = (page: Page, id: DropdownId | "language") => page.locator(`#menu-${id}-toggle`);
const hamburger = (page: Page) => page.locator("#site-menu-toggle");

/**
 * The expanded state as Chromium gives it to assistive technology: the popover button and the
 * summary expose it natively, without aria-expanded in the markup. Undefined when not exposed.
 */
async function expandedOf(page: Page, selector: string): Promise<string | undefined> {
  return (await axNode(page, selector)).expanded;
}

async function axNode(page: Page, selector: string): Promise<{ role?: string; name?: string; expanded?: string; focusable?: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const property = (name: string) => node?.properties?.find((p) => p.name === name)?.value.value as unknown;
    const expanded = property("expanded");
    return {
      role: node?.role?.value as string | undefined,
      name: node?.name?.value as string | undefined,
      expanded: expanded === undefined ? undefined : String(expanded),
      focusable: property("focusable") === true,
    };
  } finally {
    await cdp.detach();
  }
}

const expanded = (page: Page, id: DropdownId | "language") => expandedOf(page, `#menu-${id}-toggle`);
const panelOpen = (page: Page) => expandedOf(page, "#site-menu-toggle");

describe("dropdowns on a wide screen", () => {
  it("toggle on click, and opening one closes the others", async () => {
    const { context, page } = await open(DESKTOP);
    await dropdown(page, "products").click();
    expect(await expanded(page, "products")).toBe("true");
    await expect.poll(() => nav(page).getByRole("link", { name: en.menu.productItems["products.pos"] }).isVisible()).toBe(true);

    await dropdown(page, "cases").click();
    expect(await expanded(page, "cases")).toBe("true");
    expect(await expanded(page, "products")).toBe("false");
    await expect.poll(() => nav(page).getByRole("link", { name: en.menu.productItems["products.pos"] }).isVisible()).toBe(false);

    await dropdown(page, "cases").click();
    expect(await expanded(page, "cases")).toBe("false");
    await context.close();
  });

  it("close on Escape and give focus back to the toggle", async () => {
    const { context, page } = await open(DESKTOP);
    await dropdown(page, "info").click();
    await nav(page).getByRole("link", { name: en.menu.infoItems.faq }).focus();
    await page.keyboard.press("Escape");
    expect(await expanded(page, "info")).toBe("false");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-info-toggle");
    await context.close();
  });

  it("close on a click outside", async () => {
    const { context, page } = await open(DESKTOP);
    await dropdown(page, "products").click();
    await page.mouse.click(640, 700); // the page body, well below the open list
    expect(await expanded(page, "products")).toBe("false");
    await context.close();
  });

  it("close when focus leaves them", async () => {
    const { context, page } = await open(DESKTOP);
    await dropdown(page, "cases").click();
    await nav(page).getByRole("link", { name: en.menu.caseItems["cases.grillroom"] }).focus();
    await page.keyboard.press("Tab"); // past the last case, on to Info
    expect(await expanded(page, "cases")).toBe("false");
    await context.close();
  });

  it("close on navigation, and the new page starts at the top", async () => {
    const { context, page } = await open(DESKTOP);
    await page.mouse.wheel(0, 400);
    await dropdown(page, "products").click();
    await nav(page).getByRole("link", { name: en.menu.productItems["products.webshop"] }).click();
    await page.locator("h1", { hasText: webshop.hero.title }).waitFor();
    // The new page's script marks its toggles' state; the heading shows before it has run.
    await waitForEnhancement(page);
    expect(new URL(page.url()).pathname).toBe("/producten/webshop");
    expect(await expanded(page, "products")).toBe("false");
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await context.close();
  });

  it("opens the help centre in a new tab, safely", async () => {
    const { context, page } = await open(DESKTOP);
    await dropdown(page, "info").click();
    const help = nav(page).getByRole("link", { name: new RegExp(`^${en.menu.infoItems.helpCentre}`) });
    await expect.poll(() => help.getAttribute("target")).toBe("_blank");
    await expect.poll(() => help.getAttribute("rel")).toMatch(/noopener/);
    await context.close();
  });

  it("exposes each toggle to assistive technology with its name and expanded state", async () => {
    const { context, page } = await open(DESKTOP);
    for (const id of DROPDOWNS) {
      const node = await axNode(page, `#menu-${id}-toggle`);
      expect(node).toMatchObject({ name: en.menu[id], expanded: "false", focusable: true });
      expect(node.role).toMatch(/^DisclosureTriangle/); // Chromium's role for <summary>, announced as a button
    }
    await expect(axNode(page, "#menu-language-toggle")).resolves.toMatchObject({ name: `${en.languageSwitcher.label}: EN`, expanded: "false" });
    await context.close();
  });

  it("offers the languages as links to this page in the other language", async () => {
    const { context, page } = await open(DESKTOP, "/prijzen?lang=en");
    await dropdown(page, "language").click();
    const dutch = nav(page).getByRole("link", { name: LANGUAGE_NAME.nl });
    await expect.poll(() => dutch.getAttribute("href")).toBe("?lang=nl");
    await expect.poll(() => dutch.getAttribute("hreflang")).toBe("nl");
    await expect.poll(() => dutch.getAttribute("lang")).toBe("nl");
    await expect.poll(() => nav(page).getByRole("link", { name: LANGUAGE_NAME.en }).getAttribute("aria-current")).toBe("true");
    await context.close();
  });
});

describe("every navigation scrolls to the top", () => {
  it("from the footer of a long page", async () => {
    const { context, page } = await open(PHONE);
    const footerPricing = page.getByRole("contentinfo").getByRole("link", { name: en.menu.pricing, exact: true });
    await footerPricing.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footerPricing.click();
    await page.locator("h1", { hasText: pricing.hero.title }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await context.close();
  });
});

describe("the menu on a phone", () => {
  it("opens with the hamburger, shows the dropdowns inside, and closes on navigation", async () => {
    const { context, page } = await open(PHONE);
    await expect.poll(() => page.locator("#site-menu").isVisible()).toBe(false);
    await toggle(page, en.menu.open).click();
    expect(await expandedOf(page, "#site-menu-toggle")).toBe("true");
    await expect.poll(() => toggle(page, en.menu.close).isVisible()).toBe(true);
    await dropdown(page, "cases").click();
    await nav(page).getByRole("link", { name: en.menu.caseItems["cases.sushi"] }).click();
    await page.waitForURL((url) => url.pathname === "/cases/sushi");
    await expect.poll(() => page.locator("#site-menu").isVisible()).toBe(false);
    expect(await panelOpen(page)).toBe("false");
    await expect.poll(() => toggle(page, en.menu.open).isVisible()).toBe(true);
    await context.close();
  });

  it("closes on Escape, innermost first, and gives focus back to each toggle", async () => {
    const { context, page } = await open(PHONE);
    await toggle(page, en.menu.open).click();
    await dropdown(page, "products").click();
    await page.keyboard.press("Escape");
    expect(await expanded(page, "products")).toBe("false");
    expect(await panelOpen(page)).toBe("true");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-products-toggle");
    await page.keyboard.press("Escape");
    expect(await panelOpen(page)).toBe("false");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("site-menu-toggle");
    await context.close();
  });

  it("keeps the main call to action in view without scrolling", async () => {
    const { context, page } = await open(PHONE);
    const start = page.getByRole("banner").getByRole("link", { name: en.actions.startFree });
    const box = await start.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await context.close();
  });
});

/** A tap's target, checked from inside the page: where it was before, at touch-down and at the click, and whether the click reached it. */
interface TapReport {
  type: "pointerdown" | "pointerup" | "click";
  rect: { x: number; y: number; width: number; height: number };
  onTarget: boolean;
}

async function recordTaps(context: BrowserContext): Promise<TapReport[]> {
  const reports: TapReport[] = [];
  await context.exposeBinding("__reportTap", (_source, report: TapReport) => void reports.push(report));
  await context.addInitScript(() => {
    for (const type of ["pointerdown", "pointerup", "click"]) {
      // Capture on window: runs before any of the page's own listeners can move things.
      window.addEventListener(
        type,
        (event) => {
          const watched = document.querySelector("[data-tap-target]");
          if (!watched) return;
          const { x, y, width, height } = watched.getBoundingClientRect();
          const report = (window as unknown as { __reportTap: (report: unknown) => void }).__reportTap;
          report({ type, rect: { x, y, width, height }, onTarget: event.target instanceof Node && watched.contains(event.target) });
        },
        { capture: true },
      );
    }
  });
  return reports;
}

/** The portal is another site: answer it here, so a tap that leaves for it can be seen without the internet. */
async function stubPortal(context: BrowserContext) {
  const portal = new URL(site.merchantLoginUrl).origin;
  await context.route(`${portal}/**`, (route: Route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>portal</title>" }));
}

type TapTarget = { name: string; locate: (page: Page) => Locator; outcome: (page: Page, start: string) => Promise<void> };

function tapTargets(locale: Locale, opened: DropdownId): TapTarget[] {
  const frame = FRAME(locale);
  const panel = (page: Page) => page.locator("#site-menu");
  // A new document at that path: Home from the home page is a page load to the same address.
  const navigatesTo = (path: string) => async (page: Page) => {
    await page.waitForFunction((expected) => !("__beforeTap" in window) && location.pathname === expected && document.readyState === "complete", path);
  };
  const leavesFor = (href: string) => async (page: Page) => {
    await page.waitForURL(href);
  };
  const opensDropdown = (id: DropdownId) => async (page: Page, start: string) => {
    await expect.poll(() => expanded(page, id)).toBe("true");
    expect(await expanded(page, opened)).toBe("false");
    expect(page.url()).toBe(start);
  };
  const dropdownTargets = DROPDOWNS.filter((id) => id !== opened).map((id) => ({
    name: frame.menu[id],
    locate: (page: Page) => dropdown(page, id),
    outcome: opensDropdown(id),
  }));
  return [
    { name: frame.menu.home, locate: (page) => panel(page).getByRole("link", { name: frame.menu.home, exact: true }), outcome: navigatesTo("/") },
    { name: frame.menu.pricing, locate: (page) => panel(page).getByRole("link", { name: frame.menu.pricing, exact: true }), outcome: navigatesTo("/prijzen") },
    ...dropdownTargets,
    {
      name: LANGUAGE_NAME[OTHER[locale]],
      locate: (page) => panel(page).getByText(LANGUAGE_NAME[OTHER[locale]], { exact: true }).filter({ visible: true }),
      outcome: async (page) => {
        await page.waitForFunction((lang) => document.documentElement.lang === lang, HTML_LANG[OTHER[locale]]);
        expect(new URL(page.url()).pathname).toBe("/");
      },
    },
    { name: frame.actions.login, locate: (page) => panel(page).getByRole("link", { name: frame.actions.login }), outcome: leavesFor(site.merchantLoginUrl) },
    {
      name: frame.actions.startFree,
      locate: (page) => page.getByRole("banner").getByRole("link", { name: frame.actions.startFree }),
      outcome: leavesFor(site.merchantStartUrl),
    },
  ];
}

describe("taps in the phone menu land where the finger is", () => {
  // One test per tap, each on a page of its own: a loop over every item took 40-60 s on a
  // loaded machine, against a 60 s test timeout. In Dutch only: its longer labels wrap more, so
  // more can move under the finger; the menu's markup, CSS and script are the same in English
  // (decision 053).
  const taps = (["nl"] as const).flatMap((locale) =>
    DROPDOWNS.flatMap((opened) => tapTargets(locale, opened).map((target) => [locale, opened, target.name, target] as const)),
  );
  it.each(taps)("%s, with %s open: a tap on %s does what it says, and nothing moves under the finger", async (locale, opened, _name, target) => {
    const context = await newContext(TOUCH_PHONE);
    const reports = await recordTaps(context);
    await stubPortal(context);
    const page = await context.newPage();
    await gotoEnhanced(page, `/?lang=${locale}`);
    await page.waitForFunction(() => !location.search.includes("lang="));
    const startUrl = page.url();
    await hamburger(page).tap();
    await dropdown(page, opened).tap();
    await expect.poll(() => expanded(page, opened)).toBe("true");

    const element = target.locate(page);
    // Playwright scrolls a target into view before it taps; the page itself must not move it.
    await element.scrollIntoViewIfNeeded();
    await element.evaluate((node) => node.setAttribute("data-tap-target", ""));
    await page.evaluate(() => Object.assign(window, { __beforeTap: true }));
    const before = await element.evaluate((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    });
    await element.tap();
    await target.outcome(page, startUrl);

    const down = reports.find((report) => report.type === "pointerdown");
    const click = reports.find((report) => report.type === "click");
    expect(down, "no pointerdown reached the page").toBeDefined();
    expect(down!.rect, "moved between the tap and the touch-down").toEqual(before);
    expect(click?.rect, "moved between the touch-down and the click").toEqual(before);
    expect(click?.onTarget, "the click landed on another element").toBe(true);
    await context.close();
  });
});

describe("the header on a long page, on a phone", () => {
  it("stays at the top while scrolling, with no layout shift, and the panel opens right under it", async () => {
    const context = await newContext(TOUCH_PHONE);
    const page = await context.newPage();
    const layoutShifts = await recordLayoutShifts(page);
    await gotoEnhanced(page, "/?lang=nl");
    for (const y of [200, 1200, 3000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // A shift is only seen in a rendered frame: render one at each position.
      await afterNextFrame(page);
      const header = await page.getByRole("banner").boundingBox();
      expect(header!.y).toBe(0);
    }
    await hamburger(page).tap();
    const header = await page.getByRole("banner").boundingBox();
    const panel = await page.locator("#site-menu").boundingBox();
    expect(Math.abs(panel!.y - (header!.y + header!.height))).toBeLessThanOrEqual(1);
    expect(panel!.y + panel!.height).toBeLessThanOrEqual(PHONE.height);
    await expect(layoutShifts()).resolves.toEqual([]);
    await context.close();
  });

  it.each(["tap", "keyboard focus"] as const)("scrolled down, the page stays where it is when the hamburger gets a %s", async (how) => {
    const context = await newContext(TOUCH_PHONE);
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=nl");
    await page.evaluate(() => window.scrollTo(0, 1200));
    // The sticky header sits in the strip that the page keeps clear for it; scrolling "it" into view moved the page 400 px.
    if (how === "tap") await hamburger(page).tap();
    else await hamburger(page).focus();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(1200);
    await context.close();
  });

  it("a link that gets focus under the sticky header (as with Shift+Tab) is scrolled out from under it", async () => {
    const context = await newContext(TOUCH_PHONE);
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=nl");
    const links = page.locator("main a[href]");
    const target = links.nth(4);
    // Park the link under the header, where the page's scrolled part hides it, then focus it.
    await target.evaluate((node) => window.scrollTo(0, window.scrollY + node.getBoundingClientRect().top - 30));
    await target.evaluate((node) => (node as HTMLElement).focus());
    const header = await page.getByRole("banner").boundingBox();
    const box = await target.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await context.close();
  });

  it("scrolls the panel itself when it is taller than the screen", async () => {
    const context = await newContext({ viewport: { width: 320, height: 480 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=nl");
    await hamburger(page).tap();
    await dropdown(page, "info").tap();
    const panel = page.locator("#site-menu");
    const { scrollHeight, clientHeight } = await panel.evaluate((node) => ({ scrollHeight: node.scrollHeight, clientHeight: node.clientHeight }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    const box = await panel.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(480);
    const login = panel.getByRole("link", { name: nl.actions.login });
    await login.scrollIntoViewIfNeeded();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0); // the panel scrolled, not the page
    const loginBox = await login.boundingBox();
    expect(loginBox!.y + loginBox!.height).toBeLessThanOrEqual(480);
    await context.close();
  });
});

describe("the menus work before the page's script runs", () => {
  it("a tap on the hamburger and on a dropdown opens them while the client bundle is held back", async () => {
    const context = await newContext(TOUCH_PHONE);
    const page = await context.newPage();
    const held: Route[] = [];
    let released = false;
    await page.route("**/assets/**/*.js", (route) => (released ? route.continue() : void held.push(route)));
    await page.goto("/?lang=nl", { waitUntil: "domcontentloaded" });
    await hamburger(page).tap();
    await dropdown(page, "products").tap();
    await expect.poll(() => page.locator("html").getAttribute("data-enhanced")).toBeNull();
    expect(held.length).toBeGreaterThan(0);
    expect(await panelOpen(page)).toBe("true");
    expect(await expanded(page, "products")).toBe("true");
    await expect.poll(() => page.locator("#site-menu").getByRole("link", { name: nl.menu.productItems["products.qr"] }).isVisible()).toBe(true);

    // Once the bundle arrives, the page's script keeps what the visitor opened.
    released = true;
    for (const route of held) await route.continue();
    await waitForEnhancement(page);
    expect(await panelOpen(page)).toBe("true");
    expect(await expanded(page, "products")).toBe("true");
    await context.close();
  });
});

describe("the menus without JavaScript", () => {
  const noScript = (viewport: { width: number; height: number }): ContextOptions => ({ viewport, javaScriptEnabled: false });

  // One language per width: the markup is the same in both, and each is read on one width here.
  it.each(["nl"] as const)("%s on a phone: the panel and each dropdown open and close, one dropdown at a time", async (locale) => {
    const frame = FRAME(locale);
    const context = await newContext(noScript(PHONE));
    const page = await context.newPage();
    await page.goto(`/?lang=${locale}`);
    const panel = page.locator("#site-menu");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await toggle(page, frame.menu.open).click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panelOpen(page)).toBe("true");
    await expectDropdownsToggleOneAtATime(page, frame);
    await toggle(page, frame.menu.close).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await toggle(page, frame.menu.open).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await context.close();
  });

  it.each(["en"] as const)("%s on a wide screen: the bar shows every entry, and each dropdown opens and closes, one at a time", async (locale) => {
    const frame = FRAME(locale);
    const context = await newContext(noScript(DESKTOP));
    const page = await context.newPage();
    await page.goto(`/?lang=${locale}`);
    await expect.poll(() => hamburger(page).isVisible()).toBe(false);
    await expect.poll(() => nav(page, frame).getByRole("link", { name: frame.menu.pricing, exact: true }).isVisible()).toBe(true);
    await expectDropdownsToggleOneAtATime(page, frame);
    await dropdown(page, "language").click();
    expect(await expanded(page, "language")).toBe("true");
    await dropdown(page, "products").click();
    expect(await expanded(page, "language")).toBe("false");
    await context.close();
  });

  // Each way round once: from Dutch through the phone's panel, from English through the wide bar.
  it.each([
    ["nl", PHONE],
    ["en", DESKTOP],
  ] as const)("the language link switches %s to the other language at %o, and the next page stays there", async (locale, viewport) => {
    const other = OTHER[locale];
    const context = await newContext(noScript(viewport));
    const page = await context.newPage();
    await page.goto(`/prijzen?lang=${locale}`);
    if (viewport === PHONE) await toggle(page, FRAME(locale).menu.open).click();
    else await dropdown(page, "language").click();
    await nav(page, FRAME(locale)).getByRole("link", { name: LANGUAGE_NAME[other] }).click();
    await page.waitForURL((url) => url.pathname === "/prijzen" && url.searchParams.get("lang") === other);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(HTML_LANG[other]);

    // The next page has no parameter: the server remembers the choice in the preferredLocale cookie.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: FRAME(other).menu.home, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/" && !url.search);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(HTML_LANG[other]);
    await context.close();
  });
});

async function expectDropdownsToggleOneAtATime(page: Page, frame: FrameCopy) {
  const firstLink = {
    products: frame.menu.productItems["products.manager"],
    cases: frame.menu.caseItems["cases.lunchroom"],
    info: frame.menu.infoItems.integrations,
  };
  for (const id of DROPDOWNS) {
    await dropdown(page, id).click();
    expect(await expanded(page, id)).toBe("true");
    await expect.poll(() => nav(page, frame).getByRole("link", { name: firstLink[id], exact: true }).isVisible()).toBe(true);
    for (const other of DROPDOWNS.filter((candidate) => candidate !== id)) expect(await expanded(page, other)).toBe("false");
  }
  await dropdown(page, "info").click();
  expect(await expanded(page, "info")).toBe("false");
  await expect.poll(() => nav(page, frame).getByRole("link", { name: firstLink.info, exact: true }).isVisible()).toBe(false);
}

describe("keyboard path", () => {
  it("skip link, then through the menu to a page, without a mouse", async () => {
    const { context, page } = await open(DESKTOP);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(en.skipLink);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");

    await page.locator("#menu-products-toggle").focus();
    await page.keyboard.press("Space");
    expect(await expanded(page, "products")).toBe("true");
    await page.keyboard.press("Space");
    expect(await expanded(page, "products")).toBe("false");
    await page.keyboard.press("Enter");
    expect(await expanded(page, "products")).toBe("true");
    await page.keyboard.press("Tab"); // first link inside the open list
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(en.menu.productItems["products.manager"]);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/producten/manager");
    await context.close();
  });

  it("shows a visible focus ring", async () => {
    const { context, page } = await open(DESKTOP);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe("none");
    await context.close();
  });
});
