import { describe, expect, it } from "vitest";
import enFrame from "../../content/en/frame";
import enHome from "../../content/en/home";
import nlFrame from "../../content/nl/frame";
import nlHome from "../../content/nl/home";
import { attr, byRole, lettersOf, query, queryAll, regionNamed } from "../../tests/render/dom";
import { renderedPage, site } from "../../tests/render/rendered-page";
import { TRIAL_TERMS_ID } from "../components/sections/TrialTermsLink";
import { fillCopy } from "../shared/figures";
import { PAGES, pathOf } from "../shared/route-table";

describe.each([
  ["nl", fillCopy(nlHome, "nl"), nlFrame],
  ["en", fillCopy(enHome, "en"), enFrame],
] as const)("home in %s", (locale, copy, frame) => {
  it("has every section's heading once, in order, with the slider's templates, the key features and the testimonials", async () => {
    const page = await renderedPage("home.index", locale);
    const main = query(page, "main");
    const headings = queryAll(page, "*").filter((element) => /^h[1-6]$/.test(element.tagName));
    const titles = [
      copy.hero.title,
      copy.slider.title,
      copy.keyFeatures.title,
      copy.products.title,
      copy.integrations.title,
      copy.testimonials.title,
      frame.closingCta.title,
    ];
    const positions = titles.map((title) => {
      const found = headings.filter((heading) => lettersOf(heading) === title);
      expect(found, title).toHaveLength(1);
      return headings.indexOf(found[0]!);
    });
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(byRole(page, "img", copy.slider.templates.sushi)).toHaveLength(1);
    expect(queryAll(main, "li h3").map(lettersOf)).toEqual(expect.arrayContaining(copy.keyFeatures.cards.map((card) => card.title)));
    expect(queryAll(main, "blockquote")).toHaveLength(copy.testimonials.items.length);
  });

  it("sends the register button to merchant registration and the demo button to the demo form, and the closing call to action to registration, beside the trial's terms", async () => {
    const page = await renderedPage("home.index", locale);
    const hero = queryAll(query(page, "main"), "section")[0]!;
    expect(byRole(hero, "link", frame.actions.createShop).map((link) => attr(link, "href"))).toEqual([site.merchantRegisterUrl]);
    expect(byRole(hero, "link", frame.actions.productDemo).map((link) => attr(link, "href"))).toEqual([site.demoFormUrl]);
    expect(queryAll(regionNamed(page, frame.closingCta.title), "a").map((link) => attr(link, "href"))).toEqual([
      site.merchantRegisterUrl,
      `${pathOf("pricing.index")}#${TRIAL_TERMS_ID}`,
    ]);
  });

  it("links each product card to its product page and the integrations block to the integrations page", async () => {
    const main = query(await renderedPage("home.index", locale), "main");
    for (const product of PAGES.filter((entry) => entry.kind === "product")) {
      const name = copy.products.more.replace("{product}", copy.products.cards[product.id as keyof typeof copy.products.cards].name);
      expect(
        byRole(main, "link", name).map((link) => attr(link, "href")),
        name,
      ).toEqual([product.path]);
    }
    expect(byRole(main, "link", copy.integrations.link).map((link) => attr(link, "href"))).toEqual([pathOf("info.integrations")]);
  });

  it("loads the hero drawing at once and every other picture lazily, all with intrinsic sizes", async () => {
    const images = queryAll(await renderedPage("home.index", locale), "img");
    expect(images.length).toBeGreaterThan(5);
    expect(attr(images[0]!, "loading")).toBe("eager");
    for (const image of images.slice(1)) expect(attr(image, "loading")).toBe("lazy");
    for (const image of images) {
      expect(attr(image, "width")).toMatch(/^\d+$/);
      expect(attr(image, "height")).toMatch(/^\d+$/);
    }
  });
});
