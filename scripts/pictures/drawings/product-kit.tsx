/**
 * What the product pages' pictures share: the brand colours of app/app.css, locale formatting
 * with Intl, and a few satori-safe building blocks (every box is a flex box; satori needs that
 * as soon as a box has more than one child).
 */
import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "../../../shared/locale";

/** The Tailwind theme's colours (app/app.css), so the pictures look like the site around them. */
export const C = {
  brand50: "#fff3f0",
  brand100: "#ffe1da",
  brand500: "#e5533b",
  brand600: "#c73a22",
  brand700: "#a52e1a",
  ink50: "#f3f5f9",
  ink100: "#e3e8f1",
  ink300: "#a9b4c8",
  ink500: "#5b6a86",
  ink700: "#34425e",
  ink900: "#14213d",
  ink950: "#0c1529",
  cream50: "#fffbf5",
  cream100: "#fdf4e6",
  cream200: "#f8e7cc",
  fresh50: "#e8f5ee",
  fresh600: "#1d7a48",
  white: "#ffffff",
} as const;

/** Intl tags: Dutch as in the Netherlands; English with the 24-hour clock and euro of the same market. */
const TAG: Record<Locale, string> = { nl: "nl-NL", en: "en-GB", fr: "fr-BE" };

/** € 8,50 in Dutch, €8.50 in English (with a no-break space where Intl puts one). */
export function money(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(TAG[locale], { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** Whole euros for chart totals: € 5.665 / €5,665. */
export function wholeEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(TAG[locale], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(Math.round(cents / 100));
}

/** "18:30" in content → the locale's clock time (both markets write 18:30; Intl decides). */
export function clock(hhmm: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(TAG[locale], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(
    Date.UTC(2026, 0, 5, hours, minutes),
  );
}

/** Monday to Sunday, short, in the locale's words (ma, di … / Mon, Tue …). */
export function weekdays(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(TAG[locale], { weekday: "short", timeZone: "UTC" });
  // 5 January 2026 is a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 0, 5 + day)).replace(/\.$/, ""));
}

/** A flex box; satori requires display: flex on any box with several children. */
export function Box({ style, children }: { style?: CSSProperties; children?: ReactNode }) {
  return <div style={{ display: "flex", boxSizing: "border-box", ...style }}>{children}</div>;
}

/** One line of text that never wraps (satori wraps by default). */
export function Text({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return <div style={{ display: "flex", whiteSpace: "nowrap", ...style }}>{children}</div>;
}

/** A round check mark in a circle, for "connected", "in stock", the chosen option. */
export function Check({ size = 18, color = C.fresh600 }: { size?: number; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="12" fill={color} />
      <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A switch as the portal draws it: on is green with the knob right. */
export function Toggle({ on, width = 38 }: { on: boolean; width?: number }) {
  const height = Math.round(width * 0.58);
  const knob = height - 6;
  return (
    <div
      style={{
        display: "flex",
        width,
        height,
        borderRadius: height,
        background: on ? C.fresh600 : C.ink300,
        padding: 3,
        justifyContent: on ? "flex-end" : "flex-start",
      }}
    >
      <div style={{ width: knob, height: knob, borderRadius: knob, background: C.white }} />
    </div>
  );
}

/** Radio dot: filled ring when chosen. */
export function Radio({ on, size = 18 }: { on: boolean; size?: number }) {
  return (
    <div
      style={{
        display: "flex",
        width: size,
        height: size,
        borderRadius: size,
        border: `2px solid ${on ? C.brand600 : C.ink300}`,
        alignItems: "center",
        justifyContent: "center",
      }}
    >
      {on ? <div style={{ width: size - 10, height: size - 10, borderRadius: size, background: C.brand600 }} /> : null}
    </div>
  );
}

/** The text of a quantity and name: "2× Nigiri zalm". */
export function times(quantity: number | undefined): string {
  return `${quantity ?? 1}×`;
}

/** Sum of a list's prices times quantities, in cents. */
export function totalCents(items: ReadonlyArray<{ priceCents: number; quantity?: number }>): number {
  return items.reduce((sum, item) => sum + item.priceCents * (item.quantity ?? 1), 0);
}

export const FONT: CSSProperties = { fontFamily: "Inter", color: C.ink900 };
