import type { Locale } from "../shared/locale";
import { PLAN_IDS, type PlanId, type PlanOffer, type PlanProduct } from "./pricing-constants";

/*
 * The offer lint: every sentence of the copy against what each plan includes (PLAN_OFFER in
 * pricing-constants.ts, the rules in docs/offer.md). It catches kinds of contradiction, not
 * sentences: a product combination a plan does not sell, a feature claimed for a plan (or a case
 * on a plan) that does not include it, "no set-up costs" while a plan has them, and a free trial
 * promised for a plan that has none. Pure functions over strings, so a test can plant a
 * contradiction and see it caught (offer-lint.test.ts).
 */

/**
 * The languages the lints hold to the offer: every Locale, and French, whose copy (content/fr/)
 * is written before shared/locale.ts lists it. Once it does, this is just Locale, and the records
 * below already have the entry the type checker then asks for.
 */
export type LintLocale = Locale | "fr";

/** One string a visitor reads, and where it sits: "cases.lunchroom" "hero.title". */
export interface Found {
  module: string;
  path: string;
  text: string;
}

/** What the lint checks against: the offer, each plan's name in this language, and which plan each case runs on. */
export interface OfferContext {
  locale: LintLocale;
  offer: Record<PlanId, PlanOffer>;
  titles: Record<PlanId, string>;
  /** The plan and the products of each case page (its `offer` field). */
  cases: Record<string, { plan: PlanId; products: readonly PlanProduct[] }>;
}

/** Sentences of a text; "excl. btw" splits too, which only makes the pieces smaller. */
const sentences = (text: string) => text.split(/(?<=[.!?:])\s+/);

const PRODUCT_WORDS: Record<PlanProduct, RegExp> = {
  webshop: /\bwebshops?\b/gi,
  page: /\bPage\b|\b[Ww]ebsites?\b|\b[Ss]ites? (web|internet)\b/g,
  qr: /\bQR\b/g,
};
/** What may stand between two products that are sold together: "Webshop en QR", "Page, webshop and QR", "Webshop met QR". */
const JOINED: Record<LintLocale, RegExp> = {
  nl: /^(\s*,\s*|\s+(en|én|plus|met|samen met)\s+)((de|het|een|je|jouw)\s+)?$/i,
  en: /^(\s*,\s*|\s+(and|plus|with|together with)\s+)((the|a|your)\s+)?$/i,
  fr: /^(\s*,\s*|\s+(et|plus|avec|ainsi que)\s+)((le|la|les|un|une|votre|vos|son|sa|ses)\s+|l[’'])?$/i,
};

/** The groups of products a sentence names as sold together ("Webshop en QR"); "Webshop of QR" is a choice, no group. */
export function combinationsIn(locale: LintLocale, sentence: string): PlanProduct[][] {
  const marks = (Object.entries(PRODUCT_WORDS) as [PlanProduct, RegExp][])
    .flatMap(([product, pattern]) => [...sentence.matchAll(pattern)].map((m) => ({ product, start: m.index, end: m.index + m[0].length })))
    .sort((a, b) => a.start - b.start);
  const groups: PlanProduct[][] = [];
  let group: PlanProduct[] = [];
  marks.forEach((mark, index) => {
    const previous = marks[index - 1];
    if (previous && JOINED[locale].test(sentence.slice(previous.end, mark.start))) group.push(mark.product);
    else {
      if (new Set(group).size > 1) groups.push([...new Set(group)]);
      group = [mark.product];
    }
  });
  if (new Set(group).size > 1) groups.push([...new Set(group)]);
  return groups;
}

const sells = (offer: PlanOffer, products: readonly PlanProduct[]) => offer.combinations.some((sold) => products.every((product) => sold.includes(product)));

/**
 * The plans a sentence names. Gratis is also a Dutch adjective ("gratis proberen") and Free an
 * English one, so the free plan counts only capitalised and not as the sentence's first word.
 */
function plansNamed(sentence: string, titles: Record<PlanId, string>): PlanId[] {
  return PLAN_IDS.filter((id) => {
    const pattern = new RegExp(`\\b${titles[id]}\\b`, "g");
    return [...sentence.matchAll(pattern)].some((m) => id !== "free" || m.index > 0);
  });
}

/** The plan a string speaks for by where it sits: a plan card, or a case page. */
function planOfPlace(found: Found, context: OfferContext): PlanId | null {
  const card = /^plans\.(\w+)\./.exec(found.path);
  if (found.module === "pricing.index" && card && (PLAN_IDS as readonly string[]).includes(card[1]!)) return card[1] as PlanId;
  return context.cases[found.module]?.plan ?? null;
}

/** A product combination that the plan named (or the case's plan, or else any plan) does not sell. */
export function combinationSlips(texts: readonly Found[], context: OfferContext): string[] {
  return texts.flatMap((found) =>
    sentences(found.text).flatMap((sentence) =>
      combinationsIn(context.locale, sentence).flatMap((combination) => {
        const place = planOfPlace(found, context);
        const named = place ? [place] : plansNamed(sentence, context.titles);
        const fits = named.length ? named.every((id) => sells(context.offer[id], combination)) : PLAN_IDS.some((id) => sells(context.offer[id], combination));
        return fits ? [] : [`${found.module} ${found.path}: "${combination.join(" + ")}" is not sold by ${named.join(", ") || "any plan"}: ${sentence}`];
      }),
    ),
  );
}

/** Each case's declared products must be one combination its plan sells. */
export function caseOfferSlips(context: OfferContext): string[] {
  return Object.entries(context.cases)
    .filter(([, { plan, products }]) => !sells(context.offer[plan], products))
    .map(([id, { plan, products }]) => `${id}: ${plan} does not sell ${products.join(" + ")}`);
}

/** The features that differ between plans, how copy names them, and whether a plan includes them. */
const PLAN_FEATURES: ReadonlyArray<{ name: string; words: Record<LintLocale, RegExp>; included: (offer: PlanOffer) => boolean }> = [
  {
    name: "own branding",
    words: {
      nl: /\beigen (logo|huisstijl)|\b(jouw|je) naam en kleuren\b|\b(je|jouw) (eigen )?logo, kleuren\b/i,
      en: /\b(own|custom) (logo|branding)\b|\byour (own )?(name and colours|logo, colours)\b/i,
      fr: /\bvotre (propre )?logo\b|\bvotre nom et vos couleurs\b|\bvos propres couleurs\b/i,
    },
    included: (offer) => offer.ownBranding,
  },
  {
    name: "extra users",
    words: {
      nl: /\b(extra|meerdere|meer) gebruikers\b|\bgebruikersbeheer\b/i,
      en: /\b(extra|multiple|several|more) users\b|\buser management\b/i,
      fr: /\butilisateurs suppl[ée]mentaires|\b(plusieurs|plus d[’']) ?utilisateurs\b|\bgestion des utilisateurs\b/i,
    },
    included: (offer) => offer.extraUsers !== 0,
  },
  {
    name: "advanced reporting",
    words: { nl: /\buitgebreide rapporten\b/i, en: /\badvanced report/i, fr: /\brapports? avanc[ée]/i },
    included: (offer) => offer.advancedReports !== 0,
  },
  {
    name: "an account manager",
    words: { nl: /\baccountmanager\b/i, en: /\baccount manager\b/i, fr: /\bgestionnaire de compte\b/i },
    included: (offer) => offer.accountManager,
  },
  {
    name: "social media promotions",
    // French "promotions sur les réseaux sociaux" are the merchant's own deals (integrations); the feature is "mise en avant".
    words: { nl: /\bpromoties op sociale media\b/i, en: /\bsocial media promotions\b/i, fr: /\bmise en avant sur les réseaux sociaux\b/i },
    included: (offer) => offer.socialMediaPromotions,
  },
];

/** Words that say a plan lacks something: a card's "not included" list, "zonder", "without". */
const DENIED: Record<LintLocale, RegExp> = { nl: /\b(zonder|geen|niet)\b/i, en: /\b(without|no|not)\b/i, fr: /\b(sans|aucune?|pas|non)\b/i };

/**
 * A feature claimed for a plan that does not include it: on the plan's card, in a case on that
 * plan, or in a sentence naming the plan. A claim that names no plan must hold for every plan.
 * A card's "not included" list must list only what its plan lacks.
 */
export function featureSlips(texts: readonly Found[], context: OfferContext): string[] {
  return texts.flatMap((found) =>
    sentences(found.text).flatMap((sentence) =>
      PLAN_FEATURES.filter((feature) => feature.words[context.locale].test(sentence)).flatMap((feature) => {
        const place = planOfPlace(found, context);
        if (found.module === "pricing.index" && !place) return []; // the table: tableSlips checks its ticks
        const denied = /\.disabledFeatures\[/.test(found.path) || (!place && DENIED[context.locale].test(sentence));
        const named = place ? [place] : plansNamed(sentence, context.titles);
        const plans = named.length ? named : [...PLAN_IDS];
        const wrong = plans.filter((id) => feature.included(context.offer[id]) === denied);
        return wrong.length ? [`${found.module} ${found.path}: ${denied ? "denies" : "claims"} ${feature.name} for ${wrong.join(", ")}: ${sentence}`] : [];
      }),
    ),
  );
}

/** A comparison table row: its label and one cell per plan, in PLAN_IDS order. */
export interface TableRow {
  label: string;
  cells: readonly (string | boolean)[];
}

/** The set-up costs row's word in each language. */
const SET_UP_COSTS: Record<LintLocale, RegExp> = { nl: /\bopstartkosten\b/i, en: /\bset-up costs\b/i, fr: /\bfrais de mise en service\b/i };

/** The comparison table's ticks and set-up costs against the offer. */
export function tableSlips(rows: readonly TableRow[], context: OfferContext): string[] {
  return rows.flatMap((row) => {
    const feature = PLAN_FEATURES.find((candidate) => candidate.words[context.locale].test(row.label));
    return PLAN_IDS.flatMap((id, column) => {
      const cell = row.cells[column];
      const offer = context.offer[id];
      if (feature && typeof cell === "boolean" && cell !== feature.included(offer)) return [`table "${row.label}" ${id}: ${cell} but the offer says ${!cell}`];
      if (SET_UP_COSTS[context.locale].test(row.label) && (cell === "{zero}") !== (offer.startUpCosts === 0))
        return [`table "${row.label}" ${id}: ${String(cell)} but the offer says ${offer.startUpCosts}`];
      return [];
    });
  });
}

const NO_SET_UP_COSTS: Record<LintLocale, RegExp> = {
  nl: /\b(geen|zonder)\s+(\p{L}+\s+)?opstartkosten\b|\bopstartkosten zijn er niet\b|\bgeen pakket heeft opstartkosten\b/iu,
  en: /\b(no|without)\s+(\w+\s+)?set-up costs\b|\bno plan has set-up costs\b/i,
  fr: /\b(aucuns?|sans|pas de|ni)\s+(\p{L}+\s+)?frais de mise en service\b|\baucune formule n[’']a de frais de mise en service\b/iu,
};

/** "No set-up costs" while a plan has them: such a promise must name only plans without them. */
export function setUpCostSlips(texts: readonly Found[], context: OfferContext): string[] {
  const costly = PLAN_IDS.filter((id) => context.offer[id].startUpCosts !== 0);
  if (!costly.length) return [];
  return texts.flatMap((found) =>
    sentences(found.text)
      .filter((sentence) => NO_SET_UP_COSTS[context.locale].test(sentence))
      .filter((sentence) => {
        const place = planOfPlace(found, context);
        const named = place ? [place] : plansNamed(sentence, context.titles);
        return !named.length || named.some((id) => costly.includes(id));
      })
      .map((sentence) => `${found.module} ${found.path}: no set-up costs, but ${costly.join(", ")} has them: ${sentence}`),
  );
}

const TRIAL: Record<LintLocale, RegExp> = { nl: /\{trialDays\}|\bproefperiode\b/i, en: /\{trialDays\}|\btrial\b/i, fr: /\{trialDays\}|\bessai\b/i };
/** Words that stretch a trial over every plan or everything. */
const EVERY_PLAN: Record<LintLocale, RegExp> = {
  nl: /\b(elk|ieder) pakket\b|\balle pakketten\b|\balles\b/i,
  en: /\b(every|each|any) plan\b|\ball plans\b|\beverything\b/i,
  fr: /\b(chaque|toute|n[’']importe quelle) formule\b|\btoutes les formules\b|\btout\b/i,
};

/** A free trial promised for every plan, for a plan without one, or on a plan card without one. */
export function trialSlips(texts: readonly Found[], context: OfferContext): string[] {
  const withoutTrial = PLAN_IDS.filter((id) => !context.offer[id].trial);
  return texts.flatMap((found) => {
    const place = planOfPlace(found, context);
    if (found.module === "pricing.index" && place && TRIAL[context.locale].test(found.text) && !context.offer[place].trial)
      return [`${found.module} ${found.path}: a trial on the card of ${place}, which has none: ${found.text}`];
    return sentences(found.text)
      .filter((sentence) => TRIAL[context.locale].test(sentence))
      .flatMap((sentence) => {
        if (withoutTrial.length && EVERY_PLAN[context.locale].test(sentence))
          return [`${found.module} ${found.path}: a trial of every plan, but ${withoutTrial.join(", ")} has none: ${sentence}`];
        const wrong = plansNamed(sentence, context.titles).filter((id) => withoutTrial.includes(id));
        return wrong.length ? [`${found.module} ${found.path}: a trial of ${wrong.join(", ")}, which has none: ${sentence}`] : [];
      });
  });
}
