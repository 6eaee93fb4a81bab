import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../content/en/frame";
import webshop from "../../content/en/products.webshop";
import pricing from "../../content/en/pricing";
import { useBrowser } from "./support/browser";
import { gotoHydrated } from "./support/navigation";

const { newContext } = useBrowser();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function open(viewport: { width: number; height: number }, url = "/?lang=en") {
  const context = await newContext({ viewport });
  const page = await context.newPage();
  await gotoHydrated(page, url);
  return { context, page };
}

const nav = (page: Page) => page.getByRole("navigation", { name: en.primaryNavLabel });
const toggle = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const expanded = (page: Page, name: string) => toggle(page, name).getAttribute("aria-expanded");

describe("dropdowns on a wide screen", () => {
  it("toggle on click, and opening one closes the others", async () => {
    const { context, page } = await open(DESKTOP);
    await toggle(page, en.menu.products).click();
    expect(await expanded(page, en.menu.products)).toBe("true");
    await expect(nav(page).getByRole("link", { name: en.menu.productItems["products.pos"] }).isVisible()).resolves.toBe(true);

    await toggle(page, en.menu.cases).click();
    expect(await expanded(page, en.menu.cases)).toBe("true");
    expect(await expanded(page, en.menu.products)).toBe("false");
    await expect(nav(page).getByRole("link", { name: en.menu.productItems["products.pos"] }).isVisible()).resolves.toBe(false);

    await toggle(page, en.menu.cases).click();
    expect(await expanded(page, en.menu.cases)).toBe("false");
    await context.close();
  });

  it("close on Escape and give focus back to the toggle", async () => {
    const { context, page } = await open(DESKTOP);
    await toggle(page, en.menu.info).click();
    await page.keyboard.press("Escape");
    expect(await expanded(page, en.menu.info)).toBe("false");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-info-toggle");
    await context.close();
  });

  it("close on a click outside", async () => {
    const { context, page } = await open(DESKTOP);
    await toggle(page, en.menu.products).click();
    await page.mouse.click(640, 700); // the page body, well below the open list
    expect(await expanded(page, en.menu.products)).toBe("false");
    await context.close();
  });

  it("close on navigation, and the new page starts at the top", async () => {
    const { context, page } = await open(DESKTOP);
    await page.mouse.wheel(0, 400);
    await toggle(page, en.menu.products).click();
    await nav(page).getByRole("link", { name: en.menu.productItems["products.webshop"] }).click();
    await page.locator("h1", { hasText: webshop.hero.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/producten/webshop");
    expect(await expanded(page, en.menu.products)).toBe("false");
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await context.close();
  });

  it("opens the help centre in a new tab, safely", async () => {
    const { context, page } = await open(DESKTOP);
    await toggle(page, en.menu.info).click();
    const help = nav(page).getByRole("link", { name: new RegExp(`^${en.menu.infoItems.helpCentre}`) });
    await expect(help.getAttribute("target")).resolves.toBe("_blank");
    await expect(help.getAttribute("rel")).resolves.toMatch(/noopener/);
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
    await expect(page.locator("#site-menu").isVisible()).resolves.toBe(false);
    await toggle(page, en.menu.open).click();
    expect(await expanded(page, en.menu.close)).toBe("true");
    await toggle(page, en.menu.cases).click();
    await nav(page).getByRole("link", { name: en.menu.caseItems["cases.sushi"] }).click();
    await page.waitForURL((url) => url.pathname === "/cases/sushi");
    expect(await expanded(page, en.menu.open)).toBe("false");
    await context.close();
  });

  it("closes on Escape, innermost first", async () => {
    const { context, page } = await open(PHONE);
    await toggle(page, en.menu.open).click();
    await toggle(page, en.menu.products).click();
    await page.keyboard.press("Escape");
    expect(await expanded(page, en.menu.products)).toBe("false");
    expect(await expanded(page, en.menu.close)).toBe("true");
    await page.keyboard.press("Escape");
    expect(await expanded(page, en.menu.open)).toBe("false");
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

describe("keyboard path", () => {
  it("skip link, then through the menu to a page, without a mouse", async () => {
    const { context, page } = await open(DESKTOP);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(en.skipLink);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");

    await page.locator("#menu-products-toggle").focus();
    await page.keyboard.press("Enter");
    expect(await expanded(page, en.menu.products)).toBe("true");
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
