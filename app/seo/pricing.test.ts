import { describe, expect, it } from "vitest";
import { MONTHLY_FEE } from "../../content/pricing-constants";
import { copyOf } from "../i18n/catalog";
import { fillCopy } from "../shared/figures";
import { LOCALES } from "../shared/locales";
import { pricingLd } from "./pricing";

const URL = "https://www.example.test/prijzen?lang=nl";
const BRAND = { name: "Bestelwijs", organizationId: "https://www.example.test/#organization" };

describe.each(LOCALES)("pricingLd in %s", (locale) => {
  const build = async () => {
    const copy = fillCopy(copyOf(locale, "pricing.index"), locale);
    return { copy, product: pricingLd(copy, URL, BRAND) as Record<string, any> };
  };

  it("is a named product with one offer per plan that has a published fee", async () => {
    const { copy, product } = await build();
    expect(product).toMatchObject({ "@context": "https://schema.org", "@type": "Product", name: "Bestelwijs" });
    const priced = Object.entries(MONTHLY_FEE).filter(([, fee]) => fee !== null);
    expect(product.offers.map((offer: Record<string, any>) => [offer.name, offer.price])).toEqual(
      priced.map(([id, fee]) => [copy.plans[id as keyof typeof copy.plans].title, fee]),
    );
  });

  it("prices every offer in euro per month, excluding VAT", async () => {
    const { product } = await build();
    for (const offer of product.offers) {
      expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
      expect(typeof offer.price).toBe("number");
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        price: offer.price,
        priceCurrency: "EUR",
        valueAddedTaxIncluded: false,
        referenceQuantity: { value: 1, unitCode: "MON" },
      });
    }
  });

  it("leaves the custom-priced Enterprise plan out rather than state a price it does not have", async () => {
    const { copy, product } = await build();
    expect(product.offers.map((offer: Record<string, any>) => offer.name)).not.toContain(copy.plans.enterprise.title);
  });
});
