import type { TextField } from "./schema/fields";

/**
 * The {placeholders} copy may write instead of a figure, with what each stands for, in words an
 * editor reads beside a field (scripts/cms/). The values are set once in pricing-constants.ts and
 * formatted per language by app/shared/figures.ts, whose table must name exactly these.
 */
export const FIGURE_PLACEHOLDERS = {
  zero: "€ 0",
  free: "the Gratis plan's price per month",
  starter: "the Starter plan's price per month",
  professional: "the Professional plan's price per month",
  commission: "the commission of the Gratis plan (a percentage)",
  trialDays: "the number of days of the free trial",
  firstPaidDay: "the first day after the trial, when the monthly price starts",
  onboardingHours: "within how many hours a new restaurant is online",
  refundRate: "the share of orders refunded, across the platform",
  costSavings: "the most a restaurant saved on costs (always after 'tot' / 'up to' / 'jusqu’à')",
  moreRevenue: "the most revenue grew (always after 'tot' / 'up to' / 'jusqu’à')",
  moreOrders: "the most orders grew (always after 'tot' / 'up to' / 'jusqu’à')",
  productivity: "how much more productive a team became",
  caseSavings: "what the one case with savings saves per month",
  idealFee: "the cost of one iDEAL payment",
  bancontactFee: "the cost of one Bancontact payment",
  cardFee: "the cost of one card payment",
  walletFee: "the cost of one Apple Pay or Google Pay payment",
  idealProvider: "who handles iDEAL payments",
  cardProvider: "who handles card payments",
  posBuy: "the price of the POS device, bought",
  posRent: "the rent of the POS device per month",
  qrSticker: "the price of one QR sticker",
  smsPrice: "the price of one SMS",
  noticeMonths: "the notice period in months",
  supportOpens: "the hour customer service opens",
  supportCloses: "the hour customer service closes",
} as const;

export type FigurePlaceholder = keyof typeof FIGURE_PLACEHOLDERS;

/**
 * Every placeholder one field's texts may name, with what it stands for: the figures, and the
 * field's own (a version, a date), which the page fills in and no other field knows; only its own
 * where the figures are not filled in (a picture's words).
 */
export const placeholdersOf = (field: TextField): Readonly<Record<string, string>> =>
  field.figures === false ? { ...field.placeholders } : { ...FIGURE_PLACEHOLDERS, ...field.placeholders };
