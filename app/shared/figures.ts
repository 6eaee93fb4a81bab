import type { FigurePlaceholder } from "../../content/placeholders";
import {
  COMMISSION_RATE,
  CONTRACT,
  FIGURES,
  MONTHLY_FEE,
  ONBOARDING_HOURS,
  PAYMENT_FEES,
  PAYMENT_PROVIDERS,
  type PaymentMethod,
  POS_DEVICE_PRICE,
  QR_STICKER_PRICE,
  SMS_PRICE,
  SUPPORT_HOURS,
  TRIAL_DAYS,
} from "../../content/pricing-constants";
import type { Locale } from "./locales";
import { formatCurrencyEuro, formatPercentage } from "./number-format";

/** Euro amounts per locale: nl-NL "€ 39", en "€39"; cents only when there are any. */
export function formatEuro(locale: Locale, amount: number): string {
  const digits = Math.round(amount * 100) % 100 !== 0 ? 2 : 0;
  return formatCurrencyEuro(locale, amount, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A payment method's fee as a merchant reads it: "€ 0,25", or "1,6% + € 0,25". */
function formatPaymentFee(locale: Locale, method: PaymentMethod): string {
  const { fixed, rate } = PAYMENT_FEES[method];
  const amount = formatCurrencyEuro(locale, fixed, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return rate === 0 ? amount : `${formatPercentage(locale, rate)} + ${amount}`;
}

/** A whole hour of the day as each language writes it: nl "10.00", en "10:00", fr-BE "10 h" (no-break space). */
const HOUR_FORMAT: Record<Locale, (hour: number) => string> = {
  nl: (hour) => `${String(hour).padStart(2, "0")}.00`,
  en: (hour) => `${String(hour).padStart(2, "0")}:00`,
  fr: (hour) => `${hour}\u00a0h`,
};

function formatHour(locale: Locale, hour: number): string {
  return HOUR_FORMAT[locale](hour);
}

/** Every {placeholder} the copy may use, formatted for one locale. */
export function figureValues(locale: Locale): Record<FigurePlaceholder, string> {
  return {
    zero: formatEuro(locale, 0),
    free: formatEuro(locale, MONTHLY_FEE.free ?? 0),
    starter: formatEuro(locale, MONTHLY_FEE.starter ?? 0),
    professional: formatEuro(locale, MONTHLY_FEE.professional ?? 0),
    commission: formatPercentage(locale, COMMISSION_RATE.free),
    trialDays: String(TRIAL_DAYS),
    // The day the first monthly fee is due, so the trial's terms need no typed number.
    firstPaidDay: String(TRIAL_DAYS + 1),
    onboardingHours: String(ONBOARDING_HOURS),
    refundRate: formatPercentage(locale, FIGURES.refundRate),
    costSavings: formatPercentage(locale, FIGURES.costSavings),
    moreRevenue: formatPercentage(locale, FIGURES.moreRevenue),
    moreOrders: formatPercentage(locale, FIGURES.moreOrders),
    productivity: formatPercentage(locale, FIGURES.productivity),
    caseSavings: formatEuro(locale, FIGURES.caseSavingsPerMonth),
    idealFee: formatPaymentFee(locale, "ideal"),
    bancontactFee: formatPaymentFee(locale, "bancontact"),
    cardFee: formatPaymentFee(locale, "cards"),
    walletFee: formatPaymentFee(locale, "wallets"),
    idealProvider: PAYMENT_PROVIDERS[PAYMENT_FEES.ideal.provider],
    cardProvider: PAYMENT_PROVIDERS[PAYMENT_FEES.cards.provider],
    posBuy: formatEuro(locale, POS_DEVICE_PRICE.buy),
    posRent: formatEuro(locale, POS_DEVICE_PRICE.rentPerMonth),
    qrSticker: formatCurrencyEuro(locale, QR_STICKER_PRICE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    smsPrice: formatCurrencyEuro(locale, SMS_PRICE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    noticeMonths: String(CONTRACT.noticeMonths),
    supportOpens: formatHour(locale, SUPPORT_HOURS.opens),
    supportCloses: formatHour(locale, SUPPORT_HOURS.closes),
  };
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * Fills placeholders in every string of a copy module; keys the copy does not know stay as they are.
 * A page adds figures of its own with `extra` (the pricing page: pricing/pricing-figures.ts).
 */
export function fillCopy<T>(copy: T, locale: Locale, extra: Record<string, string> = {}): T {
  const values = { ...figureValues(locale), ...extra };
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return fill(value, values);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(copy) as T;
}
