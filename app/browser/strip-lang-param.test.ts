import { describe, expect, it } from "vitest";
import { type StripWindow, stripLangParam } from "./strip-lang-param";

function fakeWindow(href: string) {
  const replaced: string[] = [];
  const state = { scroll: 1 };
  const w = {
    location: { href },
    history: {
      state,
      replaceState: (given: unknown, _title: string, address: string) => {
        expect(given).toBe(state); // the entry's state is kept
        replaced.push(address);
      },
    },
  };
  stripLangParam(w as unknown as StripWindow);
  return replaced;
}

describe("stripLangParam", () => {
  it.each([
    ["https://www.bestelwijs.nl/info/faq?lang=en&utm_source=test#top", "/info/faq?utm_source=test#top"],
    ["https://www.bestelwijs.nl/prijzen?lang=fr", "/prijzen"],
    ["https://www.bestelwijs.nl/?lang=", "/"],
    ["https://www.bestelwijs.nl/?lang=nl&lang=en", "/"],
  ])("takes lang out of %s, and only lang", (href, address) => {
    expect(fakeWindow(href)).toEqual([address]);
  });

  it("leaves an address without lang alone", () => {
    expect(fakeWindow("https://www.bestelwijs.nl/prijzen?language=nl#lang=nl")).toEqual([]);
  });
});
