import { describe, expect, it } from "vitest";
import { startConsentMode } from "./bootstrap";
import { CONSENT_STORAGE_KEY, type ConsentChoice, parseConsent, serializeConsent } from "./choice";

interface FakeWindow {
  dataLayer?: unknown[];
  localStorage: { getItem: (key: string) => string | null };
  __applyConsent?: (choice: ConsentChoice) => void;
}

/**
 * Runs the head script's startConsentMode against a fake window and document and records the scripts it appends.
 * `prerendering` makes the document one the browser prerenders; `activate()` then shows it, as
 * the browser does when the visitor follows the link, and `store()` changes the stored choice
 * in between, as another page of the site could.
 */
function runBootstrap(stored: string | null, options: { throwingStorage?: boolean; prerendering?: boolean } = {}) {
  const appended: { src: string; async: boolean }[] = [];
  const window: FakeWindow = {
    localStorage: {
      getItem: (key) => {
        if (options.throwingStorage) throw new Error("SecurityError");
        return key === CONSENT_STORAGE_KEY ? stored : null;
      },
    },
  };
  const listeners: { type: string; listener: () => void; once: boolean }[] = [];
  const document = {
    prerendering: options.prerendering,
    addEventListener: (type: string, listener: () => void, options?: { once?: boolean }) =>
      void listeners.push({ type, listener, once: options?.once === true }),
    createElement: () => ({ async: false, src: "" }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  };
  startConsentMode(window, document, "GTM-T3ST000");
  const entries = () => (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? Array.from(entry) : entry));
  const activate = () => {
    document.prerendering = false;
    for (const entry of listeners.splice(0)) if (entry.type === "prerenderingchange") entry.listener();
  };
  const store = (raw: string | null) => void (stored = raw);
  return { window, document, appended, entries, listeners, activate, store };
}

function isArguments(value: unknown): value is IArguments {
  return Object.prototype.toString.call(value) === "[object Arguments]";
}

const ALL_DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };

describe("startConsentMode", () => {
  it("sets every Consent Mode v2 default to denied and loads nothing without a stored choice", () => {
    const { entries, appended, window } = runBootstrap(null);
    expect(entries()).toEqual([["consent", "default", ALL_DENIED]]);
    expect(appended).toEqual([]);
    expect(typeof window.__applyConsent).toBe("function");
  });

  it("applies a stored acceptance and loads gtm.js once, after the defaults", () => {
    const { entries, appended, window } = runBootstrap(serializeConsent({ analytics: true, ads: false }));
    expect(entries()[0]).toEqual(["consent", "default", ALL_DENIED]);
    expect(entries()[1]).toEqual(["consent", "update", { ...ALL_DENIED, analytics_storage: "granted" }]);
    expect(entries()[2]).toMatchObject({ event: "gtm.js" });
    expect(appended).toEqual([{ async: true, src: "https://www.googletagmanager.com/gtm.js?id=GTM-T3ST000" }]);
    window.__applyConsent?.({ analytics: true, ads: true });
    expect(appended).toHaveLength(1);
  });

  it("loads nothing after a stored rejection, and loads once the visitor accepts later", () => {
    const { appended, window, entries } = runBootstrap(serializeConsent({ analytics: false, ads: false }));
    expect(entries()[1]).toEqual(["consent", "update", ALL_DENIED]);
    expect(appended).toEqual([]);
    window.__applyConsent?.({ analytics: false, ads: true });
    expect(appended).toHaveLength(1);
  });

  it("survives storage that throws", () => {
    const { appended, entries } = runBootstrap(null, { throwingStorage: true });
    expect(entries()).toHaveLength(1);
    expect(appended).toEqual([]);
  });

  it.each([
    serializeConsent({ analytics: true, ads: true }),
    serializeConsent({ analytics: false, ads: true }),
    '{"v":1,"analytics":true,"ads":false}',
    '{"v":2,"analytics":true,"ads":true}',
    '{"v":1,"analytics":"yes","ads":true}',
    '{"v":1,"analytics":true}',
    "null",
    "true",
    "{broken",
    "",
  ])("loads the tag manager for a stored choice exactly when parseConsent reads one that allows it (%j)", (raw) => {
    const parsed = parseConsent(raw);
    const { appended } = runBootstrap(raw);
    expect(appended.length).toBe(parsed && (parsed.analytics || parsed.ads) ? 1 : 0);
  });

  describe("on a prerendered page (speculation rules)", () => {
    const accepted = serializeConsent({ analytics: true, ads: true });

    it("sets the defaults but loads nothing and applies nothing until the page is shown", () => {
      const { entries, appended, activate } = runBootstrap(accepted, { prerendering: true });
      expect(entries()).toEqual([["consent", "default", ALL_DENIED]]);
      expect(appended).toEqual([]);
      activate();
      expect(entries()[1]).toEqual([
        "consent",
        "update",
        { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
      ]);
      expect(appended).toEqual([{ async: true, src: "https://www.googletagmanager.com/gtm.js?id=GTM-T3ST000" }]);
    });

    it("sends nothing at all when it is never shown", () => {
      const { entries, appended, listeners } = runBootstrap(accepted, { prerendering: true });
      expect(entries()).toHaveLength(1);
      expect(appended).toEqual([]);
      expect(listeners.map(({ type, once }) => ({ type, once }))).toEqual([{ type: "prerenderingchange", once: true }]);
    });

    it("applies the choice stored when it is shown, not the one when it was prerendered", () => {
      const { appended, activate, store, entries } = runBootstrap(accepted, { prerendering: true });
      store(serializeConsent({ analytics: false, ads: false }));
      activate();
      expect(entries()[1]).toEqual(["consent", "update", ALL_DENIED]);
      expect(appended).toEqual([]);
    });
  });
});
