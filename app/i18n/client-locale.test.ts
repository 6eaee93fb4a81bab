import { describe, expect, it } from "vitest";
import { chooseLocale } from "./client-locale";

describe("chooseLocale", () => {
  it.each(["de", "", "EN", null])("refuses %s before touching storage", (code) => {
    expect(() => chooseLocale(code)).toThrow(/is not supported/);
  });
});
