import { describe, expect, it } from "vitest";
import { readTypeCheck } from "./type-check-setting";

describe("TYPE_CHECK for npm run dev", () => {
  it("is on when unset, empty or on, and off only when off", () => {
    expect(readTypeCheck({})).toBe(true);
    expect(readTypeCheck({ TYPE_CHECK: "" })).toBe(true);
    expect(readTypeCheck({ TYPE_CHECK: "on" })).toBe(true);
    expect(readTypeCheck({ TYPE_CHECK: "off" })).toBe(false);
  });

  it("refuses anything else with a sentence naming the variable and the values it takes", () => {
    expect(() => readTypeCheck({ TYPE_CHECK: "false" })).toThrow('Invalid configuration: TYPE_CHECK must be "on" or "off" (on when unset), not "false"');
  });
});
