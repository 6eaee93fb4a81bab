import { describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY, parseConsent, readStoredConsent, serializeConsent, storeConsent } from "./choice";

describe("consent storage", () => {
  it("round-trips a choice", () => {
    for (const choice of [
      { analytics: true, ads: true },
      { analytics: true, ads: false },
      { analytics: false, ads: true },
      { analytics: false, ads: false },
    ]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
  });

  it.each([
    null,
    "",
    "{",
    "null",
    "[]",
    '"yes"',
    '{"v":2,"analytics":true,"ads":true}',
    '{"analytics":true,"ads":true}',
    '{"v":1,"analytics":1,"ads":0}',
    '{"v":1,"ads":false}',
  ])("treats %j as no choice", (raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it("ignores unknown fields", () => {
    expect(parseConsent('{"v":1,"analytics":false,"ads":true,"extra":"x"}')).toEqual({ analytics: false, ads: true });
  });

  it("reads and writes under one key, and shrugs off storage that throws", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    storeConsent({ analytics: false, ads: false }, storage);
    expect([...store.keys()]).toEqual([CONSENT_STORAGE_KEY]);
    expect(readStoredConsent(storage)).toEqual({ analytics: false, ads: false });

    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readStoredConsent(broken)).toBeNull();
    expect(() => storeConsent({ analytics: true, ads: true }, broken)).not.toThrow();
  });
});
