import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillCopy } from "../../app/components/sections/figures";
import { PAGES, pathOf } from "../../app/route-table";
import { readSiteConfig } from "../../config/site-config";
import enFrame from "../../content/en/frame";
import enHome from "../../content/en/home";
import nlFrame from "../../content/nl/frame";
import nlHome from "../../content/nl/home";
import { baseUrl, useBrowser } from "./support/browser";
import { withoutSoftHyphens } from "./support/copy";
import { afterNextFrame } from "./support/frames";
import { gotoEnhanced } from "./support/navigation";

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const { newContext } = useBrowser();
const LOCALES = [
  ["nl", fillCopy(nlHome, "nl"), nlFrame],
  ["en", fillCopy(enHome, "en"), enFrame],
] as const;
const PHONE = { width: 390, height: 844 };

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

describe.each(LOCALES)("home in %s", (locale, copy, frame) => {
  it("has every section, in order", async () => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    await gotoEnhanced(page, `/?lang=${locale}`);
    const titles = [
      copy.hero.title,
      copy.slider.title,
      copy.keyFeatures.title,
      copy.products.title,
      copy.integrations.title,
      copy.testimonials.title,
      frame.closingCta.title,
    ];
    const tops = [];
    for (const title of titles) {
      await expect(heading(page, title).count(), title).resolves.toBe(1);
      tops.push(await heading(page, title).evaluate((element) => element.getBoundingClientRect().top));
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(page.getByRole("img", { name: copy.slider.templates.sushi }).count()).resolves.toBe(1);
    const cardTitles = (await page.locator("main li h3").allInnerTexts()).map(withoutSoftHyphens);
    expect(cardTitles).toEqual(expect.arrayContaining(copy.keyFeatures.cards.map((card) => card.title)));
    await expect(page.locator("main blockquote").count()).resolves.toBe(copy.testimonials.items.length);
    await context.close();
  });

  it("sends the register button to merchant registration and the demo button to the demo form, above the fold on a phone", async () => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    await gotoEnhanced(page, `/?lang=${locale}`);
    const hero = page.locator("main section").first();
    const register = hero.getByRole("link", { name: frame.actions.createShop });
    const demo = hero.getByRole("link", { name: frame.actions.productDemo });
    await expect(register.getAttribute("href")).resolves.toBe(site.merchantRegisterUrl);
    await expect(demo.getAttribute("href")).resolves.toBe(site.demoFormUrl);
    const box = await register.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const closing = page.getByRole("region", { name: frame.closingCta.title }).getByRole("link");
    await expect(closing.getAttribute("href")).resolves.toBe(site.merchantRegisterUrl);
    await context.close();
  });

  it("links each product card to its product page and the integrations block to the integrations page", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await gotoEnhanced(page, `/?lang=${locale}`);
    for (const product of PAGES.filter((entry) => entry.kind === "product")) {
      const name = copy.products.more.replace("{product}", copy.products.cards[product.id as keyof typeof copy.products.cards].name);
      await expect(page.locator("main").getByRole("link", { name }).getAttribute("href")).resolves.toBe(product.path);
    }
    await page.getByRole("link", { name: copy.integrations.link }).click();
    await page.waitForURL((url) => url.pathname === pathOf("info.integrations"));
    await context.close();
  });
});

describe("home images", () => {
  it("loads the hero drawing at once and every other picture lazily, all with intrinsic sizes", async () => {
    const html = await (await fetch(`${baseUrl()}/?lang=en`)).text();
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(5);
    expect(images[0]).toContain('loading="eager"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of images) expect(image).toMatch(/width="\d+" height="\d+"/);
  });
});

describe("motion", () => {
  async function motionState(reducedMotion: "reduce" | "no-preference") {
    const context = await newContext({ viewport: PHONE, reducedMotion });
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=en");
    const read = () =>
      page.evaluate(() => {
        const track = document.querySelector(".bw-slider-track")!;
        const parallax = document.querySelector("[data-testid=hero-parallax]")!;
        return {
          slide: getComputedStyle(track).animationName,
          slideTransform: getComputedStyle(track).transform,
          parallax: getComputedStyle(parallax).animationName,
          parallaxTransform: getComputedStyle(parallax).transform,
          overflow: getComputedStyle(track.parentElement!).overflowX,
        };
      });
    const before = await read();
    await page.getByTestId("template-slider").scrollIntoViewIfNeeded();
    const from = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 300);
    // The wheel has moved the page, and a frame at the new position has been rendered: the
    // scroll-driven animations have taken it (or, under reduced motion, had nothing to take).
    await page.waitForFunction((y) => scrollY > y, from);
    await afterNextFrame(page);
    const after = await read();
    await context.close();
    return { before, after };
  }

  it("slides the templates and moves the hero picture while the page scrolls", async () => {
    const { before, after } = await motionState("no-preference");
    expect(before.slide).toBe("bw-slide");
    expect(before.parallax).toBe("bw-parallax");
    expect(after.slideTransform).not.toBe(before.slideTransform);
    expect(after.parallaxTransform).not.toBe(before.parallaxTransform);
  });

  it("stands still under prefers-reduced-motion, with the templates in a row the visitor scrolls", async () => {
    const { before, after } = await motionState("reduce");
    expect([before.slide, before.parallax]).toEqual(["none", "none"]);
    expect([after.slideTransform, after.parallaxTransform]).toEqual(["none", "none"]);
    expect(after.overflow).toBe("auto");
  });
});
