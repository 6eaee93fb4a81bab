import { describe, expect, it } from "vitest";
import { fillCopy } from "../../app/shared/figures";
import nlFrame from "../../content/nl/frame";
import nlHome from "../../content/nl/home";
import { useBrowser } from "./support/browser";
import { afterNextFrame } from "./support/frames";
import { gotoEnhanced } from "./support/navigation";

const { newContext } = useBrowser();
const copy = fillCopy(nlHome, "nl");
const frame = nlFrame;
const PHONE = { width: 390, height: 844 };

// Every section's heading, the links and the images' loading are checked over renderPage in
// app/pages/HomePage.test.ts, in every language; here the layout a phone shows, in Dutch (the
// longer copy, so the buttons are lowest there).
describe("home on a phone", () => {
  it("shows every section in order, with the register and demo buttons above the fold", async () => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=nl");
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
    for (const title of titles)
      tops.push(await page.getByRole("heading", { name: title, exact: true }).evaluate((element) => element.getBoundingClientRect().top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    const hero = page.locator("main section").first();
    for (const name of [frame.actions.createShop, frame.actions.productDemo]) {
      const box = await hero.getByRole("link", { name }).boundingBox();
      expect(box && box.y + box.height, name).toBeLessThanOrEqual(PHONE.height);
    }
    await context.close();
  });
});

describe("motion", () => {
  async function motionState(reducedMotion: "reduce" | "no-preference") {
    const context = await newContext({ viewport: PHONE, reducedMotion });
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=en");
    const read = () =>
      page.evaluate(() => {
        // The whole row slides, scroller and all (app/components/home/motion.css).
        const slide = document.querySelector(".bw-slider-slide")!;
        const row = document.querySelector(".bw-slider-viewport")!;
        const parallax = document.querySelector("[data-testid=hero-parallax]")!;
        return {
          slide: getComputedStyle(slide).animationName,
          slideTransform: getComputedStyle(slide).transform,
          parallax: getComputedStyle(parallax).animationName,
          parallaxTransform: getComputedStyle(parallax).transform,
          overflow: getComputedStyle(row).overflowX,
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
