import { describe, expect, it } from "vitest";
import enIntegrations from "../../../content/en/integrations";
import nlIntegrations from "../../../content/nl/integrations";
import { PARTNERS } from "../../../content/partners";
import type { Locale } from "../../../shared/locale";
import type { Drawing } from "../drawing";
import { drawingSvg } from "../render";
import { drawing as managerDashboard } from "./manager-dashboard";
import { drawing as portalIntegrations } from "./portal-integrations";
import { drawing as posHandheld } from "./pos-handheld";
import { drawing as webshopCheckout } from "./webshop-checkout";

/*
 * What scripts/pictures/text.test.ts does not see in the product pages' pictures: that figures
 * the drawing computes (totals, the week, weekday names) come out in the page's own notation,
 * and that the integrations screen names real partners of the partner grid in its words.
 */

/** The words of an SVG drawn without embedded fonts (satori writes one <text> per word and space). */
async function drawnWords(drawing: Drawing<unknown>, locale: Locale): Promise<string> {
  const svg = await drawingSvg(drawing, locale, { embedFont: false });
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((match) => match[1]!)
    .join("")
    .replace(/\s+/g, " ");
}

describe("figures in the product pictures", () => {
  it("are written the Dutch way on Dutch pages and the English way on English pages", async () => {
    const [nlCheckout, enCheckout, nlManager, enManager] = await Promise.all([
      drawnWords(webshopCheckout, "nl"),
      drawnWords(webshopCheckout, "en"),
      drawnWords(managerDashboard, "nl"),
      drawnWords(managerDashboard, "en"),
    ]);
    // The basket: 24,50 + 2 × 4,40 + 4,50, on the total line and the pay button.
    expect(nlCheckout).toContain("Totaal€ 37,80");
    expect(nlCheckout).toContain("Betaal € 37,80");
    expect(enCheckout).toContain("Total€37.80");
    expect(enCheckout).toContain("Pay €37.80");
    // The week's revenue, summed from the seven days, in whole euros.
    expect(nlManager).toContain("€ 5.664");
    expect(enManager).toContain("€5,664");
  });

  it("multiply each line by its quantity on the order ticket", async () => {
    expect(await drawnWords(posHandheld, "nl")).toContain("2× Friet groot€ 7,90");
    expect(await drawnWords(posHandheld, "en")).toContain("2× Large fries€7.90");
  });

  it("name the days of the revenue chart in the page's language, Monday first", async () => {
    expect(await drawnWords(managerDashboard, "nl")).toMatch(/ma\s*di\s*wo\s*do\s*vr\s*za\s*zo/);
    expect(await drawnWords(managerDashboard, "en")).toMatch(/Mon\s*Tue\s*Wed\s*Thu\s*Fri\s*Sat\s*Sun/);
  });
});

describe("the integrations screen", () => {
  it.each([
    ["nl", nlIntegrations],
    ["en", enIntegrations],
  ] as const)("shows partners of the partner grid with the %s page's kind labels", (locale, page) => {
    for (const tile of portalIntegrations.text[locale].partners) {
      const partner = PARTNERS.find(({ name }) => name === tile.name);
      expect(partner, tile.name).toBeDefined();
      expect(tile.kind).toBe(page.partners.kinds[partner!.kind]);
    }
  });
});
