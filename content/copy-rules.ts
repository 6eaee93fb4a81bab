import type { Locale } from "../shared/locale";

/*
 * The rules every string of the copy is held to, one string at a time: phrases fixed once that
 * must not come back, no English on Dutch or French pages, French typography and figures only
 * through placeholders. The copy lint (copy-lint.test.ts) runs them over every page; the editor
 * (scripts/cms/) runs them on every field before it saves. Each rule says why, so a refusal reads
 * as an editing note.
 */

interface Rule {
  pattern: RegExp;
  why: string;
  /** A sentence the rule was written to catch, so a test can see it does (docs/terms.md's one name per thing). */
  slip?: string;
}

export const FORBIDDEN: Record<Locale, Rule[]> = {
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
    { pattern: /\bwerkt van\b/i, why: 'a kitchen works "met" printed tickets, not "van"' },
    { pattern: /\bniets extra's\b/i, why: 'not a sentence: "Om te beginnen heb je niets extra nodig"' },
    { pattern: /\bkunnen direct op een printer\b/i, why: 'orders do not "come on" a printer: "je laat bestellingen direct printen"' },
    { pattern: /\bvast apparaat\b/i, why: "the POS device is a handheld that goes in an apron pocket (products.pos), not fixed to the counter" },
    {
      pattern: /\bprint\w* elke bestelling (die|zodra die) binnenkomt\b/i,
      why: "the POS device prints an order when you confirm it (products.pos features), not when it comes in",
    },
    { pattern: /\bkaarten\b/i, why: '"kaarten" reads as cards or menus: "kaartdienst" for maps, "creditcard" for cards' },
    { pattern: /\bonbeperkt uitgebreide\b/i, why: 'say the feature, then the amount, as on the other cards: "Uitgebreide rapporten: onbeperkt"' },
    { pattern: /\bnaar home\b/i, why: '"home" is English: "Terug naar de homepage"' },
    {
      pattern: /\bproduct ?demo\b/i,
      why: 'one name for the demo: "demo", and the action says "Vraag een demo aan" (English "Product demo" was the spec\'s label)',
      slip: "Vraag een Product demo aan",
    },
    {
      pattern: /\bpinbetaling|\bpinnen\b|\bpinautomaat/i,
      why: "Pinvast takes online card payments (creditcard, Apple Pay, Google Pay), not payments at a card terminal",
      slip: "Pinvast voor pinbetalingen",
    },
    {
      pattern: /\bPOS-?systeem/i,
      why: 'POS is our device, the "POS-apparaat"; the till a business already has is its "kassasysteem"',
      slip: "Koppel je POS-systeem",
    },
    { pattern: /\bSMS\b|\btekstbericht|\bsms\W?je\b/, why: 'one word for a text message: "sms", in Dutch spelling', slip: "Per SMS, als je dat wilt" },
    { pattern: /\bvaste (maand)?prijs\b|\bvast tarief\b/i, why: 'one noun for a plan\'s monthly fee: "vast bedrag"', slip: "Een vaste prijs voor je webshop" },
    {
      pattern: /\b(de|het|een|je|jouw|eigen) Webshop\b/,
      why: '"Webshop" is the product\'s name, used as a name like Page and QR ("met Webshop en QR"); after an article it is the noun "webshop"',
      slip: "Marco koos Starter met de Webshop",
    },
    { pattern: /\bwebsitefunctie\b/i, why: "not a feature anyone can picture: the website is Page, a product in the plans' products row" },
    { pattern: /\bsupportteam\b/i, why: 'one name for the people who help: "klantenservice"' },
    { pattern: /\bniet gevonden\b/i, why: 'a 404 says what is true for the visitor: "Deze pagina bestaat niet (meer)"' },
    { pattern: /\b[A-Z]\w* v\. [A-Z]\./, why: 'a first name and initial keep the particle whole: "Marco van D."' },
    { pattern: /\bop het platform\b/i, why: 'reads as the old delivery platform: "bij Bestelwijs"' },
    { pattern: /\belke betaalmethode\b/i, why: "there is no cash or Payconiq: name the methods (iDEAL, Bancontact, wallets, creditcards)" },
    { pattern: /\brapporten: \d/i, why: 'the number first, as in a sentence: "3 uitgebreide rapporten"' },
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
    { pattern: /\bImprint\b/i, why: 'a German word for the company\'s legal facts; British sites say "Company details"' },
    { pattern: /\b(grew|rose|increased) by up to\b/i, why: 'one business grew by one figure; "up to" is a range: "weekly revenue is up to … higher"' },
    { pattern: /\bsupport team\b/i, why: 'one name for the people who help: "customer service"' },
    { pattern: /\bnot found\b/i, why: 'a 404 says what is true for the visitor: "This page does not exist (any more)"' },
    { pattern: /\b[A-Z]\w* v\. [A-Z]\./, why: 'a first name and initial keep the particle whole: "Marco van D."' },
    { pattern: /\bon the platform\b/i, why: 'reads as the old delivery platform: "at Bestelwijs"' },
    { pattern: /\blunchrooms?\b/, why: 'British English says "café"; "Lunchroom" stays only in a business\'s name' },
    { pattern: /\breport(s|ing): \d/i, why: 'the number first, as in a sentence: "3 advanced reports"' },
    { pattern: /\b[A-Z]\w*s's\b/, why: 'a name ending in s takes no \'s ("Cafetaria De Spits\'s"): rephrase, "at Cafetaria De Spits"' },
    { pattern: /\bwebsite feature\b/i, why: "not a feature anyone can picture: the website is Page, a product in the plans' products row" },
    { pattern: /\bproduct demo\b/i, why: 'one name for the demo: "demo", and the action says "Book a demo"', slip: "Ask for a Product demo" },
    {
      pattern: /(?<!online )\bcard payments\b|\bcard terminal|\bchip and PIN\b/i,
      why: "Pinvast takes online card payments (cards, Apple Pay, Google Pay), not payments at a card terminal",
      slip: "Pinvast for card payments",
    },
    {
      pattern: /\bPOS systems?\b|\bpoint[- ]of[- ]sale\b/i,
      why: 'POS is our device, the "POS device"; the till a business already has is its "till system"',
      slip: "Connect your POS system",
    },
    { pattern: /\btext messages?\b|\b(send|by) a text\b/i, why: 'one word for a text message: "SMS"', slip: "By text message, if you like" },
    { pattern: /\bflat (fee|rate)\b|\bfixed price\b/i, why: 'one noun for a plan\'s monthly fee: "fixed fee"', slip: "pay a flat fee instead of commission" },
    {
      pattern: /\b(the|a|your|own) Webshop\b/,
      why: '"Webshop" is the product\'s name, used as a name like Page and QR ("with Webshop and QR"); after an article it is the noun "webshop"',
      slip: "Marco chose Starter with the Webshop",
    },
    {
      pattern: /\bprints? (each|every) order (as|the moment) it comes in\b/i,
      why: "the POS device prints an order when you confirm it (products.pos features)",
    },
    { pattern: /\bdedicated device on the counter\b/i, why: "the POS device is a handheld that goes in an apron pocket (products.pos)" },
  ],
  fr: [
    { pattern: /\bintrouvable\b/i, why: 'a 404 says what is true for the visitor: "Cette page n’existe pas (ou plus)"' },
    { pattern: /\b[A-Z]\w* v\. [A-Z]\./, why: 'a first name and initial keep the particle whole: "Marco van D."' },
    { pattern: /\bsur la plateforme\b/i, why: 'reads as the old delivery platform: "chez Bestelwijs"' },
    { pattern: /\btous les moyens de paiement\b/i, why: "there is no cash or Payconiq: name the methods (iDEAL, Bancontact, portefeuilles, cartes bancaires)" },
    { pattern: /\brapports avancés\s?: \d/i, why: 'the number first, as in a sentence: "3 rapports avancés"' },
    { pattern: /(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/iu, why: "a business site in French says vous: vouvoiement on every page" },
    { pattern: /\b(abonnements?|forfaits?|packs?|packages?)\b|(?<!\{)\bplans?\b(?!\})/i, why: 'the word for a plan is "formule" on every page' },
    {
      pattern: /\bfrais (d[’']installation|de démarrage|d[’']inscription|de lancement|d[’']activation|de mise en route|de set-?up)/i,
      why: 'the word for set-up costs is "frais de mise en service" on every page',
    },
    { pattern: /\bhors TVA\b|\bexcl\.? TVA\b|\bTVA non comprise\b|(?<!\p{L})HT(?!\p{L})/u, why: 'business prices say "HTVA", as Belgian price lists do' },
    { pattern: /\bgratis\b/i, why: 'French says "gratuit" or "gratuitement"; Gratuit is the free plan' },
    {
      pattern: /\benl[èe]vement\b|(?<!\p{L})à enlever\b|\bclick(?: and | & | et )collect\b|\bcollecte\b/iu,
      why: 'one word for picking up: "retrait", "retirer", "heure de retrait"',
    },
    {
      pattern: /\bservice client(?!\p{L})|\bsupport client\b|(?<!\p{L})équipe (de )?support\b|(?<!\p{L})équipe d[’']assistance\b/iu,
      why: 'one name for the people who help: "service clientèle"',
    },
    { pattern: /\bstickers?\b/i, why: 'the QR sticker is an "autocollant QR" on every page' },
    { pattern: /\bterminal\b/i, why: 'a terminal is the card reader: the POS is an "appareil POS"' },
    {
      pattern: /\bappareil fixe\b|\bposé sur le comptoir\b/i,
      why: "the POS device is a handheld that goes in an apron pocket (products.pos), not fixed to the counter",
    },
    {
      pattern: /\bimprim\p{L}* chaque commande dès qu[’']elle arrive\b/iu,
      why: "the POS device prints an order when you confirm it (products.pos features), not when it comes in",
    },
    {
      pattern: /\bcartes\b(?! (de crédit|de débit|bancaires))/i,
      why: '"cartes" reads as menus or maps: "carte de crédit", "carte de débit"; maps are "la carte" in Manager',
    },
    { pattern: /\bdémonstration\b/i, why: 'one word for the demo: "démo"' },
    { pattern: /\bdémo produit\b/i, why: 'one name for the demo: "démo", and the action says "Demander une démo"', slip: "Demandez une Démo produit" },
    {
      pattern: /(?<!\p{L})paiements? par carte(?! (de crédit|de débit|bancaire|en ligne))/iu,
      why: "Pinvast takes online card payments (cartes, Apple Pay, Google Pay), not payments at a card terminal",
      slip: "Pinvast pour les paiements par carte",
    },
    {
      pattern: /\b(système|logiciel|caisse)s? POS\b/i,
      why: 'POS is our device, the "appareil POS"; the till a business already has is its "système de caisse"',
      slip: "Connectez votre système POS",
    },
    {
      pattern: /\b[Tt]extos?\b|\bmessages? texte\b|(?<!\p{L})sms(?!\p{L})/u,
      why: 'one word for a text message: "SMS"',
      slip: "Par texto, si vous le souhaitez",
    },
    { pattern: /\bprix fixe\b|\btarif fixe\b/i, why: 'one noun for a plan\'s monthly fee: "montant fixe"', slip: "Un prix fixe pour votre webshop" },
    {
      pattern: /(?<!\p{L})(le|un|du|votre|propre) Webshop\b/u,
      why: '"Webshop" is the product\'s name, used as a name like Page and QR ("avec Webshop et QR"); after an article it is the noun "webshop"',
      slip: "Marco a choisi Starter avec le Webshop",
    },
    { pattern: /\b(portables?|smartphones?)\b/i, why: 'a phone, the device, is a "GSM" on every page, as Belgians say; "téléphone" is the line you call' },
    { pattern: /\brush\b|\bfeedback\b|\bteam\b/i, why: 'English where French has a word: "coup de feu", "heures de pointe", "avis", "équipe"' },
    { pattern: /\bmarketplace\b/i, why: 'the marketplace is the "place de marché"' },
    { pattern: /\bbons? de commande\b/i, why: 'a printed order is a "ticket" on every page' },
    {
      pattern: /(?<!\p{L})(cafétéria|snack-bar)(?!\p{L})|\bsnackbar\b(?! ’t Hoekje)/iu,
      why: 'the Belgian word is "friterie" (a business name such as Snackbar ’t Hoekje stays)',
    },
  ],
};

/** The roles in job titles, one word each (docs/terms.md); "Manager" alone is the product. */
export const ROLES: Record<Locale, readonly string[]> = {
  nl: ["Eigenaar", "Bedrijfsleider", "Chef-kok", "Shiftleider"],
  en: ["Owner", "General manager", "Head chef", "Shift lead"],
  // Gérant and Gérante are one term in its two genders.
  fr: ["Propriétaire", "Gérant", "Gérante", "Chef de cuisine", "Responsable d’équipe"],
};
/** What may follow a role in a job title: ", Sushi Kaido", " van een grillroom", " d’une friterie". */
export const AFTER_ROLE: Record<Locale, RegExp> = { nl: /^(,| van )/, en: /^(,| of )/, fr: /^(,| d’| de )/ };

/**
 * Common English words that have a normal Dutch word ("bestellingen", not "orders").
 * Product names (Webshop, Page, QR, Manager, POS), the payment brands and the site's fixed labels
 * ("Cases", "Home") are not on it, and ALLOWED_NAMES takes them out first.
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
/** English words that are French words too ("support", "sales", "revenue"), so no sign of English on a French page. */
const FRENCH_TOO = ["support", "sales", "revenue", "live"];
const ALLOWED_NAMES = ["Webshop", "Page", "QR", "Manager", "POS", "Apple Pay", "Google Pay", "iDEAL", "Bancontact", "macOS", "Windows", "Bestelwijs"];

export function englishWords(text: string, locale: "nl" | "fr" = "nl"): string[] {
  const words = locale === "fr" ? [...ENGLISH_WORDS.filter((word) => !FRENCH_TOO.includes(word)), "rush", "team", "shop", "click", "collect"] : ENGLISH_WORDS;
  const stripped = ALLOWED_NAMES.reduce((rest, name) => rest.split(name).join(" "), text.replace(/\{\w+\}/g, " "));
  return (stripped.match(/\p{L}+/gu) ?? []).filter((word) => words.includes(word.toLowerCase()));
}

/**
 * French typography: a narrow no-break space (U+202F, as Intl's fr-BE puts in "7 %") before ; : ! ?
 * and inside « », the typographic apostrophe, and no other space there. A colon inside a time or an
 * address ("18:30", "https://") has no space and is left alone.
 */
export function typographySlips(text: string): string[] {
  const slips: string[] = [];
  for (const m of text.matchAll(/(.)([;:!?])(?=\s|$)/gu)) if (m[1] !== "\u202f") slips.push(`"${m[1]}${m[2]}": a narrow no-break space before ${m[2]}`);
  if (/«(?!\u202f)|(?<!\u202f)»/u.test(text)) slips.push("« » take a narrow no-break space inside");
  if (text.includes("'")) slips.push("the apostrophe is ’");
  if (/[ \u00a0]\u202f|\u202f[ \u00a0]| {2}/u.test(text)) slips.push("a double space");
  return slips;
}

/** A price, a percentage, the trial or the onboarding time typed as a number instead of its placeholder. */
export const TYPED_FIGURE = /€\s?\d|\d\s?[%€]|\b\d+ ?(uur|hours|dagen|days|-day|heures|jours)\b/;

const LANGUAGE_NAMES: Record<Locale, string> = { nl: "Dutch", en: "English", fr: "French" };

/**
 * What is wrong with one text of one language, in sentences for the editor, or nothing: the
 * rules above, the placeholders the site knows (`placeholders`: their names), and no empty text.
 * The editor refuses to save while any field has one (scripts/cms/); the copy lint holds every
 * page to the same rules.
 */
export function textProblems(text: string, locale: Locale, placeholders: readonly string[]): string[] {
  if (text.trim() === "") return [`Write the ${LANGUAGE_NAMES[locale]} text: every language needs one.`];
  const problems: string[] = [];
  const unknown = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "").filter((name) => !placeholders.includes(name));
  if (unknown.length > 0)
    problems.push(
      `${unknown.map((name) => `{${name}}`).join(", ")}: not a placeholder this field knows. ${
        placeholders.length > 0 ? `It knows ${placeholders.map((name) => `{${name}}`).join(", ")}.` : "It takes none: write the words as they are shown."
      }`,
    );
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ""))) problems.push("A { or } without its partner: a placeholder is written {name}.");
  if (TYPED_FIGURE.test(text))
    problems.push(
      // A field that takes no placeholders is a picture's words, whose prices have fields of their own.
      placeholders.length > 0
        ? "A figure is typed as a number: write its placeholder (such as {starter} or {trialDays}), so it is set once for every page and language."
        : "A figure is typed as a number: a price in the picture has its own field, in euros; the words around it name none.",
    );
  for (const rule of FORBIDDEN[locale] ?? []) if (rule.pattern.test(text)) problems.push(`${rule.why.charAt(0).toUpperCase()}${rule.why.slice(1)}.`);
  if (locale !== "en") {
    const english = englishWords(text, locale);
    if (english.length > 0) problems.push(`English on a ${LANGUAGE_NAMES[locale]} page: ${english.join(", ")}.`);
  }
  if (locale === "fr") problems.push(...typographySlips(text).map((slip) => `French typography: ${slip}.`));
  return problems;
}
