import { describe, expect, it } from "vitest";
import type { Locale } from "../shared/locale";
import en from "./en/index";
import fr from "./fr/index";
import nl from "./nl/index";
import {
  caseOfferSlips,
  combinationSlips,
  combinationsIn,
  type Found,
  featureSlips,
  goodsSlips,
  nestingSlips,
  type OfferContext,
  offerContext,
  setUpCostSlips,
  tableSlips,
  trialSlips,
  vatSlips,
} from "./offer-lint";
import { MONTHLY_FEE, PLAN_IDS, PLAN_OFFER, TRIAL_PLANS } from "./pricing-constants";
import type { LocaleCatalog, PricingCopy } from "./types";

/** Keys whose values are identifiers for the code, not words a visitor reads. */
const IDENTIFIER_KEYS = new Set(["icon", "shape", "product", "offer"]);

function strings(value: unknown, path: string, module: string): Found[] {
  if (typeof value === "string") return [{ module, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`, module));
  if (value && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => !IDENTIFIER_KEYS.has(key))
      .flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key, module));
  }
  return [];
}

/** Every language's catalogue, read from its folder, so a language is linted from its first copy on (Locale). */
const CATALOGS: Record<Locale, LocaleCatalog> = { nl, en, fr };
const LINT_LOCALES = Object.keys(CATALOGS) as Locale[];
const modulesOf = (locale: Locale) => CATALOGS[locale] as unknown as Record<string, unknown>;
const textsOf = (locale: Locale) => Object.entries(modulesOf(locale)).flatMap(([id, copy]) => strings(copy, "", id));
const pricingOf = (locale: Locale) => modulesOf(locale)["pricing.index"] as PricingCopy;

const contextOf = (locale: Locale, offer = PLAN_OFFER, prices = MONTHLY_FEE): OfferContext => offerContext(locale, modulesOf(locale), offer, prices);

describe.each(LINT_LOCALES)("the copy follows the offer in %s (docs/offer.md)", (locale) => {
  const texts = textsOf(locale);
  const context = contextOf(locale);

  it("names product combinations only as a plan sells them, and puts each case on a plan that sells its products", () => {
    expect(combinationSlips(texts, context)).toEqual([]);
    expect(caseOfferSlips(context)).toEqual([]);
  });

  it("claims a feature only for the plans that include it, on cards, in cases and in sentences naming a plan", () => {
    expect(featureSlips(texts, context)).toEqual([]);
  });

  it("ticks the comparison table and fills its set-up costs as the offer says", () => {
    expect(tableSlips(pricingOf(locale).table.rows, context)).toEqual([]);
  });

  it('says "no set-up costs" only where no plan has them, and a free trial only for plans that have one', () => {
    expect(setUpCostSlips(texts, context)).toEqual([]);
    expect(trialSlips(texts, context)).toEqual([]);
  });

  it('says beside "no set-up costs" and a device price that the goods are optional, and whether the device is bought or rented', () => {
    expect(goodsSlips(texts, context)).toEqual([]);
  });

  it("states the VAT of every plan price, commission, payment cost and price of goods", () => {
    expect(vatSlips(texts, context)).toEqual([]);
  });

  it("has the same plan for each case in every language", () => {
    expect(contextOf(locale).cases).toEqual(contextOf("nl").cases);
  });
});

describe("the languages the offer lint covers", () => {
  it("are every catalogue in content/, French included", () => {
    expect(LINT_LOCALES).toEqual(["nl", "en", "fr"]);
  });
});

describe("the offer", () => {
  it("nests: each plan includes every product and feature of the plan before it", () => {
    expect(nestingSlips(PLAN_OFFER)).toEqual([]);
  });

  it("sells online and table ordering together at a published price, as the home page promises", () => {
    const sold = PLAN_IDS.filter((id) => MONTHLY_FEE[id] !== null && PLAN_OFFER[id].products.includes("webshop") && PLAN_OFFER[id].products.includes("qr"));
    expect(sold).toContain("starter");
  });

  it("shows a trial button on exactly the plans with a trial", () => {
    expect(TRIAL_PLANS).toEqual(PLAN_IDS.filter((id) => PLAN_OFFER[id].trial));
    expect(PLAN_OFFER.free.trial).toBe(false); // nothing to try out on a plan that costs nothing to begin with
  });
});

/*
 * Each rule catches the contradiction it was written for: slips once found in our copy, planted in
 * otherwise good copy or in an offer that differs from ours.
 */
describe("the offer lint catches planted contradictions", () => {
  const nlContext = contextOf("nl");
  const at = (text: string, module = "products.webshop", path = "intro.paragraphs[0]"): Found => ({ module, path, text });
  /** The spec's products row as the site sold it before decision 077: a choice in Gratis and Starter, Webshop and QR only in Enterprise. */
  const specRow = {
    free: { ...PLAN_OFFER.free, products: ["page"] as const },
    starter: { ...PLAN_OFFER.starter, products: ["webshop"] as const },
    professional: { ...PLAN_OFFER.professional, products: ["page", "webshop"] as const },
    enterprise: PLAN_OFFER.enterprise,
  };
  it("reads which products a sentence sells together, and a choice as no combination", () => {
    expect(combinationsIn("nl", "Lunchroom: meer bestellingen met Webshop en QR")).toEqual([["webshop", "qr"]]);
    expect(combinationsIn("en", "Website, webshop and QR")).toEqual([["page", "webshop", "qr"]]);
    expect(combinationsIn("nl", "Starter: Webshop of QR")).toEqual([]);
    expect(combinationsIn("fr", "Sandwicherie : plus de commandes avec Webshop et QR")).toEqual([["webshop", "qr"]]);
    expect(combinationsIn("fr", "Site web, webshop et QR")).toEqual([["page", "webshop", "qr"]]);
    expect(combinationsIn("fr", "Page et le webshop ne font qu’un.")).toEqual([["page", "webshop"]]);
    expect(combinationsIn("fr", "Starter : Webshop ou QR")).toEqual([]);
  });

  it("the same contradictions in French", () => {
    const frContext = contextOf("fr");
    expect(combinationSlips([at("Avec Starter, vous avez Webshop et QR ensemble.")], contextOf("fr", specRow))).toHaveLength(1);
    expect(combinationSlips([at("Avec Enterprise, vous avez Webshop et QR ensemble.")], contextOf("fr", specRow))).toEqual([]);
    expect(featureSlips([at("Avec plusieurs utilisateurs, le chef voit ses propres rapports.", "products.manager")], frContext)).toHaveLength(1);
    expect(featureSlips([at("Un gestionnaire de compte dédié", "pricing.index", "plans.starter.enabledFeatures[4]")], frContext)).toHaveLength(1);
    expect(featureSlips([at("Mise en avant sur les réseaux sociaux", "pricing.index", "plans.enterprise.disabledFeatures[0]")], frContext)).toHaveLength(1);
    expect(trialSlips([at("Essayez chaque formule gratuitement pendant {trialDays} jours.")], frContext)).toHaveLength(1);
    expect(trialSlips([at("Essayez tout gratuitement pendant {trialDays} jours.")], frContext)).toHaveLength(1);
    expect(trialSlips([at("Essayez Enterprise gratuitement pendant {trialDays} jours.")], frContext)).toHaveLength(1);
    expect(trialSlips([at("Essayer {trialDays} jours gratuitement", "pricing.index", "plans.free.start")], frContext)).toHaveLength(1);
    expect(trialSlips([at("Starter et Professional s’essaient gratuitement pendant {trialDays} jours.")], frContext)).toEqual([]);
    const enterpriseSetUp = contextOf("fr", { ...PLAN_OFFER, enterprise: { ...PLAN_OFFER.enterprise, startUpCosts: 500 } });
    expect(
      setUpCostSlips(
        [at("Pas de frais de mise en service, et vous êtes en ligne sous {onboardingHours} heures.", "frame", "closingCta.text")],
        enterpriseSetUp,
      ),
    ).toHaveLength(1);
    expect(setUpCostSlips([at("Aucune formule n’a de frais de mise en service.", "pricing.index", "vatNote")], enterpriseSetUp)).toHaveLength(1);
    expect(tableSlips([{ label: "Frais de mise en service", cells: ["{zero}", "{zero}", "{zero}", "{zero}"] }], enterpriseSetUp)).toHaveLength(1);
  });

  it("a case running Webshop and QR on a plan without QR", () => {
    const spec = contextOf("nl", specRow);
    const onStarter = { ...spec, cases: { ...spec.cases, "cases.lunchroom": { plan: "starter" as const, products: ["webshop", "qr"] as const } } };
    expect(caseOfferSlips(onStarter)).toHaveLength(1);
    expect(combinationSlips([at("Lunchroom: meer bestellingen met Webshop en QR", "cases.lunchroom", "hero.title")], onStarter)).toHaveLength(1);
    expect(combinationSlips([at("Met Starter krijg je Webshop en QR samen.")], spec)).toHaveLength(1);
    expect(combinationSlips([at("Met Enterprise krijg je Webshop en QR samen.")], spec)).toEqual([]);
    expect(combinationSlips([at("Met Starter krijg je Webshop en QR samen.")], nlContext)).toEqual([]);
  });

  it("a headline only a custom price delivers: online and table ordering, Webshop and QR in Enterprise alone", () => {
    const headline = {
      nl: "Ontvang bestellingen online en aan tafel, in je eigen webshop",
      en: "Take orders online and at the table",
      fr: "Recevez des commandes en ligne et à table",
    };
    for (const locale of LINT_LOCALES) {
      expect(combinationsIn(locale, headline[locale])).toEqual([["webshop", "qr"]]);
      expect(combinationSlips([at(headline[locale], "home.index", "hero.title")], contextOf(locale, specRow))).toHaveLength(1);
      expect(combinationSlips([at(headline[locale], "home.index", "hero.title")], contextOf(locale))).toEqual([]);
    }
    // the same offer with a published price for Enterprise would deliver it
    expect(combinationSlips([at(headline.nl, "home.index", "hero.title")], contextOf("nl", specRow, { ...MONTHLY_FEE, enterprise: 99 }))).toEqual([]);
    expect(combinationsIn("nl", "Gasten bestellen online of aan tafel, ook als je telefoon bezet is.")).toEqual([]);
  });

  it("an upgrade that takes a product or a feature away", () => {
    expect(nestingSlips(specRow)).toEqual(["free → starter takes away page"]);
    expect(nestingSlips({ ...PLAN_OFFER, professional: { ...PLAN_OFFER.professional, products: ["webshop", "page"], extraUsers: 0 } })).toEqual([
      "starter → professional takes away qr",
    ]);
    expect(nestingSlips({ ...PLAN_OFFER, professional: { ...PLAN_OFFER.professional, advancedReports: 1 } })).toEqual([
      "starter → professional takes away advanced reports",
    ]);
  });

  it('"no set-up costs, only QR stickers" beside a device sold for a price, and a device price without its terms', () => {
    const frContext = contextOf("fr");
    expect(goodsSlips([at("Geen opstartkosten, alleen QR-stickers tegen kostprijs.", "frame", "closingCta.note")], nlContext)).toHaveLength(1);
    expect(goodsSlips([at("Geen opstartkosten. Een POS-apparaat en QR-stickers koop je alleen als je wilt.", "frame", "closingCta.note")], nlContext)).toEqual(
      [],
    );
    expect(goodsSlips([at("Je koopt het voor {posBuy}, excl. btw.", "products.pos", "outro.paragraphs[1]")], nlContext)).toHaveLength(1);
    expect(goodsSlips([at("Optional: buy it for {posBuy} or rent it for {posRent} a month, excl. VAT.", "products.pos")], contextOf("en"))).toEqual([]);
    expect(goodsSlips([at("No set-up costs: you only pay for QR stickers.", "pricing.index", "vatNote")], contextOf("en"))).toHaveLength(1);
    expect(
      goodsSlips([at("Pas de frais de mise en service\u202f: vous ne payez que les autocollants QR.", "pricing.index", "vatNote")], frContext),
    ).toHaveLength(1);
  });

  it("a price, a commission or a payment cost without its VAT", () => {
    expect(vatSlips([at("Starter kost {starter} per maand.")], nlContext)).toHaveLength(1);
    expect(vatSlips([at("Starter kost {starter} per maand, excl. btw.")], nlContext)).toEqual([]);
    expect(vatSlips([at("Met ongeveer {payments} betaalkosten erbij betaal je {total}.", "pricing.index", "calculator.summary")], nlContext)).toHaveLength(1);
    expect(vatSlips([at("Plus {commission} commission on successful orders")], contextOf("en"))).toHaveLength(1);
    const card = (period: string) => [at("{starter}", "pricing.index", "plans.starter.price"), at(period, "pricing.index", "plans.starter.period")];
    expect(vatSlips(card("per mois"), contextOf("fr"))).toHaveLength(1);
    expect(vatSlips(card("par mois, HTVA"), contextOf("fr"))).toEqual([]);
  });

  it("own branding promised on the webshop page while Starter does not include it", () => {
    const starterUnbranded = { ...PLAN_OFFER, starter: { ...PLAN_OFFER.starter, ownBranding: false } };
    const context = contextOf("nl", starterUnbranded);
    expect(featureSlips([at("De webshop draagt jouw naam en kleuren.")], context)).toHaveLength(1);
    expect(featureSlips([at("Voeg je eigen logo, kleuren en foto's toe.", "products.webshop", "features.cards[4].text")], context)).toHaveLength(1);
    expect(featureSlips([at("Eigen logo, kleuren en foto's", "pricing.index", "plans.starter.enabledFeatures[1]")], context)).toHaveLength(1);
    expect(tableSlips([{ label: "Eigen logo, kleuren en foto's", cells: [true, true, true, true] }], context)).toHaveLength(1);
    // and a card that denies what its plan has
    expect(featureSlips([at("Eigen huisstijl en websitefunctie", "pricing.index", "plans.starter.disabledFeatures[0]")], nlContext)).toHaveLength(1);
  });

  it("a feature of some plans claimed without naming them, or for a case on a plan without it", () => {
    expect(featureSlips([at("Met meerdere gebruikers ziet de chef zijn eigen rapporten.", "products.manager")], nlContext)).toHaveLength(1);
    expect(featureSlips([at("Met Professional ziet de chef met 2 extra gebruikers zijn eigen rapporten.", "products.manager")], nlContext)).toEqual([]);
    expect(featureSlips([at("Meerdere gebruikers, zodat de chef zijn eigen rapporten ziet", "cases.sushi", "solution.checklist[4]")], nlContext)).toHaveLength(
      1,
    );
    expect(featureSlips([at("Multiple users, so the head chef sees his own reports", "cases.italian", "solution.checklist[4]")], contextOf("en"))).toEqual([]);
  });

  it('"no set-up costs" in a call to action while Enterprise has custom set-up costs', () => {
    const enterpriseSetUp = { ...PLAN_OFFER, enterprise: { ...PLAN_OFFER.enterprise, startUpCosts: 500 } };
    const context = contextOf("nl", enterpriseSetUp);
    expect(setUpCostSlips([at("Geen opstartkosten, en binnen {onboardingHours} uur sta je online.", "frame", "closingCta.text")], context)).toHaveLength(1);
    expect(setUpCostSlips([at("Starter en Professional hebben geen opstartkosten.", "frame", "closingCta.text")], context)).toEqual([]);
    expect(tableSlips([{ label: "Opstartkosten", cells: ["{zero}", "{zero}", "{zero}", "{zero}"] }], context)).toHaveLength(1);
    expect(tableSlips([{ label: "Opstartkosten", cells: ["{zero}", "{zero}", "{zero}", "Op maat"] }], nlContext)).toHaveLength(1);
    expect(setUpCostSlips([at("No set-up costs.", "frame", "closingCta.note")], contextOf("en", enterpriseSetUp))).toHaveLength(1);
  });

  it("a trial of every plan, Gratis and Enterprise included", () => {
    expect(trialSlips([at("Elk pakket kun je {trialDays} dagen gratis proberen.")], nlContext)).toHaveLength(1);
    expect(trialSlips([at("Probeer alles {trialDays} dagen gratis.")], nlContext)).toHaveLength(1);
    expect(trialSlips([at("You can try every plan free for {trialDays} days.")], contextOf("en"))).toHaveLength(1);
    expect(trialSlips([at("Probeer Enterprise {trialDays} dagen gratis.")], nlContext)).toHaveLength(1);
    expect(trialSlips([at("Probeer {trialDays} dagen gratis", "pricing.index", "plans.free.start")], nlContext)).toHaveLength(1);
    expect(trialSlips([at("Starter en Professional probeer je {trialDays} dagen gratis.")], nlContext)).toEqual([]);
  });
});
