/*
 * The figures a picture shows, as an editor types them and as the file keeps them: a price in
 * euros ("24,50", "24.50", "€ 8") kept as whole cents, as the drawings read it, and a whole number
 * within its field's limits. Each answers a problem in a sentence instead, shown under the field.
 */

/** An amount or a refusal, in words an editor reads under the field. */
export type Typed = { readonly value: number } | { readonly problem: string };

/** Cents as an editor reads euros in Dutch: 2450 → "24,50", 800 → "8,00". */
export const eurosOf = (cents: number): string => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

/** Euros as typed, with a comma or a point before the cents and an optional €, as whole cents up to `max`. */
export function centsOf(typed: string, max: number): Typed {
  const written = typed.replace(/^\s*€\s*/, "").trim();
  if (written === "") return { problem: "Write the price in euros, such as 24,50." };
  if (/^-\s*\d/.test(written)) return { problem: "A price cannot be below zero." };
  const amount = /^(\d+)(?:[.,](\d+))?$/.exec(written);
  if (!amount) return { problem: `"${typed}" is not a price: write euros, such as 24,50 or 8.` };
  const [, euros = "", decimals = ""] = amount;
  if (decimals.length > 2) return { problem: "A price has at most two decimals (the cents), such as 24,50." };
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, "0"));
  // A price of twenty figures is rounded here already; it is refused, never kept as another number.
  if (cents > max) return { problem: `A price in this picture is at most ${eurosOf(max)} euros: the picture has no room for more.` };
  return { value: cents };
}

/** A whole number from `min` to `max`, as typed. */
export function wholeNumberOf(typed: string, min: number, max: number): Typed {
  const written = typed.trim();
  const number = /^-?\d+$/.test(written) ? Number(written) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? { value: number } : { problem: `Write a whole number from ${min} to ${max}.` };
}
