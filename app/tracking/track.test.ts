import { describe, expect, it } from "vitest";
import { PAGES } from "../route-table";
import { track, tracksOnboarding } from "./track";

describe("track", () => {
  it("creates the data layer when the tag manager has not", () => {
    const target: { dataLayer?: unknown[] } = {};
    track("onboarding_start", target);
    expect(target.dataLayer).toEqual([{ event: "onboarding_start" }]);
  });

  it("appends to an existing data layer, keeping what the tag manager put there", () => {
    const target = { dataLayer: [{ "gtm.start": 1 }] as unknown[] };
    track("onboarding_start", target);
    track("onboarding_start", target);
    expect(target.dataLayer).toEqual([{ "gtm.start": 1 }, { event: "onboarding_start" }, { event: "onboarding_start" }]);
  });
});

describe("tracksOnboarding", () => {
  it("is off on the QR page only (spec §7)", () => {
    const off = PAGES.filter((page) => !tracksOnboarding(page.path)).map((page) => page.path);
    expect(off).toEqual(["/producten/qr"]);
    expect(tracksOnboarding("/producten/qr/")).toBe(false);
    expect(tracksOnboarding("/onbekend")).toBe(true);
  });
});
