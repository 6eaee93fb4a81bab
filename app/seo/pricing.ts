import type { Offer, Product, WithContext } from "schema-dts";
import { MONTHLY_FEE, PLAN_IDS, type PlanId } from "../../content/pricing-constants";
import type { PricingCopy } from "../../content/types";
import { SCHEMA_CONTEXT } from "./json-ld";

const PRICE_CURRENCY = "EUR";
/** UN/CEFACT common code for "month": the fees are per month. */
const MONTH = "MON";

/** A plan with a published fee; Enterprise is agreed with sales, so it has no price to state. */
function planOffer(id: PlanId, copy: PricingCopy, pageUrl: string): Offer | undefined {
  const fee = MONTHLY_FEE[id];
  if (fee === null) return undefined;
  const plan = copy.plans[id];
  return {
    "@type": "Offer",
    name: plan.title,
    description: `${plan.subtitle}. ${plan.description}`,
    url: pageUrl,
    price: fee,
    priceCurrency: PRICE_CURRENCY,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: fee,
      priceCurrency: PRICE_CURRENCY,
      valueAddedTaxIncluded: false,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: MONTH },
    },
  };
}

/** The platform as one product, each priced plan an offer (amounts from pricing-constants). */
export function pricingLd(copy: PricingCopy, pageUrl: string, brand: { name: string; organizationId: string }): WithContext<Product> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Product",
    name: brand.name,
    description: copy.meta.description,
    url: pageUrl,
    brand: { "@type": "Brand", name: brand.name },
    manufacturer: { "@id": brand.organizationId },
    offers: PLAN_IDS.map((id) => planOffer(id, copy, pageUrl)).filter((offer): offer is Offer => offer !== undefined),
  };
}
