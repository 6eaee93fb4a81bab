import { describe, expect, it } from "vitest";
import { startConsentMode } from "../consent/bootstrap";
import { installClickTracking, track } from "./track";

describe("track", () => {
  it("creates the data layer when nothing has yet", () => {
    const target: { dataLayer?: unknown[] } = {};
    track("onboarding_start", target);
    expect(target.dataLayer).toEqual([{ event: "onboarding_start" }]);
  });

  it("pushes into the layer the consent script made, after its defaults, whatever the consent", () => {
    const target: { dataLayer?: unknown[]; localStorage: { getItem: () => null } } = { localStorage: { getItem: () => null } };
    const document = { addEventListener: () => undefined, createElement: () => ({ async: false, src: "" }), head: { appendChild: () => undefined } };
    startConsentMode(target, document, "GTM-T3ST000");
    const layer = target.dataLayer;
    track("onboarding_start", target);
    expect(target.dataLayer).toBe(layer);
    expect(target.dataLayer).toHaveLength(2);
    expect(target.dataLayer?.[1]).toEqual({ event: "onboarding_start" });
  });
});

describe("installClickTracking", () => {
  /** A root that records its click listeners, and a document that is prerendered until activate(). */
  function setup(prerendering: boolean) {
    const clickListeners = new Set<EventListener>();
    const root = {
      addEventListener: (_type: string, listener: EventListener) => void clickListeners.add(listener),
      removeEventListener: (_type: string, listener: EventListener) => void clickListeners.delete(listener),
    } as unknown as Document;
    let onActivation: (() => void) | undefined;
    const activation = { prerendering, addEventListener: (_type: "prerenderingchange", listener: () => void) => void (onActivation = listener) };
    const activate = () => {
      activation.prerendering = false;
      onActivation?.();
    };
    return { root, clickListeners, activation, activate };
  }

  it("listens at once on a page the visitor sees", () => {
    const { root, clickListeners, activation } = setup(false);
    const remove = installClickTracking(root, {}, activation);
    expect(clickListeners.size).toBe(1);
    remove();
    expect(clickListeners.size).toBe(0);
  });

  it("tracks nothing on a prerendered page until it is shown", () => {
    const { root, clickListeners, activation, activate } = setup(true);
    installClickTracking(root, {}, activation);
    expect(clickListeners.size).toBe(0);
    activate();
    expect(clickListeners.size).toBe(1);
  });

  it("stays removed if removed before the page was shown", () => {
    const { root, clickListeners, activation, activate } = setup(true);
    installClickTracking(root, {}, activation)();
    activate();
    expect(clickListeners.size).toBe(0);
  });
});
