import { describe, expect, it } from "vitest";
import { consentBootstrapScript } from "../consent/bootstrap";
import { track } from "./track";

describe("track", () => {
  it("creates the data layer when nothing has yet", () => {
    const target: { dataLayer?: unknown[] } = {};
    track("onboarding_start", target);
    expect(target.dataLayer).toEqual([{ event: "onboarding_start" }]);
  });

  it("pushes into the layer the consent script made, after its defaults, whatever the consent", () => {
    const target: { dataLayer?: unknown[]; localStorage: { getItem: () => null } } = { localStorage: { getItem: () => null } };
    new Function("window", "document", consentBootstrapScript("GTM-T3ST000"))(target, {});
    const layer = target.dataLayer;
    track("onboarding_start", target);
    expect(target.dataLayer).toBe(layer);
    expect(target.dataLayer).toHaveLength(2);
    expect(target.dataLayer?.[1]).toEqual({ event: "onboarding_start" });
  });
});
