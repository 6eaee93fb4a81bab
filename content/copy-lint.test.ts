import { describe, expect, it } from "vitest";
import type { Locale } from "../shared/locale";
import { AFTER_ROLE, englishWords, FORBIDDEN, ROLES, TYPED_FIGURE, typographySlips } from "./copy-rules";
import en from "./en/index";
import enWordBreaks from "./en/word-breaks";
import fr from "./fr/index";
import frProductPictures from "./fr/product-pictures";
import frShowcasePictures from "./fr/showcase-pictures";
import frWordBreaks from "./fr/word-breaks";
import nl from "./nl/index";
import nlWordBreaks from "./nl/word-breaks";
import { LISTED, productRuns } from "./offer-lint";
import { COMMISSION_RATE, FIGURES, MAXIMUM_FIGURES, PLAN_IDS, type PlanProduct } from "./pricing-constants";
import type { DownloadsCopy, FaqCopy, FrameCopy, HomeCopy, IntegrationsCopy, LocaleCatalog, PricingCopy, SupportCopy } from "./types";

/*
 * A lint over every string of every copy module, in every language: phrases we have fixed once
 * and do not want back, one word per idea across all pages, no English on Dutch or French pages,
 * and French typography. Each rule says why, so a failure reads as an editing note.
 */

interface Found {
  module: string;
  path: string;
  text: string;
}

/** Keys whose values are identifiers for the code (an icon, an answer's shape, a page id), not words a visitor reads. */
const IDENTIFIER_KEYS = new Set(["icon", "shape", "product", "offer"]);

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

/** Every language's catalogue, read from its folder, so a language is linted from its first copy on (Locale). */
const CATALOGS: Record<Locale, LocaleCatalog> = { nl, en, fr };
const LINT_LOCALES = Object.keys(CATALOGS) as Locale[];
const MODULES = Object.fromEntries(LINT_LOCALES.map((locale) => [locale, modules(CATALOGS[locale])])) as Record<
  Locale,
  Record<string, Record<string, unknown>>
>;
const ALL = Object.fromEntries(
  LINT_LOCALES.map((locale) => [locale, Object.entries(MODULES[locale]).flatMap(([id, copy]) => strings(copy, "", id))]),
) as Record<Locale, Found[]>;
const where = (found: Found[]) => found.map(({ module, path, text }) => `${module} ${path}: ${text}`);

/** A product's name where products are listed side by side, in every language. */
const PRODUCT_NAMES: Record<PlanProduct, string> = { webshop: "Webshop", page: "Page", qr: "QR" };

/**
 * Products listed side by side ("Webshop, QR en Page", "Webshop of QR") go by their names: not
 * "website" for Page, not "webshop" in lower case. The same noun alone in a sentence ("je webshop",
 * "your website") is fine.
 */
function unnamedProductsInLists(locale: Locale, text: string): string[] {
  return text
    .split(/(?<=[.!?:])\s+/)
    .flatMap((sentence) => productRuns(locale, sentence, LISTED[locale]))
    .filter((run) => new Set(run.filter((mark) => mark.named).map((mark) => mark.product)).size > 1)
    .flatMap((run) => run.filter((mark) => mark.named && mark.word !== PRODUCT_NAMES[mark.product]).map((mark) => mark.word));
}

describe.each(LINT_LOCALES)("copy lint in %s", (locale) => {
  it("walks every copy module", () => {
    expect(Object.keys(MODULES[locale]).length).toBeGreaterThanOrEqual(17);
    expect(ALL[locale].length).toBeGreaterThan(500);
  });

  it.each(FORBIDDEN[locale].map((rule) => [rule.pattern.source, rule] as const))("has no %s", (_, rule) => {
    expect(where(ALL[locale].filter(({ text }) => rule.pattern.test(text))), rule.why).toEqual([]);
  });

  it("catches with each of its rules the slip the rule was written for", () => {
    const idle = FORBIDDEN[locale].filter((rule) => rule.slip !== undefined && !rule.pattern.test(rule.slip)).map((rule) => rule.pattern.source);
    expect(idle).toEqual([]);
  });

  it("lists products side by side by their names: Webshop, Page, QR", () => {
    expect(where(ALL[locale].filter(({ text }) => unnamedProductsInLists(locale, text).length > 0))).toEqual([]);
  });

  it("quotes prices, percentages, the trial and the onboarding time only through placeholders", () => {
    expect(where(ALL[locale].filter(({ text }) => TYPED_FIGURE.test(text)))).toEqual([]);
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

  it("shows only a case's own results in its tiles: the platform-wide refund rate is no business's result", () => {
    const tiles = ALL[locale].filter(({ module, path, text }) => module.startsWith("cases.") && /^results\.items/.test(path) && text.includes("{refundRate}"));
    expect(where(tiles)).toEqual([]);
  });

  it("names each role one way in job titles (docs/terms.md)", () => {
    const roles = ROLES[locale];
    const titles = ALL[locale].filter(({ path }) => path.endsWith(".job_title"));
    expect(titles.length).toBeGreaterThan(10);
    expect(
      where(titles.filter(({ text }) => !roles.some((role) => text === role || (text.startsWith(role) && AFTER_ROLE[locale].test(text.slice(role.length)))))),
    ).toEqual([]);
  });

  it("heads the QR page's closing block with its demo action", () => {
    const qr = MODULES[locale]["products.qr"] as { closing?: { title: string } };
    const frame = MODULES[locale].frame as { closingCta: { title: string } };
    expect(qr.closing?.title).toMatch(/d[eé]mo/i);
    expect(qr.closing?.title).not.toBe(frame.closingCta.title);
  });
});

describe.each(LINT_LOCALES)("word breaks in %s", (locale) => {
  const WORD_BREAKS: Record<Locale, readonly string[]> = { nl: nlWordBreaks, en: enWordBreaks, fr: frWordBreaks };

  it("list each word once, with two letters or more on either side of every break, as hyphenation wants", () => {
    const entries = WORD_BREAKS[locale];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
    expect(entries.filter((entry) => entry.split("·").some((part) => !/^\p{L}{2,}$/u.test(part)))).toEqual([]);
  });
});

describe("the same terms on every page", () => {
  it.each([
    ["en", /\bplans?\b/i, 'the plan word, "plan"'],
    ["en", /\bset-up costs\b/i, '"set-up costs"'],
    ["nl", /\bpakket/i, 'the plan word, "pakket"'],
    ["nl", /\bopstartkosten\b/i, '"opstartkosten"'],
    ["nl", /\bafhaal/i, '"afhalen" for picking up'],
    ["fr", /\bformules?\b/i, 'the plan word, "formule"'],
    ["fr", /\bfrais de mise en service\b/i, '"frais de mise en service"'],
    ["fr", /\bretrait\b|\bretir/i, '"retrait" for picking up'],
    ["fr", /\bHTVA\b/, '"HTVA" after a business price'],
    ["fr", /\bservice clientèle\b/i, '"service clientèle" for the people who help'],
  ] as const)("%s uses %s on several pages (%s)", (locale, pattern, _term) => {
    const modules = new Set(ALL[locale].filter(({ text }) => pattern.test(text)).map(({ module }) => module));
    expect(modules.size).toBeGreaterThanOrEqual(3);
  });
});

describe("French pages", () => {
  it("use no English where a normal French word exists, outside product names", () => {
    const found = ALL.fr.flatMap((item) => englishWords(item.text, "fr").map((word) => `${word} in ${item.module} ${item.path}: ${item.text}`));
    expect(found).toEqual([]);
  });

  it("set French typography: narrow no-break spaces before ; : ! ? and inside « », the apostrophe ’, in the pictures too", () => {
    const pictures = [...strings(frProductPictures, "", "product-pictures"), ...strings(frShowcasePictures, "", "showcase-pictures")];
    expect(pictures.length).toBeGreaterThan(100);
    const slips = [...ALL.fr, ...pictures].flatMap(({ module, path, text }) => typographySlips(text).map((slip) => `${module} ${path}: ${slip}: ${text}`));
    expect(slips).toEqual([]);
  });

  it("each forbidden phrase rule catches the slip it was written for", () => {
    const slips = [
      "Tu commandes en ligne",
      "Choisissez votre abonnement",
      "Pas de frais d’installation",
      "{starter} hors TVA",
      "Commencez gratis",
      "Une commande à enlever",
      "Notre service client vous aide",
      "Un sticker sur chaque table",
      "Le terminal de paiement",
      "Un appareil fixe",
      "Il imprime chaque commande dès qu’elle arrive",
      "Les cartes du jour",
      "Une démonstration en ligne",
      "Demandez une démo produit",
      "Sur votre smartphone",
      "Le rush de midi",
      "Sur la marketplace",
      "Le bon de commande",
      "Une cafétéria à Liège",
      "Page introuvable",
      "Marco v. D.",
      "Remboursées sur la plateforme",
      "Tous les moyens de paiement",
      "Rapports avancés\u202f: 3",
    ];
    const idle = FORBIDDEN.fr.filter((rule) => ![...slips, rule.slip ?? ""].some((slip) => rule.pattern.test(slip))).map((rule) => rule.pattern.source);
    expect(idle).toEqual([]);
    expect(FORBIDDEN.fr.filter((rule) => rule.pattern.test("Snackbar ’t Hoekje, {plan} est la formule la moins chère, HTVA"))).toEqual([]);
  });

  it("the lints themselves catch English and plain spaces, and let names, times and addresses through", () => {
    expect(englishWords("Un vendredi soir de rush, les orders arrivent", "fr")).toEqual(["rush", "orders"]);
    expect(englishWords("Le support de Webshop, Page, QR, Manager et POS", "fr")).toEqual([]);
    expect(typographySlips("Une petite faim ? Commandez : « vite » !")).toHaveLength(4);
    expect(typographySlips("Une petite faim\u202f? Retrait à 18:30 sur https://example.com\u202f: «\u202fvite\u202f»\u202f!")).toEqual([]);
    expect(typographySlips("l'app")).toEqual(["the apostrophe is ’"]);
  });
});

describe("Dutch pages", () => {
  it("use no English where a normal Dutch word exists, outside product names", () => {
    const found = ALL.nl.flatMap((item) => englishWords(item.text).map((word) => `${word} in ${item.module} ${item.path}: ${item.text}`));
    expect(found).toEqual([]);
  });

  it("the list rule catches a product under another name, in every language, and lets a lone noun through", () => {
    expect(unnamedProductsInLists("nl", "Website en webshop samen")).toEqual(["Website", "webshop"]);
    expect(unnamedProductsInLists("nl", "Webshop of website")).toEqual(["website"]);
    expect(unnamedProductsInLists("en", "Website, webshop and QR")).toEqual(["Website", "webshop"]);
    expect(unnamedProductsInLists("fr", "Site web et webshop")).toEqual(["Site web", "webshop"]);
    expect(unnamedProductsInLists("nl", "Webshop, QR en Page. Je webshop draagt je naam.")).toEqual([]);
    expect(unnamedProductsInLists("en", "Page, your website with its own domain")).toEqual([]);
  });

  it("the lint itself catches English words, and lets product names through", () => {
    expect(englishWords("Voor de onboarding en je orders")).toEqual(["onboarding", "orders"]);
    expect(englishWords("Bekijk het Manager-dashboard")).toEqual(["dashboard"]);
    expect(englishWords("Webshop, Page, QR, Manager en POS werken samen. Betaal met Apple Pay.")).toEqual([]);
    expect(englishWords("Gratis: {free} per maand bij {revenue}")).toEqual([]); // placeholders are filled in later
  });
});

/*
 * Claims that must agree with each other and with the business's numbers (pricing-constants.ts).
 * Each rule catches a kind of slip, not one sentence: a promise without its condition, a maximum
 * without "up to", one figure under two nouns, a trial mixed up with the free plan, a product
 * under several names, a link promising what its page does not have.
 */

const typed = <T>(locale: Locale, id: string) => MODULES[locale][id] as unknown as T;

/**
 * What a visitor reads as one phrase: every string, except that a case's result tile is read as
 * its figure and its words together ("tot {moreRevenue}" + "meer omzet").
 */
function phrases(locale: Locale): Found[] {
  const tile = /^results\.items\[\d+\]\.(value|text)$/;
  const tiles = Object.entries(MODULES[locale])
    .filter(([id]) => id.startsWith("cases."))
    .flatMap(([id, copy]) =>
      (copy as { results: { items: ReadonlyArray<{ value: string; text: string }> } }).results.items.map((item, index) => ({
        module: id,
        path: `results.items[${index}]`,
        text: `${item.value} ${item.text}`,
      })),
    );
  return [...ALL[locale].filter(({ module, path }) => !(module.startsWith("cases.") && tile.test(path))), ...tiles];
}

/** Sentences of a text; "excl. btw" splits too, which only makes the pieces smaller. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** A promise of no commission, or of no platform taking a share ("meeverdient", "takes a cut"). */
const NO_COMMISSION: Record<Locale, RegExp> = {
  nl: /\b(geen|zonder)\s+(\p{L}+\s+)?(commissie|provisie)\b|meeverdien|\bafdracht/iu,
  en: /\b(no|without|zero)\s+(\w+\s+)?(commission|cut)\b|commission-free|\btakes? a cut\b|\ba cut of\b/i,
  fr: /\b(pas de|sans|aucune|zéro)\s+(\p{L}+\s+)?commission\b|\bprélève\p{L}*\b|\bse sert au passage\b/iu,
};
/** Words that say which plans the promise is about, besides their names: the paid plans, a fixed fee. */
const PAID_PLAN_WORDS: Record<Locale, RegExp> = {
  nl: /\b(betaald pakket|betaalde pakketten|vast bedrag)\b/i,
  en: /\b(paid plans?|fixed (monthly )?fee)\b/i,
  fr: /\b(formules? payantes?|montant fixe)\b/i,
};

function promisesNoCommissionWithoutItsPlans(locale: Locale, found: Found): boolean {
  if (!NO_COMMISSION[locale].test(found.text)) return false;
  const pricing = typed<PricingCopy>(locale, "pricing.index");
  const commissionFree = PLAN_IDS.filter((id) => COMMISSION_RATE[id] === 0);
  // A plan card speaks for its own plan.
  if (found.module === "pricing.index" && commissionFree.some((id) => found.path.startsWith(`plans.${id}.`))) return false;
  const names = commissionFree.map((id) => pricing.plans[id].title);
  return !names.some((name) => new RegExp(`\\b${name}\\b`).test(found.text)) && !PAID_PLAN_WORDS[locale].test(found.text);
}

const UP_TO: Record<Locale, RegExp> = { nl: /\btot\s$/i, en: /\bup to\s$/i, fr: /\bjusqu’à\s$/i };

/** Figure placeholders in a text, each with the text before it. */
function figuresIn(text: string): { name: string; before: string }[] {
  return [...text.matchAll(/\{(\w+)\}/g)]
    .filter((m) => m[1]! in FIGURES || m[1] === "caseSavings")
    .map((m) => ({ name: m[1]!, before: text.slice(0, m.index) }));
}

/** The one noun the refund rate is a share of. */
const REFUND_RATE: Record<Locale, RegExp> = {
  nl: /\{refundRate\} van de bestellingen\b/,
  en: /\{refundRate\} of orders\b/,
  fr: /\{refundRate\} des commandes\b/,
};

const TRIAL: Record<Locale, RegExp> = { nl: /\{trialDays\}|proefperiode/i, en: /\{trialDays\}|\btrial\b/i, fr: /\{trialDays\}|\bessai\b/i };

/** Signs of the free plan in a sentence: its price, its commission, its name (not as a sentence's first word), its button. */
function namesFreePlan(locale: Locale, sentence: string): boolean {
  const pricing = typed<PricingCopy>(locale, "pricing.index");
  const name = pricing.plans.free.title;
  return (
    /\{commission\}|\{free\}/.test(sentence) ||
    new RegExp(`\\b${name}\\b`).test(sentence.slice(1)) ||
    sentence.toLowerCase().includes(pricing.plans.free.start.toLowerCase())
  );
}

/**
 * One name per product. The name is what the home cards and lists of products say; where a
 * sentence needs a noun for the POS, it is "POS-apparaat" / "POS device" / "appareil POS", the menu's label.
 */
const PRODUCTS: Record<string, { name: string; menu: Record<Locale, string>; variants: Record<Locale, RegExp[]> }> = {
  "products.webshop": {
    name: "Webshop",
    menu: { nl: "Webshop", en: "Webshop", fr: "Webshop" },
    variants: {
      nl: [/\bweb[- ]shop/i, /\bwebwinkel/i],
      en: [/\bweb[- ]shop/i, /\bonline (shop|store)\b/i, /\bweb store\b/i],
      fr: [/\bweb[- ]shop/i, /\bboutiques? en ligne\b/i, /\be-?shops?\b/i, /\bsite marchand\b/i],
    },
  },
  "products.page": {
    name: "Page",
    menu: { nl: "Page", en: "Page", fr: "Page" },
    variants: { nl: [/\bPage-website\b/i], en: [/\bPage website\b/i], fr: [/\bsite (web )?Page\b/i] },
  },
  "products.qr": {
    name: "QR",
    menu: { nl: "QR", en: "QR", fr: "QR" },
    variants: { nl: [/\bQR-?(bestelsysteem|menu|app)\b/i], en: [/\bQR (ordering system|menu|app)\b/i], fr: [/\b(menu|app|appli|application) QR\b/i] },
  },
  "products.manager": {
    name: "Manager",
    menu: { nl: "Manager", en: "Manager", fr: "Manager" },
    variants: { nl: [/\bManager-?(app|portaal)\b/i], en: [/\bManager (app|portal)\b/i], fr: [/\b(app|appli|application|portail) Manager\b/i] },
  },
  "products.pos": {
    name: "POS",
    menu: { nl: "POS-apparaat", en: "POS device", fr: "Appareil POS" },
    variants: {
      nl: [/handheld/i, /\bPOS[- ]?(terminal|toestel|kassa|handset)\b/i, /\bPOS apparaat\b/i, /\bkassa-?apparaat\b/i],
      en: [/\bhandheld\b(?! device)/i, /\bPOS[- ](terminal|unit|handset|machine)\b/i, /\bpoint[- ]of[- ]sale (device|terminal|handheld)\b/i],
      fr: [/handheld/i, /\b(terminal|boîtier|caisse|tablette) POS\b/i, /\bPOS (terminal|portable|mobile)\b/i, /\bappareil de caisse\b/i, /\bcaisse mobile\b/i],
    },
  },
};

/** Apple's names, spelled as Apple does. */
const APPLE_NAMES = [
  { pattern: /\b(mac ?os(?: ?x)?|osx|os x)\b/gi, name: "macOS" },
  { pattern: /\biphone\b/gi, name: "iPhone" },
  { pattern: /\bipad\b/gi, name: "iPad" },
];

/** The FAQ's first words of an answer: what a visitor reads right under the question. */
function firstAnswerText(answer: FaqCopy["items"][keyof FaqCopy["items"]]["answer"]): string {
  switch (answer.shape) {
    case "how-why":
      return answer.how;
    // Their length is checked as the file is read (content/schema/faq.ts), so the first is there.
    case "paragraphs":
      return answer.paragraphs[0] ?? "";
    case "parts-bullets":
      return answer.parts[0] ?? "";
    case "single":
      return answer.answer;
    default:
      return answer.text;
  }
}
const YES_NO_QUESTION: Record<Locale, RegExp> = {
  nl: /^(Kan|Kun|Is|Zijn|Moet|Heb|Hebben|Zit|Werkt|Mag|Wil|Krijg|Betaal)\b/,
  en: /^(Can|Could|Is|Are|Do|Does|Must|Will|Should|Have|Has)\b/,
  // French asks yes or no by inversion or "est-ce que"; the FAQ's open questions start with a question word.
  fr: /^(Puis-je|Peut-on|Pouvez-vous|Est-ce qu|Dois-je|Faut-il|Ai-je|Y a-t-il|Suis-je|Êtes-vous|Avez-vous)/,
};
const YES_NO_ANSWER: Record<Locale, RegExp> = { nl: /^(Ja|Nee)\b/, en: /^(Yes|No)\b/, fr: /^(Oui|Non)\b/ };

describe.each(LINT_LOCALES)("claims agree in %s", (locale) => {
  it("promises no commission only while naming the plans without one (the free plan has one)", () => {
    expect(where(ALL[locale].filter((found) => promisesNoCommissionWithoutItsPlans(locale, found)))).toEqual([]);
  });

  it("puts up to right before every figure the claims state as a maximum, and before no other figure", () => {
    const slips = phrases(locale).filter(({ text }) =>
      figuresIn(text).some(({ name, before }) => (MAXIMUM_FIGURES as readonly string[]).includes(name) !== UP_TO[locale].test(before)),
    );
    expect(where(slips), `${MAXIMUM_FIGURES.join(", ")}: always "${UP_TO[locale].source}" before them; other figures never`).toEqual([]);
  });

  it("gives the refund rate as a share of orders, in the same words everywhere", () => {
    const slips = phrases(locale).filter(({ text }) => text.includes("{refundRate}") && !REFUND_RATE[locale].test(text));
    expect(where(slips), `write "${REFUND_RATE[locale].source.replaceAll("\\", "")}"`).toEqual([]);
  });

  it("never puts the free trial and the free plan in one sentence, nor the free plan's button in a trial text", () => {
    const pricing = typed<PricingCopy>(locale, "pricing.index");
    const slips = ALL[locale].filter(
      ({ text }) =>
        TRIAL[locale].test(text) &&
        (sentences(text).some((sentence) => TRIAL[locale].test(sentence) && namesFreePlan(locale, sentence)) ||
          text.toLowerCase().includes(pricing.plans.free.start.toLowerCase())),
    );
    expect(where(slips)).toEqual([]);
  });

  it.each(Object.entries(PRODUCTS))("calls %s by one name, with no variants", (id, product) => {
    const home = typed<HomeCopy>(locale, "home.index");
    const frame = typed<FrameCopy>(locale, "frame");
    expect(home.products.cards[id as keyof HomeCopy["products"]["cards"]].name).toBe(product.name);
    expect(frame.menu.productItems[id as keyof FrameCopy["menu"]["productItems"]]).toBe(product.menu[locale]);
    const slips = ALL[locale].filter(({ text }) => product.variants[locale].some((variant) => variant.test(text)));
    expect(where(slips), `the name is ${product.name}; the descriptive noun, where needed, ${product.menu[locale]}`).toEqual([]);
  });

  it("spells Apple's names as Apple does (macOS, iPhone, iPad)", () => {
    const slips = ALL[locale].filter(({ text }) => APPLE_NAMES.some(({ pattern, name }) => (text.match(pattern) ?? []).some((word) => word !== name)));
    expect(where(slips)).toEqual([]);
  });

  it("answers each FAQ question the way it is asked: yes or no first only to a yes-or-no question", () => {
    const faq = typed<FaqCopy>(locale, "info.faq");
    const slips = Object.entries(faq.items)
      .filter(([, { question, answer }]) => YES_NO_QUESTION[locale].test(question) !== YES_NO_ANSWER[locale].test(firstAnswerText(answer)))
      .map(([id, { question, answer }]) => `${id}: ${question} → ${firstAnswerText(answer)}`);
    expect(slips).toEqual([]);
  });

  it('answers the FAQ\'s how-part (headed "how does it work?") with how, never with yes or no', () => {
    const faq = typed<FaqCopy>(locale, "info.faq");
    const how = Object.values(faq.items).flatMap(({ answer }) => (answer.shape === "how-why" ? [answer.how] : []));
    expect(how.length).toBeGreaterThan(0);
    expect(
      how.filter((text) => YES_NO_ANSWER[locale].test(text)),
      faq.labels.how,
    ).toEqual([]);
  });

  it("lets the partner tile promise only what the support page's partner card offers", () => {
    const invite = typed<IntegrationsCopy>(locale, "info.integrations").partners.invite;
    const card = typed<SupportCopy>(locale, "info.support").partners;
    const comingSoon = /binnenkort|komt eraan|coming soon|on its way|bientôt|prochainement/i;
    expect(card.button).toMatch(comingSoon);
    const words = `${invite.title} ${invite.text} ${invite.link}`;
    expect(words).toMatch(comingSoon);
    expect(words).not.toMatch(
      /\bword partner|\bmeld je aan|\baanmelden|\bbecome a partner|\bsign up|\bapply\b|\bjoin\b|\bdevenez partenaire|\binscrivez-vous|\bpostulez|\brejoignez/i,
    );
  });

  it("writes dates day first: 26 november 2026, 26 November 2026, 26 novembre 2026", () => {
    expect(typed<DownloadsCopy>(locale, "info.downloads").dateFormat).toBe("{day} {month} {year}");
  });
});

describe("the claim rules catch the slips they were written for", () => {
  const at = (text: string, module = "products.webshop", path = "intro.paragraphs[0]"): Found => ({ module, path, text });

  it("a promise of no commission without its plans", () => {
    expect(promisesNoCommissionWithoutItsPlans("en", at("Not through a marketplace that takes a cut of every order."))).toBe(true);
    expect(promisesNoCommissionWithoutItsPlans("nl", at("Geen bestelplatform dat aan elke bestelling meeverdient."))).toBe(true);
    expect(promisesNoCommissionWithoutItsPlans("nl", at("Met Starter of Professional betaal je geen commissie."))).toBe(false);
    expect(promisesNoCommissionWithoutItsPlans("en", at("No commission", "pricing.index", "plans.starter.subtitle"))).toBe(false);
    expect(promisesNoCommissionWithoutItsPlans("en", at("No commission", "pricing.index", "plans.free.subtitle"))).toBe(true);
    expect(promisesNoCommissionWithoutItsPlans("fr", at("Pas de plateforme qui prélève une part de chaque commande."))).toBe(true);
    expect(promisesNoCommissionWithoutItsPlans("fr", at("Vous ne payez aucune commission sur vos commandes."))).toBe(true);
    expect(promisesNoCommissionWithoutItsPlans("fr", at("Avec Starter ou Professional, vous ne payez aucune commission."))).toBe(false);
    expect(promisesNoCommissionWithoutItsPlans("fr", at("Pas de commission avec une formule payante."))).toBe(false);
  });

  it("a maximum without up to, and the trial next to the free plan", () => {
    expect(figuresIn("{moreRevenue} meer omzet").map(({ before }) => UP_TO.nl.test(before))).toEqual([false]);
    expect(figuresIn("De omzet ligt tot {moreRevenue} hoger").map(({ before }) => UP_TO.nl.test(before))).toEqual([true]);
    expect(namesFreePlan("nl", "Daarna start je gratis met {commission} commissie")).toBe(true);
    expect(namesFreePlan("en", "Every plan is free, even Free")).toBe(true);
    expect(namesFreePlan("nl", "Elk pakket kun je {trialDays} dagen gratis proberen.")).toBe(false);
    expect(figuresIn("{moreRevenue} de chiffre d’affaires en plus").map(({ before }) => UP_TO.fr.test(before))).toEqual([false]);
    expect(figuresIn("Jusqu’à {moreRevenue} de chiffre d’affaires en plus").map(({ before }) => UP_TO.fr.test(before))).toEqual([true]);
    expect(namesFreePlan("fr", "Essayez Gratuit et Starter pendant {trialDays} jours")).toBe(true);
    expect(namesFreePlan("fr", "Ensuite, commencer gratuitement avec {commission} de commission")).toBe(true);
    expect(namesFreePlan("fr", "Starter et Professional s’essaient gratuitement pendant {trialDays} jours.")).toBe(false);
  });
});
