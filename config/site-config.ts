/**
 * Every value an editor or operator may change without touching components: brand,
 * contact details, external URLs, public base URL and tag-manager id. Each one can be
 * overridden by the environment variable named beside it. The defaults are obviously
 * fictional (.example domains, a 000 phone number, Voorbeeldstraat).
 */
type Kind = "text" | "url" | "optional-url" | "email" | "phone" | "tag-manager-id" | "kvk-number" | "vat-number";

interface Field {
  readonly env: string;
  readonly kind: Kind;
  readonly fallback: string;
}

const PORTAL = "https://portal.bestelwijs.example";
const WEB = "https://www.bestelwijs.example";

export const SITE_CONFIG_FIELDS = {
  brandName: { env: "SITE_BRAND_NAME", kind: "text", fallback: "Bestelwijs" },
  // Imprint facts Dutch law asks for; the defaults are fictional (KvK and VAT numbers of the right shape).
  companyName: { env: "COMPANY_LEGAL_NAME", kind: "text", fallback: "Bestelwijs B.V." },
  kvkNumber: { env: "COMPANY_KVK_NUMBER", kind: "kvk-number", fallback: "00000000" },
  vatNumber: { env: "COMPANY_VAT_NUMBER", kind: "vat-number", fallback: "NL000000000B01" },
  publicBaseUrl: { env: "PUBLIC_BASE_URL", kind: "url", fallback: "http://localhost:3000" },
  phone: { env: "CONTACT_PHONE", kind: "phone", fallback: "+31 40 000 0000" },
  email: { env: "CONTACT_EMAIL", kind: "email", fallback: "hallo@bestelwijs.example" },
  street: { env: "CONTACT_STREET", kind: "text", fallback: "Voorbeeldstraat 1" },
  postalCode: { env: "CONTACT_POSTAL_CODE", kind: "text", fallback: "5611 AA" },
  city: { env: "CONTACT_CITY", kind: "text", fallback: "Eindhoven" },
  countryCode: { env: "CONTACT_COUNTRY_CODE", kind: "text", fallback: "NL" },
  merchantLoginUrl: { env: "URL_MERCHANT_LOGIN", kind: "url", fallback: `${PORTAL}/login` },
  merchantStartUrl: { env: "URL_MERCHANT_START", kind: "url", fallback: `${PORTAL}/start` },
  merchantRegisterUrl: { env: "URL_MERCHANT_REGISTER", kind: "url", fallback: `${PORTAL}/registreren` },
  demoFormUrl: { env: "URL_DEMO_FORM", kind: "url", fallback: `${WEB}/demo-aanvragen` },
  helpCentreUrl: { env: "URL_HELP_CENTRE", kind: "url", fallback: "https://help.bestelwijs.example" },
  articlesUrl: { env: "URL_ARTICLES", kind: "url", fallback: "https://help.bestelwijs.example/artikelen" },
  marketplaceUrl: { env: "URL_MARKETPLACE", kind: "url", fallback: "https://eten.bestelwijs.example" },
  chatUrl: { env: "URL_CHAT", kind: "optional-url", fallback: "" },
  facebookUrl: { env: "URL_FACEBOOK", kind: "url", fallback: "https://facebook.example/bestelwijs" },
  instagramUrl: { env: "URL_INSTAGRAM", kind: "url", fallback: "https://instagram.example/bestelwijs" },
  tiktokUrl: { env: "URL_TIKTOK", kind: "url", fallback: "https://tiktok.example/@bestelwijs" },
  youtubeUrl: { env: "URL_YOUTUBE", kind: "url", fallback: "https://youtube.example/@bestelwijs" },
  termsUrl: { env: "URL_TERMS", kind: "url", fallback: `${WEB}/voorwaarden` },
  privacyUrl: { env: "URL_PRIVACY", kind: "url", fallback: `${WEB}/privacy` },
  securityUrl: { env: "URL_SECURITY", kind: "url", fallback: `${WEB}/beveiliging` },
  imprintUrl: { env: "URL_IMPRINT", kind: "url", fallback: `${WEB}/colofon` },
  tagManagerId: { env: "TAG_MANAGER_ID", kind: "tag-manager-id", fallback: "" },
} as const satisfies Record<string, Field>;

export type SiteConfig = { readonly [K in keyof typeof SITE_CONFIG_FIELDS]: string };

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = "ConfigError";
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const CHECKS: Record<Kind, { test: (value: string) => boolean; expected: string }> = {
  text: { test: (v) => v.trim().length > 0 && v.length <= 200, expected: "must be non-empty text of at most 200 characters" },
  url: { test: isHttpUrl, expected: "must be an absolute http(s) URL" },
  "optional-url": { test: (v) => v === "" || isHttpUrl(v), expected: "must be empty or an absolute http(s) URL" },
  email: { test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), expected: "must be an e-mail address" },
  phone: { test: (v) => /^\+\d[\d ]{6,18}$/.test(v), expected: 'must be an international phone number such as "+31 40 000 0000"' },
  "kvk-number": { test: (v) => /^\d{8}$/.test(v), expected: 'must be a KvK number of eight digits such as "12345678"' },
  "vat-number": { test: (v) => /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(v), expected: 'must be a VAT number such as "NL123456789B01"' },
  "tag-manager-id": { test: (v) => v === "" || /^GTM-[A-Z0-9]{4,12}$/.test(v), expected: 'must be empty or a container id such as "GTM-ABC1234"' },
};

/**
 * Reads and validates every field; the first bad value throws a ConfigError naming its variable.
 * The defaults make a laptop build work; a production one (NODE_ENV=production) must name its
 * public address, or every canonical link, og:url and the sitemap would point at localhost.
 */
export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  if (env.NODE_ENV === "production" && !env.PUBLIC_BASE_URL) {
    throw new ConfigError(
      "PUBLIC_BASE_URL",
      "must be set when NODE_ENV=production: canonical links, og:url and the sitemap name the site's public address (for example PUBLIC_BASE_URL=https://www.bestelwijs.nl), which would otherwise be http://localhost:3000",
    );
  }
  const entries = Object.entries(SITE_CONFIG_FIELDS).map(([key, field]) => {
    const value = env[field.env] ?? field.fallback;
    const check = CHECKS[field.kind];
    if (!check.test(value)) throw new ConfigError(field.env, `${check.expected} (got "${value}")`);
    return [key, field.kind === "url" || field.kind === "optional-url" ? value.replace(/\/$/, "") : value];
  });
  return Object.fromEntries(entries) as SiteConfig;
}
