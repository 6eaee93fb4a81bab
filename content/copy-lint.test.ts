import { describe, expect, it } from "vitest";
import en from "./en/index";
import nl from "./nl/index";
import type { LocaleCatalog } from "./types";

/*
 * A lint over every string of every copy module, in both languages: phrases we have fixed once
 * and do not want back, one word per idea across all pages, and no English on Dutch pages.
 * Each rule says why, so a failure reads as an editing note.
 */

type Locale = "nl" | "en";
interface Found {
  module: string;
  path: string;
  text: string;
}

/** Keys whose values are identifiers for the code (an icon, an answer's shape, a page id), not words a visitor reads. */
const IDENTIFIER_KEYS = new Set(["icon", "shape", "product"]);

/** Every string a visitor reads in a copy module, with where it sits ("hero.subtitle"), walking objects and arrays. */
function strings(value: unknown, path: string, module: string): Found[] {
  if (typeof value === "string") return [{ module, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`, module));
  if (value && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => !IDENTIFIER_KEYS.has(key))
      .flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key, module));
  }
  return [];
}

const modules = (catalog: LocaleCatalog) => catalog as unknown as Record<string, Record<string, unknown>>;

const MODULES: Record<Locale, Record<string, Record<string, unknown>>> = { nl: modules(nl), en: modules(en) };
const ALL: Record<Locale, Found[]> = {
  nl: Object.entries(MODULES.nl).flatMap(([id, copy]) => strings(copy, "", id)),
  en: Object.entries(MODULES.en).flatMap(([id, copy]) => strings(copy, "", id)),
};
const where = (found: Found[]) => found.map(({ module, path, text }) => `${module} ${path}: ${text}`);

interface Rule {
  pattern: RegExp;
  why: string;
}

const FORBIDDEN: Record<Locale, Rule[]> = {
  nl: [
    { pattern: /\bgroeide tot\b/i, why: '"groeide tot 30%" means it grew to 30%: write "ligt tot … hoger" or "groeide met tot …"' },
    { pattern: /\bdie ze sluit\b/i, why: "the team closes the time slots: ze sluiten" },
    { pattern: /\bGratis kost\b/, why: '"Gratis kost € 0" is clumsy: say what you pay with Gratis' },
    { pattern: /\bje wisselt per maand\b/i, why: 'reads as an obligation: "je kunt elke maand wisselen"' },
    { pattern: /\bvolledig premium\b/i, why: "unnatural: Premium, alle functies" },
    { pattern: /\bophaal/i, why: 'one word for picking up: "afhalen", "afhaaltijd", "afhaal- of bezorgtijd"' },
    { pattern: /\bkassabalie/i, why: "not a word a restaurant owner uses" },
    { pattern: /\babonnement/i, why: 'the word for a plan is "pakket" on every page' },
    { pattern: /\b(instap|aansluit|installatie|start|set-?up)kosten\b/i, why: 'the word for set-up costs is "opstartkosten" on every page' },
  ],
  en: [
    { pattern: /\bof (orders|payments) is\b/i, why: "plural subject: of orders are refunded" },
    { pattern: /\bin the same go\b/i, why: "the idiom is: in one go" },
    { pattern: /\bagreed with you\b/i, why: "unnatural next to Custom: quote on request" },
    { pattern: /\bfull premium\b/i, why: "unnatural: Premium, all features" },
    { pattern: /\bpackages?\b/i, why: 'one word on every page: "plan"' },
    { pattern: /\b(start-?up|setup|set up|installation|onboarding) (costs?|fees?)\b/i, why: 'one word on every page: "set-up costs"' },
    { pattern: /\bset-up (cost|fee)\b(?!s)/i, why: 'one word on every page: "set-up costs", plural' },
    { pattern: /\blinks? with\b/i, why: "a system connects to another: connects to" },
    { pattern: /\barrives clearly\b/i, why: "awkward: comes in clear and complete" },
  ],
};

/**
 * Common English words that have a normal Dutch word ("bestellingen", not "orders").
 * Product names (Webshop, Page, QR, Manager, POS), the payment brands and the site's fixed labels
 * ("Product demo", "Cases", "Home") are not on it, and ALLOWED_IN_DUTCH takes them out first.
 */
const ENGLISH_WORDS = [
  "the",
  "and",
  "with",
  "your",
  "you",
  "our",
  "from",
  "what",
  "this",
  "that",
  "free",
  "order",
  "orders",
  "ordering",
  "onboarding",
  "support",
  "dashboard",
  "feature",
  "features",
  "checkout",
  "delivery",
  "pickup",
  "takeaway",
  "refund",
  "refunds",
  "payout",
  "payouts",
  "settings",
  "live",
  "booking",
  "customer",
  "customers",
  "sales",
  "revenue",
  "cash",
  "desk",
];
const ALLOWED_IN_DUTCH = [
  "Webshop",
  "Page",
  "QR",
  "Manager",
  "POS",
  "Apple Pay",
  "Google Pay",
  "iDEAL",
  "Bancontact",
  "Product demo",
  "macOS",
  "Mac OSX",
  "Windows",
  "Bestelwijs",
];

function englishWords(text: string): string[] {
  const stripped = ALLOWED_IN_DUTCH.reduce((rest, name) => rest.split(name).join(" "), text.replace(/\{\w+\}/g, " "));
  return (stripped.match(/\p{L}+/gu) ?? []).filter((word) => ENGLISH_WORDS.includes(word.toLowerCase()));
}

describe.each(["nl", "en"] as const)("copy lint in %s", (locale) => {
  it("walks every copy module", () => {
    expect(Object.keys(MODULES[locale]).length).toBeGreaterThanOrEqual(17);
    expect(ALL[locale].length).toBeGreaterThan(500);
  });

  it.each(FORBIDDEN[locale].map((rule) => [rule.pattern.source, rule] as const))("has no %s", (_, rule) => {
    expect(where(ALL[locale].filter(({ text }) => rule.pattern.test(text))), rule.why).toEqual([]);
  });

  it("quotes prices, percentages, the trial and the onboarding time only through placeholders", () => {
    const typed = /€\s?\d|\d\s?%|\b\d+ ?(uur|hours|dagen|days|-day)\b/;
    expect(where(ALL[locale].filter(({ text }) => typed.test(text)))).toEqual([]);
  });

  it("names Google Pay wherever it names Apple Pay: both wallets work everywhere", () => {
    expect(where(ALL[locale].filter(({ text }) => text.includes("Apple Pay") && !text.includes("Google Pay")))).toEqual([]);
  });

  it("gives the case savings only to the case that has them", () => {
    const frame = MODULES[locale].frame as { menu: { caseItems: Record<string, string> } };
    const owners = Object.entries(MODULES[locale])
      .filter(([id, copy]) => id.startsWith("cases.") && JSON.stringify((copy as { results: unknown }).results).includes("{caseSavings}"))
      .map(([id]) => frame.menu.caseItems[id]!.toLowerCase());
    expect(owners).toHaveLength(1);
    const quotes = Object.entries(MODULES[locale]).flatMap(([id, copy]) =>
      strings(copy, "", id).filter((found) => found.path.endsWith(".text") && found.text.includes("{caseSavings}") && /testimonials/.test(found.path)),
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      const jobTitle = ALL[locale].find((found) => found.module === quote.module && found.path === quote.path.replace(/\.text$/, ".job_title"));
      expect(jobTitle?.text.toLowerCase(), `${quote.module} ${quote.path}`).toContain(owners[0]);
    }
  });

  it("invites nobody to chat on the support and FAQ pages, where the chat card says it is not there yet", () => {
    const chat = ALL[locale].filter(
      ({ module, path, text }) => ["info.support", "info.faq"].includes(module) && !path.startsWith("contact.chat.") && /\bchat/i.test(text),
    );
    expect(where(chat)).toEqual([]);
  });

  it("heads the QR page's closing block with its demo action", () => {
    const qr = MODULES[locale]["products.qr"] as { closing?: { title: string } };
    const frame = MODULES[locale].frame as { closingCta: { title: string } };
    expect(qr.closing?.title).toMatch(/demo/i);
    expect(qr.closing?.title).not.toBe(frame.closingCta.title);
  });
});

describe("the same terms on every page", () => {
  it.each([
    ["en", /\bplans?\b/i, 'the plan word, "plan"'],
    ["en", /\bset-up costs\b/i, '"set-up costs"'],
    ["nl", /\bpakket/i, 'the plan word, "pakket"'],
    ["nl", /\bopstartkosten\b/i, '"opstartkosten"'],
    ["nl", /\bafhaal/i, '"afhalen" for picking up'],
  ] as const)("%s uses %s on several pages (%s)", (locale, pattern, _term) => {
    const modules = new Set(ALL[locale].filter(({ text }) => pattern.test(text)).map(({ module }) => module));
    expect(modules.size).toBeGreaterThanOrEqual(3);
  });
});

describe("Dutch pages", () => {
  it("use no English where a normal Dutch word exists, outside product names", () => {
    const found = ALL.nl.flatMap((item) => englishWords(item.text).map((word) => `${word} in ${item.module} ${item.path}: ${item.text}`));
    expect(found).toEqual([]);
  });

  it("the lint itself catches English words, and lets product names through", () => {
    expect(englishWords("Voor de onboarding en je orders")).toEqual(["onboarding", "orders"]);
    expect(englishWords("Bekijk het Manager-dashboard")).toEqual(["dashboard"]);
    expect(englishWords("Webshop, Page, QR, Manager en POS werken samen. Betaal met Apple Pay.")).toEqual([]);
    expect(englishWords("Gratis: {free} per maand bij {revenue}")).toEqual([]); // placeholders are filled in later
  });
});
