import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import { organizationLd, websiteLd } from "./organization";

const site = readSiteConfig({ PUBLIC_BASE_URL: "https://www.example.test", URL_TIKTOK: "https://tiktok.example/@other" });

describe("organizationLd", () => {
  const organization = organizationLd(site) as Record<string, any>;

  it("names the brand and the legal entity", () => {
    expect(organization).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: site.brandName, legalName: site.companyName });
  });

  it("gives the postal address from the site config", () => {
    expect(organization.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: site.street,
      postalCode: site.postalCode,
      addressLocality: site.city,
      addressCountry: site.countryCode,
    });
  });

  it("has a contact point for the Netherlands and Belgium, in Dutch and English", () => {
    expect(organization.contactPoint).toMatchObject({ telephone: site.phone, email: site.email, areaServed: ["NL", "BE"], availableLanguage: ["nl"] });
    expect(organization.contactPoint.contactType).toBeTruthy();
  });

  it("points to an absolute logo on the site and to every social profile", () => {
    expect(organization.logo).toBe("https://www.example.test/favicon.svg");
    expect(organization.sameAs).toEqual([site.facebookUrl, site.instagramUrl, "https://tiktok.example/@other", site.youtubeUrl]);
  });
});

describe("websiteLd", () => {
  it("is published by the organization and in the page's language", () => {
    const website = websiteLd(site, "nl") as Record<string, any>;
    expect(website).toMatchObject({ "@type": "WebSite", name: site.brandName, url: "https://www.example.test/", inLanguage: "nl-NL" });
    expect(website.publisher["@id"]).toBe((organizationLd(site) as Record<string, any>)["@id"]);
    expect((websiteLd(site, "en") as Record<string, any>).inLanguage).toBe("en");
  });
});
