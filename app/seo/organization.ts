import type { Organization, WebSite, WithContext } from "schema-dts";
import type { SiteConfig } from "../../config/site-config";
import { HTML_LANG, type Locale } from "../shared/locales";
import { SCHEMA_CONTEXT } from "./json-ld";

/** Stable node ids, so other blocks (WebSite, Product) can point at the one Organization. */
export const organizationId = (site: Pick<SiteConfig, "publicBaseUrl">) => `${site.publicBaseUrl}/#organization`;
const websiteId = (site: Pick<SiteConfig, "publicBaseUrl">) => `${site.publicBaseUrl}/#website`;

/** The same mark as the favicon: a square, scalable logo the static server always has. */
const logoUrl = (site: Pick<SiteConfig, "publicBaseUrl">) => `${site.publicBaseUrl}/favicon.svg`;

/** Who runs the site: name, address, how to reach support, and the social profiles. */
export function organizationLd(site: SiteConfig): WithContext<Organization> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.brandName,
    legalName: site.companyName,
    url: `${site.publicBaseUrl}/`,
    logo: logoUrl(site),
    email: site.email,
    telephone: site.phone,
    vatID: site.vatNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.street,
      postalCode: site.postalCode,
      addressLocality: site.city,
      addressCountry: site.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone,
      email: site.email,
      areaServed: ["NL", "BE"],
      // Not the site's languages: the one customer service answers in, as the support copy says in every language.
      availableLanguage: ["nl"],
    },
    sameAs: [site.facebookUrl, site.instagramUrl, site.tiktokUrl, site.youtubeUrl],
  };
}

/** The site itself, in the language of the page it is on. */
export function websiteLd(site: SiteConfig, locale: Locale): WithContext<WebSite> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "WebSite",
    "@id": websiteId(site),
    name: site.brandName,
    url: `${site.publicBaseUrl}/`,
    inLanguage: HTML_LANG[locale],
    publisher: { "@id": organizationId(site) },
  };
}
