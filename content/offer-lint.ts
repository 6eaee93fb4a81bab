import type { Locale } from "../shared/locale";
import { MONTHLY_FEE, PLAN_IDS, PLAN_OFFER, type PlanId, type PlanOffer, type PlanProduct } from "./pricing-constants";
import type { CaseCopy, PricingCopy } from "./types";

/*
 * The offer lint: every sentence of the copy against what each plan includes (PLAN_OFFER in
 * pricing-constants.ts, the rules in docs/offer.md). It catches kinds of contradiction, not
 * sentences: a product combination no plan with a price sells, a feature claimed for a plan (or a
 * case on a plan) that does not include it, an upgrade that takes a product away, "no set-up
 * costs" while a plan has them or beside a device price that does not say it is optional, a figure
 * without its VAT, and a free trial promised for a plan that has none. Pure functions over
 * strings, so a test can plant a contradiction and see it caught (offer-lint.test.ts).
 */

/** One string a visitor reads, and where it sits: "cases.lunchroom" "hero.title". */
export interface Found {
  module: string;
  path: string;
  text: string;
}

/** What the lint checks against: the offer, each plan's name in this language, and which plan each case runs on. */
export interface OfferContext {
  locale: Locale;
  offer: Record<PlanId, PlanOffer>;
  /** Each plan's monthly fee; null is "custom", a price nobody can read before talking to sales. */
  prices: Record<PlanId, number | null>;
  titles: Record<PlanId, string>;
  /** The plan and the products of each case page (its `offer` field). */
  cases: Record<string, { plan: PlanId; products: readonly PlanProduct[] }>;
}

/** Sentences of a text; "excl. btw" splits too, which only makes the pieces smaller. */
const sentences = (text: string) => text.split(/(?<=[.!?:])\s+/);

/** The products' names and the nouns copy uses for them ("website", "site web"). */
const PRODUCT_WORDS: Record<PlanProduct, RegExp> = {
  webshop: /\bwebshops?\b/gi,
  page: /\bPage\b|\b[Ww]ebsites?\b|\b[Ss]ites? (web|internet)\b/g,
  qr: /\bQR\b/g,
};
/**
 * Where a sentence promises a product by what it does: "online en aan tafel" is Webshop and QR
 * even when neither is named (the home page's headline).
 */
const CHANNEL_WORDS: Record<Locale, Partial<Record<PlanProduct, RegExp>>> = {
  nl: { webshop: /\bonline\b/gi, qr: /\baan tafel\b/gi },
  en: { webshop: /\bonline\b/gi, qr: /\bat the table\b|\btable ordering\b/gi },
  fr: { webshop: /\ben ligne\b/gi, qr: /(?<!\p{L})à table\b/giu },
};
/** What may stand between two products that are sold together: "Webshop en QR", "Page, webshop and QR", "Webshop met QR". */
const JOINED: Record<Locale, RegExp> = {
  nl: /^(\s*,\s*|\s+(en|én|plus|met|samen met)\s+)((de|het|een|je|jouw)\s+)?$/i,
  en: /^(\s*,\s*|\s+(and|plus|with|together with)\s+)((the|a|your)\s+)?$/i,
  fr: /^(\s*,\s*|\s+(et|plus|avec|ainsi que)\s+)((le|la|les|un|une|votre|vos|son|sa|ses)\s+|l[’'])?$/i,
};
/** What stands between products listed as a choice or a set: the joins above, and "of" / "or" / "ou". */
export const LISTED: Record<Locale, RegExp> = {
  nl: /^(\s*,\s*|\s+(en|én|of|plus|met|samen met)\s+)((de|het|een|je|jouw)\s+)?$/i,
  en: /^(\s*,\s*|\s+(and|or|plus|with|together with)\s+)((the|a|your)\s+)?$/i,
  fr: /^(\s*,\s*|\s+(et|ou|plus|avec|ainsi que)\s+)((le|la|les|un|une|votre|vos|son|sa|ses)\s+|l[’'])?$/i,
};

/** One product word in a sentence: which product, the word as written, and whether it names the product or what it does. */
export interface ProductMark {
  product: PlanProduct;
  word: string;
  named: boolean;
  start: number;
  end: number;
}

/** The runs of product words a sentence puts side by side, joined as `joiner` allows. */
export function productRuns(locale: Locale, sentence: string, joiner: RegExp = JOINED[locale]): ProductMark[][] {
  const find = (words: Partial<Record<PlanProduct, RegExp>>, named: boolean) =>
    (Object.entries(words) as [PlanProduct, RegExp][]).flatMap(([product, pattern]) =>
      [...sentence.matchAll(pattern)].map((m) => ({ product, word: m[0], named, start: m.index, end: m.index + m[0].length })),
    );
  const marks = [...find(PRODUCT_WORDS, true), ...find(CHANNEL_WORDS[locale], false)]
    .sort((a, b) => a.start - b.start)
    // A name inside a channel phrase, or the reverse, counts once.
    .filter((mark, index, all) => !all.some((other, at) => at < index && other.start <= mark.start && mark.end <= other.end));
  const runs: ProductMark[][] = [];
  marks.forEach((mark, index) => {
    const previous = marks[index - 1];
    if (previous && runs.length && joiner.test(sentence.slice(previous.end, mark.start))) runs.at(-1)!.push(mark);
    else runs.push([mark]);
  });
  return runs;
}

/** The groups of products a sentence names as sold together ("Webshop en QR"); "Webshop of QR" is a choice, no group. */
export function combinationsIn(locale: Locale, sentence: string): PlanProduct[][] {
  return productRuns(locale, sentence)
    .map((run) => [...new Set(run.map((mark) => mark.product))])
    .filter((products) => products.length > 1);
}

const sells = (offer: PlanOffer, products: readonly PlanProduct[]) => products.every((product) => offer.products.includes(product));

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

/**
 * A product combination that the plan named (or the case's plan) does not sell; with no plan in
 * sight, one a visitor cannot buy at a published price: a promise only "custom" delivers is a
 * promise with no price.
 */
export function combinationSlips(texts: readonly Found[], context: OfferContext): string[] {
  const priced = PLAN_IDS.filter((id) => context.prices[id] !== null);
  return texts.flatMap((found) =>
    sentences(found.text).flatMap((sentence) =>
      combinationsIn(context.locale, sentence).flatMap((combination) => {
        const place = planOfPlace(found, context);
        const named = place ? [place] : plansNamed(sentence, context.titles);
        const fits = named.length ? named.every((id) => sells(context.offer[id], combination)) : priced.some((id) => sells(context.offer[id], combination));
        return fits
          ? []
          : [`${found.module} ${found.path}: "${combination.join(" + ")}" is not sold by ${named.join(", ") || "any plan with a price"}: ${sentence}`];
      }),
    ),
  );
}

/** Each case's declared products must be ones its plan includes. */
export function caseOfferSlips(context: OfferContext): string[] {
  return Object.entries(context.cases)
    .filter(([, { plan, products }]) => !sells(context.offer[plan], products))
    .map(([id, { plan, products }]) => `${id}: ${plan} does not sell ${products.join(" + ")}`);
}

/** Whether a plan has at least as much of a count as another; null is unlimited. */
const atLeast = (count: number | null, than: number | null) => count === null || (than !== null && count >= than);

/**
 * An upgrade that takes something away: in PLAN_IDS order each plan must include every product
 * and feature of the plan before it, so "move up when you sell more" never costs a product.
 */
export function nestingSlips(offer: Record<PlanId, PlanOffer>): string[] {
  return PLAN_IDS.slice(1).flatMap((id, index) => {
    const lower = PLAN_IDS[index]!;
    const [from, to] = [offer[lower], offer[id]];
    const lost = [
      ...from.products.filter((product) => !to.products.includes(product)),
      ...(from.ownBranding && !to.ownBranding ? ["own branding"] : []),
      ...(atLeast(to.extraUsers, from.extraUsers) ? [] : ["extra users"]),
      ...(atLeast(to.advancedReports, from.advancedReports) ? [] : ["advanced reports"]),
      ...(from.accountManager && !to.accountManager ? ["an account manager"] : []),
      ...(from.socialMediaPromotions && !to.socialMediaPromotions ? ["social media promotions"] : []),
    ];
    return lost.length ? [`${lower} → ${id} takes away ${lost.join(", ")}`] : [];
  });
}

/** The features that differ between plans, how copy names them, and whether a plan includes them. */
const PLAN_FEATURES: ReadonlyArray<{ name: string; words: Record<Locale, RegExp>; included: (offer: PlanOffer) => boolean }> = [
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
const DENIED: Record<Locale, RegExp> = { nl: /\b(zonder|geen|niet)\b/i, en: /\b(without|no|not)\b/i, fr: /\b(sans|aucune?|pas|non)\b/i };

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
const SET_UP_COSTS: Record<Locale, RegExp> = { nl: /\bopstartkosten\b/i, en: /\bset-up costs\b/i, fr: /\bfrais de mise en service\b/i };

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

const NO_SET_UP_COSTS: Record<Locale, RegExp> = {
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

/** Words that say a purchase is the merchant's choice. */
const OPTIONAL: Record<Locale, RegExp> = {
  nl: /\boptione(el|le)\b|\bals je (dat )?wilt\b|\bnaar keuze\b|\bzelf kiest\b|\balleen als je\b|\bzoveel als je wilt\b/i,
  en: /\boptional\b|\bif you (want|like|choose)\b|\byou choose\b|\bonly if\b|\bas many as you want\b/i,
  fr: /\ben option\b|\boptionnel(le)?s?\b|\bsi vous le souhaitez\b|\bque vous choisissez\b|\bseulement si\b|\bautant que vous le souhaitez\b/i,
};
/** "Only QR stickers": a promise that leaves the POS device out of what may cost money. */
const ONLY_STICKERS: Record<Locale, RegExp> = {
  nl: /\b(alleen|enkel|slechts)\b[^.]*\bQR-stickers?\b/i,
  en: /\bonly\b[^.]*\bQR stickers?\b/i,
  fr: /\b(seulement|uniquement|ne payez que)\b[^.]*\bautocollants? QR\b/i,
};
/** The device's price, bought or rented. */
const DEVICE_PRICES = ["{posBuy}", "{posRent}"];

/**
 * Goods beside "no set-up costs": the promise says that what a merchant may add is optional (never
 * "only QR stickers" on the page that sells the POS device for {posBuy}), and a device price says
 * it is optional and what it is: bought for {posBuy} or rented for {posRent}.
 */
export function goodsSlips(texts: readonly Found[], context: OfferContext): string[] {
  const optional = OPTIONAL[context.locale];
  return texts.flatMap((found) => {
    const slips: string[] = [];
    if (NO_SET_UP_COSTS[context.locale].test(found.text) && (!optional.test(found.text) || ONLY_STICKERS[context.locale].test(found.text)))
      slips.push(`${found.module} ${found.path}: "no set-up costs" without saying that the goods you may add are optional: ${found.text}`);
    const prices = DEVICE_PRICES.filter((price) => found.text.includes(price));
    if (prices.length && (prices.length < DEVICE_PRICES.length || !optional.test(found.text)))
      slips.push(`${found.module} ${found.path}: a device price without "optional" and both buy and rent: ${found.text}`);
    return slips;
  });
}

/** The figures that carry VAT (the plans, the commission, the goods) and the payment costs, which carry none but must say so. */
const VAT_FIGURES = [
  "starter",
  "professional",
  "commission",
  "posBuy",
  "posRent",
  "qrSticker",
  "smsPrice",
  "idealFee",
  "bancontactFee",
  "cardFee",
  "walletFee",
  "payments",
  "paymentShare",
  "total",
];
const VAT: Record<Locale, RegExp> = { nl: /\bbtw\b/i, en: /\bVAT\b/, fr: /\bH?TVA\b/ };
/**
 * On the pricing page a figure in a cell may leave its VAT to the words that head it: a card's
 * price to its period, a table cell to its row's label, a payment's cost to the note under the
 * table, a calculator line to the caption of the results.
 */
const VAT_SAID_BY: ReadonlyArray<[RegExp, string]> = [
  [/^(plans\.\w+)\.price$/, "$1.period"],
  [/^(table\.rows\[\d+\])\.cells\[\d+\]$/, "$1.label"],
  [/^costs\.payments\.rows\[\d+\]\.cost$/, "costs.payments.note"],
  [/^calculator\.commissionLine$/, "calculator.resultsFor"],
];

/** A figure of money whose VAT the visitor has to guess: the text (or, on the pricing page, its heading) must say it. */
export function vatSlips(texts: readonly Found[], context: OfferContext): string[] {
  const vat = VAT[context.locale];
  const textAt = new Map(texts.map((found) => [`${found.module} ${found.path}`, found.text]));
  return texts
    .filter((found) => VAT_FIGURES.some((figure) => found.text.includes(`{${figure}}`)) && !vat.test(found.text))
    .filter((found) => {
      const said = found.module === "pricing.index" && VAT_SAID_BY.find(([path]) => path.test(found.path));
      return !said || !vat.test(textAt.get(`${found.module} ${found.path.replace(said[0], said[1])}`) ?? "");
    })
    .map((found) => `${found.module} ${found.path}: a figure without its VAT: ${found.text}`);
}

const TRIAL: Record<Locale, RegExp> = { nl: /\{trialDays\}|\bproefperiode\b/i, en: /\{trialDays\}|\btrial\b/i, fr: /\{trialDays\}|\bessai\b/i };
/** Words that stretch a trial over every plan or everything. */
const EVERY_PLAN: Record<Locale, RegExp> = {
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

/**
 * The lint's context from one language's copy modules (`content/<language>/index.ts`): the plans'
 * titles as its pricing page names them, and the plan each case page declares.
 */
export function offerContext(locale: Locale, modules: Readonly<Record<string, unknown>>, offer = PLAN_OFFER, prices = MONTHLY_FEE): OfferContext {
  const pricing = modules["pricing.index"] as PricingCopy;
  const cases = Object.fromEntries(
    Object.entries(modules)
      .filter(([id]) => id.startsWith("cases."))
      .map(([id, copy]) => [id, (copy as CaseCopy).offer]),
  );
  return { locale, offer, prices, titles: Object.fromEntries(PLAN_IDS.map((id) => [id, pricing.plans[id].title])) as Record<PlanId, string>, cases };
}

/** What the lint finds in texts on their own, sentence by sentence: every rule but the pricing table's, the cases' plans and the offer's nesting. */
export function textSlips(texts: readonly Found[], context: OfferContext): string[] {
  return [combinationSlips, featureSlips, setUpCostSlips, trialSlips, goodsSlips, vatSlips].flatMap((rule) => rule(texts, context));
}
