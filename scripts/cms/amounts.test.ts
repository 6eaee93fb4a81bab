import { describe, expect, it } from "vitest";
import { centsOf, eurosOf, wholeNumberOf } from "./amounts";

/** The most in the tests below, in cents: 9999,99 euros. */
const MAX = 999_999;

describe("a price as an editor types it", () => {
  it.each([
    ["24,50", 2450],
    ["24.50", 2450],
    ["€ 8", 800],
    ["€8,5", 850],
    [" 0,05 ", 5],
    ["0", 0],
    ["1124,80", 112480],
    ["9999,99", 999_999],
  ])("takes %s as %i cents", (typed, cents) => {
    expect(centsOf(typed, MAX)).toEqual({ value: cents });
  });

  it.each([
    ["", "Write the price in euros, such as 24,50."],
    ["-1", "A price cannot be below zero."],
    ["- 2,50", "A price cannot be below zero."],
    ["abc", '"abc" is not a price: write euros, such as 24,50 or 8.'],
    ["24,50 euro", '"24,50 euro" is not a price: write euros, such as 24,50 or 8.'],
    ["1.124,80", '"1.124,80" is not a price: write euros, such as 24,50 or 8.'],
    ["24,505", "A price has at most two decimals (the cents), such as 24,50."],
    ["10000", "A price in this picture is at most 9999,99 euros: the picture has no room for more."],
    ["10000,00", "A price in this picture is at most 9999,99 euros: the picture has no room for more."],
    // Past 2^53 cents a number can no longer hold every cent: it would be rounded, silently.
    ["99999999999999999999", "A price in this picture is at most 9999,99 euros: the picture has no room for more."],
  ])("refuses %j, saying why", (typed, problem) => {
    expect(centsOf(typed, MAX)).toEqual({ problem });
  });

  it("takes a field's own most, and nothing above it", () => {
    expect(centsOf("999,99", 99_999)).toEqual({ value: 99_999 });
    expect(centsOf("1000", 99_999)).toEqual({ problem: "A price in this picture is at most 999,99 euros: the picture has no room for more." });
  });

  it("shows the file's cents as euros, and reads them back as the same cents", () => {
    for (const cents of [0, 5, 50, 800, 2450, 112480]) expect(centsOf(eurosOf(cents), MAX)).toEqual({ value: cents });
    expect(eurosOf(2450)).toBe("24,50");
    expect(eurosOf(5)).toBe("0,05");
  });
});

describe("a whole number within its limits", () => {
  it("takes a number from its least to its most, and nothing else", () => {
    expect(wholeNumberOf("1", 1, 9)).toEqual({ value: 1 });
    expect(wholeNumberOf(" 9 ", 1, 9)).toEqual({ value: 9 });
    for (const typed of ["0", "10", "1,5", "two", "", "-1"]) expect(wholeNumberOf(typed, 1, 9)).toEqual({ problem: "Write a whole number from 1 to 9." });
  });
});
