import type { CaseId, ProductId } from "../ids";
import { type CopyOf, group, keyed, page, text } from "./fields";
import { META } from "./page";

// In the order of the menu's dropdowns, which is the file's.
const PRODUCTS = {
  "products.manager": "Manager",
  "products.qr": "QR",
  "products.webshop": "Webshop",
  "products.pos": "POS device",
  "products.page": "Page",
} as const satisfies Record<ProductId, string>;

const CASES = {
  "cases.lunchroom": "Lunchroom",
  "cases.sushi": "Sushi",
  "cases.cafetaria": "Cafetaria",
  "cases.italian": "Italian",
  "cases.grillroom": "Grillroom",
} as const satisfies Record<CaseId, string>;

const PURPOSES = { analytics: "Statistics", ads: "Advertising" } as const;

/**
 * The words around every page (menu, footer, closing call to action, consent banner) and the
 * not-found page's. It has no route of its own, so its id names only its file,
 * content/pages/frame.json; the server renders request-time pages with it too.
 */
export const FRAME = page("frame", "Menu, footer and 404", {
  skipLink: text("Link to skip to the page's content, for keyboard and screen-reader users"),
  consumerBanner: group("Banner for people who want to order food", {
    text: text("Text"),
    orderNow: text("Button on a phone"),
    orderFood: text("Button on a wider screen"),
  }),
  logoLabel: text("Logo, read out by screen readers"),
  primaryNavLabel: text("Name of the main menu, read out by screen readers", {
    description: "Must differ from the footer's names of its pages and its legal links.",
  }),
  menu: group("Menu", {
    open: text("Button that opens the menu on a phone, read out by screen readers"),
    close: text("Button that closes it, read out by screen readers"),
    home: text("Home page"),
    products: text("Products"),
    productItems: keyed("Products, one by one", PRODUCTS, text),
    pricing: text("Pricing page"),
    cases: text("Cases"),
    caseItems: keyed("Cases, one by one", CASES, text),
    info: text("Info"),
    infoItems: group("Info, one by one", {
      helpCentre: text("Help centre"),
      integrations: text("Integrations"),
      downloads: text("Downloads"),
      faq: text("Questions and answers"),
      customerService: text("Customer service"),
    }),
    opensInNewTab: text("Beside a link that opens in a new tab, read out by screen readers"),
  }),
  actions: group("Buttons", {
    login: text("Log in"),
    startFree: text("Start for free", { description: "Keep it short: it fits the menu bar on a 1024-pixel screen and on a 320-pixel phone." }),
    createShop: text("Create a webshop"),
    productDemo: text("Ask for a demo"),
  }),
  trialTerms: text("Link to the trial's terms on the pricing page, beside every promise of the trial"),
  languageSwitcher: group("Choice of language", {
    label: text("Its name"),
    current: text("Beside the language shown, read out by screen readers"),
  }),
  /*
   * Such a code selects English, so only English pages show the notice and, of the other
   * languages, only `readIn`; their sentences are still written, as the notice is written for the
   * page's language like all of this copy, and every language's copy has one shape.
   */
  unsupportedLanguage: group("Notice when the address asks for a language the site does not have (?lang=…)", {
    named: text("The code is not supported", {
      placeholders: { code: "the language code the address asked for, as it was typed" },
    }),
    unnamed: text("The same, for a code too odd to repeat"),
    shownIn: text("In which language the page is shown"),
    readIn: text("Link to the page in this language, shown on the page in another language"),
  }),
  footer: group("Footer", {
    tagline: text("Text under the logo"),
    navLabel: text("Name of the list of all pages, read out by screen readers", {
      description: "Must differ from the main menu's name and the legal links' name.",
    }),
    columns: group("Column headings", {
      general: text("General"),
      products: text("Products"),
      cases: text("Cases"),
      information: text("Information"),
    }),
    socialLabel: text("Heading of the social-media links"),
    legalLabel: text("Name of the legal links, read out by screen readers"),
    legal: group("Legal links", {
      terms: text("Terms and conditions"),
      privacy: text("Privacy"),
      security: text("Security"),
      imprint: text("Company details"),
    }),
    cookieSettings: text("Link that reopens the cookie banner", { description: "Shown only when the site measures visits (a tag manager is set)." }),
    imprintFacts: group("Company details", {
      kvk: text("Before the Chamber of Commerce (KvK) number"),
      vat: text("Before the VAT number"),
    }),
    copyright: text("Copyright", {
      placeholders: { year: "the year the pages were published, as a number", brand: "the company's name" },
    }),
  }),
  closingCta: group("Closing block at the bottom of most pages", {
    title: text("Heading"),
    text: text("Text"),
    button: text("Button"),
    note: text("Small print under the button"),
  }),
  notFound: group("Page that does not exist (404)", {
    meta: META,
    code: text("Error code above the heading"),
    title: text("Heading"),
    description: text("Text"),
    back: text("Link to the home page"),
  }),
  tagManagerFrameTitle: text("Name of the tag manager's hidden frame, read out by screen readers"),
  // Accepting, refusing and the settings are equal in weight: the banner favours no answer.
  consent: group("Cookie banner (only when the site measures visits)", {
    title: text("Heading"),
    text: text("Text"),
    accept: text("Accept button"),
    reject: text("Refuse button"),
    settings: text("Settings button"),
    save: text("Save button, in the settings"),
    purposesLegend: text("Heading of the choices, in the settings"),
    purposes: keyed("Choices", PURPOSES, (purpose) => group(purpose, { label: text("Name"), description: text("What it means") })),
  }),
});

/** The frame's copy, in one language. */
export type FrameCopy = CopyOf<typeof FRAME>;
