import type { StoredFigures } from "./figures";
import stored from "./figures.json" with { type: "json" };

/**
 * The business's numbers (prices, commission, trial, claims), in one place. Copy never repeats
 * these numbers: it says "{starter}" or "{commission}", and the pages are rendered with them filled
 * in per locale (app/shared/figures.ts), so a price change is one edit. The figures an
 * editor changes are in figures.json, written by the editor (npm run dev, /admin; decision 079):
 * its shape is type-checked here, its values by the editor's rules where the pages are rendered
 * (app/render/render-page.tsx), so the browser's script reads the figures without carrying
 * the rules. What stays code is the offer's structure and the engineering limits.
 */
const figures: StoredFigures = stored;

/** A percentage as the editor types it (7) as the share the code counts with (0.07): the one place the two meet. */
const share = (percent: number): number => percent / 100;

export const PLAN_IDS = ["free", "starter", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Monthly fee in euro, excluding VAT; null means "custom", agreed with sales. */
export const MONTHLY_FEE: Record<PlanId, number | null> = {
  free: 0,
  starter: figures.plans.starter,
  professional: figures.plans.professional,
  enterprise: null,
};

/** Commission on successful orders; only the free plan has one. */
export const COMMISSION_RATE: Record<PlanId, number> = { free: share(figures.plans.commission), starter: 0, professional: 0, enterprise: 0 };

/** Plans that show a trial button; Enterprise is contact-only. */
export const TRIAL_PLANS: readonly PlanId[] = ["starter", "professional"];

export const TRIAL_DAYS = figures.start.trialDays;
export const ONBOARDING_HOURS = figures.start.onboardingHours;

/** Monthly revenues (euro) of the pricing calculator's example table, shown before its live input works. */
export const CALCULATOR_EXAMPLE_REVENUES: readonly number[] = Object.values(figures.calculatorExamples);

/**
 * The most monthly online revenue (euro) the calculator counts with, and says so above it: far
 * more than any one restaurant takes online, and far below where floating point loses cents.
 */
export const CALCULATOR_MAX_REVENUE = 1_000_000;

/** Horizontal scroll after which the pricing table's swipe hint goes away for good. */
export const SWIPE_HINT_THRESHOLD_PX = 150;

/** The figures the copy claims, as fractions or amounts; the copy quotes them through placeholders. */
export const FIGURES = {
  refundRate: share(figures.claims.refundRate),
  costSavings: share(figures.claims.costSavings),
  moreRevenue: share(figures.claims.moreRevenue),
  moreOrders: share(figures.claims.moreOrders),
  productivity: share(figures.claims.productivity),
  caseSavingsPerMonth: figures.claims.caseSavingsPerMonth,
};

/**
 * The figures the claims state as maxima ("up to 30% more revenue"): the copy always puts "tot" or
 * "up to" right before their placeholders, and before no other figure (copy-lint.test.ts).
 */
export const MAXIMUM_FIGURES = ["costSavings", "moreRevenue", "moreOrders"] as const satisfies readonly (keyof typeof FIGURES)[];

/*
 * The offer: what each plan includes, set once (docs/offer.md, decision 055). The copy lint
 * (content/offer-lint.ts) checks every page, case and call to action against it.
 */

/** The products a plan can carry; Manager comes with every plan, the POS device is bought or rented on top. */
export const PLAN_PRODUCTS = ["webshop", "page", "qr"] as const;
export type PlanProduct = (typeof PLAN_PRODUCTS)[number];

/**
 * What one plan includes. The plans nest (decision 077): in PLAN_IDS order each includes every
 * product and feature of the one before it, so moving up never takes something away.
 */
export interface PlanOffer {
  /** The products the plan includes, all of them together; there is no choice to make. */
  products: readonly PlanProduct[];
  /** The business's own name, logo, colours and photos on its webshop, website and QR menu. */
  ownBranding: boolean;
  /** Users besides the owner in Manager (null: unlimited). */
  extraUsers: number | null;
  /** Advanced reports (null: unlimited). */
  advancedReports: number | null;
  accountManager: boolean;
  socialMediaPromotions: boolean;
  /** One-off costs to start, in euro (QR stickers and a bought POS device are goods, not start-up costs). */
  startUpCosts: number;
  /** A free trial of TRIAL_DAYS before the first monthly fee; a plan without a monthly fee has nothing to try out. */
  trial: boolean;
}

export const PLAN_OFFER: Record<PlanId, PlanOffer> = {
  free: {
    products: ["webshop"],
    ownBranding: true,
    extraUsers: 0,
    advancedReports: 0,
    accountManager: false,
    socialMediaPromotions: false,
    startUpCosts: 0,
    trial: false,
  },
  starter: {
    products: ["webshop", "qr"],
    ownBranding: true,
    extraUsers: 0,
    advancedReports: 3,
    accountManager: false,
    socialMediaPromotions: false,
    startUpCosts: 0,
    trial: true,
  },
  professional: {
    products: ["webshop", "qr", "page"],
    ownBranding: true,
    extraUsers: 2,
    advancedReports: null,
    accountManager: false,
    socialMediaPromotions: false,
    startUpCosts: 0,
    trial: true,
  },
  enterprise: {
    products: ["webshop", "qr", "page"],
    ownBranding: true,
    extraUsers: null,
    advancedReports: null,
    accountManager: true,
    socialMediaPromotions: true,
    startUpCosts: 0,
    trial: false,
  },
};

/** The payment methods guests pay with, each through one of the two payment providers. */
export const PAYMENT_METHODS = ["ideal", "bancontact", "cards", "wallets"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The two payment providers; their names are the invented wordmarks of content/partners.ts. */
export const PAYMENT_PROVIDERS = { betaalbrug: "Betaalbrug", pinvast: "Pinvast" } as const;

/**
 * What one successful payment costs the merchant, in every plan and on top of it: a fixed amount
 * in euro plus a share of the amount paid. Payment services carry no VAT.
 */
export const PAYMENT_FEES: Record<PaymentMethod, { provider: keyof typeof PAYMENT_PROVIDERS; fixed: number; rate: number }> = {
  ideal: { provider: "betaalbrug", fixed: figures.payments.idealFixed, rate: share(figures.payments.idealRate) },
  bancontact: { provider: "betaalbrug", fixed: figures.payments.bancontactFixed, rate: share(figures.payments.bancontactRate) },
  cards: { provider: "pinvast", fixed: figures.payments.cardsFixed, rate: share(figures.payments.cardsRate) },
  wallets: { provider: "pinvast", fixed: figures.payments.walletsFixed, rate: share(figures.payments.walletsRate) },
};

/**
 * The mix the calculator counts payment costs with, stated beside its result: an average order
 * and the share of orders paid by each method, as a Dutch and Belgian takeaway sees them.
 */
export const PAYMENT_MIX = {
  averageOrder: figures.paymentMix.averageOrder,
  shares: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, share(figures.paymentMix[method])])) as Record<PaymentMethod, number>,
} as const;

/** The POS device, in euro excl. VAT: bought outright, or rented per month (cancel monthly, like a plan). */
export const POS_DEVICE_PRICE = { buy: figures.goods.posBuy, rentPerMonth: figures.goods.posRent } as const;

/** One weatherproof QR sticker, at cost price, in euro excl. VAT. */
export const QR_STICKER_PRICE = figures.goods.qrSticker;

/** One text message announcing an order, for a merchant who switches them on, in euro excl. VAT. */
export const SMS_PRICE = figures.goods.sms;

/** Every plan runs per month; notice is given by this many months. */
export const CONTRACT = { termMonths: 1, noticeMonths: 1 } as const;

/** Customer service by WhatsApp and phone, every day, in whole hours (Dutch time); e-mail is answered within that time too. */
export const SUPPORT_HOURS = { opens: figures.support.opens, closes: figures.support.closes } as const;
