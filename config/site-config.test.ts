import { describe, expect, it } from "vitest";
import { ConfigError, readSiteConfig, SITE_CONFIG_FIELDS } from "./site-config";

describe("readSiteConfig", () => {
  it("gives working defaults with an empty environment", () => {
    const config = readSiteConfig({});
    expect(config.brandName).toBe("Bestelwijs");
    expect(config.city).toBe("Eindhoven");
    expect(config.publicBaseUrl).toBe("http://localhost:3000");
    expect(config.tagManagerId).toBe("");
    expect(config.kvkNumber).toMatch(/^\d{8}$/);
  });

  it("takes every value from its environment variable", () => {
    const config = readSiteConfig({ CONTACT_EMAIL: "sales@example.org", PUBLIC_BASE_URL: "https://www.example.nl/", TAG_MANAGER_ID: "GTM-AB12CD" });
    expect(config.email).toBe("sales@example.org");
    expect(config.publicBaseUrl).toBe("https://www.example.nl");
    expect(config.tagManagerId).toBe("GTM-AB12CD");
  });

  it.each([
    ["PUBLIC_BASE_URL", "not a url"],
    ["URL_DEMO_FORM", "javascript:alert(1)"],
    ["CONTACT_EMAIL", "nobody"],
    ["CONTACT_PHONE", "call us"],
    ["TAG_MANAGER_ID", "UA-1234"],
    ["SITE_BRAND_NAME", "   "],
    ["COMPANY_KVK_NUMBER", "1234"],
    ["COMPANY_VAT_NUMBER", "123456789"],
  ])("refuses a bad %s and names the variable", (variable, value) => {
    expect(() => readSiteConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => readSiteConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it("stops a production build without a public address, naming the variable; a laptop build keeps its default", () => {
    expect(() => readSiteConfig({ NODE_ENV: "production" })).toThrow(/^Invalid configuration: PUBLIC_BASE_URL must be set when NODE_ENV=production/);
    expect(readSiteConfig({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://www.example.nl" }).publicBaseUrl).toBe("https://www.example.nl");
    expect(readSiteConfig({ NODE_ENV: "development" }).publicBaseUrl).toBe("http://localhost:3000");
  });

  it("has a distinct environment variable for every field", () => {
    const names = Object.values(SITE_CONFIG_FIELDS).map((field) => field.env);
    expect(new Set(names).size).toBe(names.length);
  });
});
