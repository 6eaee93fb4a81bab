import { describe, expect, it } from "vitest";
import { type ConsentChoice, CONSENT_STORAGE_KEY, parseConsent, serializeConsent } from "./choice";
import { consentBootstrapScript } from "./bootstrap";

interface FakeWindow {
  dataLayer?: unknown[];
  localStorage: { getItem: (key: string) => string | null };
  __applyConsent?: (choice: ConsentChoice) => void;
}

/** Runs the head script against a fake window and records the scripts it appends. */
function runBootstrap(stored: string | null, options: { throwingStorage?: boolean } = {}) {
  const appended: { src: string; async: boolean }[] = [];
  const window: FakeWindow = {
    localStorage: {
      getItem: (key) => {
        if (options.throwingStorage) throw new Error("SecurityError");
        return key === CONSENT_STORAGE_KEY ? stored : null;
      },
    },
  };
  const document = {
    createElement: () => ({ async: false, src: "" }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  };
  new Function("window", "document", consentBootstrapScript("GTM-T3ST000"))(window, document);
  const entries = (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? Array.from(entry) : entry));
  return { window, appended, entries };
}

function isArguments(value: unknown): value is IArguments {
  return Object.prototype.toString.call(value) === "[object Arguments]";
}

const ALL_DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };

describe("consentBootstrapScript", () => {
  it("sets every Consent Mode v2 default to denied and loads nothing without a stored choice", () => {
    const { entries, appended, window } = runBootstrap(null);
    expect(entries).toEqual([["consent", "default", ALL_DENIED]]);
    expect(appended).toEqual([]);
    expect(typeof window.__applyConsent).toBe("function");
  });

  it("applies a stored acceptance and loads gtm.js once, after the defaults", () => {
    const { entries, appended, window } = runBootstrap(serializeConsent({ analytics: true, ads: false }));
    expect(entries[0]).toEqual(["consent", "default", ALL_DENIED]);
    expect(entries[1]).toEqual(["consent", "update", { ...ALL_DENIED, analytics_storage: "granted" }]);
    expect(entries[2]).toMatchObject({ event: "gtm.js" });
    expect(appended).toEqual([{ async: true, src: "https://www.googletagmanager.com/gtm.js?id=GTM-T3ST000" }]);
    window.__applyConsent?.({ analytics: true, ads: true });
    expect(appended).toHaveLength(1);
  });

  it("loads nothing after a stored rejection, and loads once the visitor accepts later", () => {
    const { appended, window, entries } = runBootstrap(serializeConsent({ analytics: false, ads: false }));
    expect(entries[1]).toEqual(["consent", "update", ALL_DENIED]);
    expect(appended).toEqual([]);
    window.__applyConsent?.({ analytics: false, ads: true });
    expect(appended).toHaveLength(1);
  });

  it("survives storage that throws", () => {
    const { appended, entries } = runBootstrap(null, { throwingStorage: true });
    expect(entries).toHaveLength(1);
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
  ])("agrees with parseConsent on %j", (raw) => {
    const parsed = parseConsent(raw);
    const { appended } = runBootstrap(raw);
    expect(appended.length).toBe(parsed && (parsed.analytics || parsed.ads) ? 1 : 0);
  });
});
