import type { CaseId, PageId, ProductId } from "./ids";
import type { PageMeta } from "./schema/page";

export type { CaseCopy } from "./schema/case";
export type { DownloadsCopy } from "./schema/downloads";
export type { FaqCopy } from "./schema/faq";
// Each kind of page has its own schema file, so work on one page never touches another's.
export type { HomeCopy } from "./schema/home";
export type { IntegrationsCopy } from "./schema/integrations";
export type { HeroCopy, PageCopy, PageMeta } from "./schema/page";
export type { PricingCopy } from "./schema/pricing";
export type { ProductCopy } from "./schema/product";
export type { SupportCopy } from "./schema/support";

import type { CaseCopy } from "./schema/case";
import type { DownloadsCopy } from "./schema/downloads";
import type { FaqCopy } from "./schema/faq";
import type { HomeCopy } from "./schema/home";
import type { IntegrationsCopy } from "./schema/integrations";
import type { PricingCopy } from "./schema/pricing";
import type { ProductCopy } from "./schema/product";
import type { SupportCopy } from "./schema/support";

export interface FrameCopy {
  skipLink: string;
  consumerBanner: { text: string; orderNow: string; orderFood: string };
  logoLabel: string;
  primaryNavLabel: string;
  menu: {
    open: string;
    close: string;
    home: string;
    products: string;
    productItems: Record<ProductId, string>;
    pricing: string;
    cases: string;
    caseItems: Record<CaseId, string>;
    info: string;
    infoItems: {
      helpCentre: string;
      integrations: string;
      downloads: string;
      faq: string;
      customerService: string;
    };
    opensInNewTab: string;
  };
  actions: { login: string; startFree: string; createShop: string; productDemo: string };
  /** The link to the trial's terms on the pricing page (pricing.index `trial`), beside every promise of the trial. */
  trialTerms: string;
  languageSwitcher: { label: string; current: string };
  /**
   * The notice on a page asked for with a `?lang` that names no supported language. "{code}" is
   * filled in with the code as given; a code too odd to repeat gets `unnamed` instead. `readIn` is
   * the link to the page in this language, shown on the page in the other language. Such a code
   * selects English, so only English pages carry the notice and, of the Dutch copy, only `readIn`
   * is shown; the Dutch sentences are kept because the notice is written for the page's language,
   * like all frame copy, and the copy of both languages has one shape.
   */
  unsupportedLanguage: { named: string; unnamed: string; shownIn: string; readIn: string };
  footer: {
    tagline: string;
    /** Name of the footer's nav landmark; must differ from primaryNavLabel and legalLabel. */
    navLabel: string;
    columns: { general: string; products: string; cases: string; information: string };
    socialLabel: string;
    legalLabel: string;
    legal: { terms: string; privacy: string; security: string; imprint: string };
    /** Reopens the consent banner; shown only when a tag-manager id is set. */
    cookieSettings: string;
    /** Labels before the KvK and VAT numbers of the imprint facts. */
    imprintFacts: { kvk: string; vat: string };
    /** "{year}" and "{brand}" are filled in. */
    copyright: string;
  };
  closingCta: { title: string; text: string; button: string; note: string };
  notFound: { meta: PageMeta; code: string; title: string; description: string; back: string };
  tagManagerFrameTitle: string;
  /** The consent banner (only with a tag-manager id). Accept, reject and settings are equal in weight. */
  consent: {
    title: string;
    text: string;
    accept: string;
    reject: string;
    settings: string;
    save: string;
    purposesLegend: string;
    purposes: Record<"analytics" | "ads", { label: string; description: string }>;
  };
}

/** Namespace → copy type. A page's copy module is named after its route id. */
export type CopyCatalog = { frame: FrameCopy } & {
  [Id in PageId]: Id extends "home.index"
    ? HomeCopy
    : Id extends ProductId
      ? ProductCopy
      : Id extends "pricing.index"
        ? PricingCopy
        : Id extends CaseId
          ? CaseCopy
          : Id extends "info.downloads"
            ? DownloadsCopy
            : Id extends "info.integrations"
              ? IntegrationsCopy
              : Id extends "info.support"
                ? SupportCopy
                : FaqCopy;
};

export type Namespace = keyof CopyCatalog;

/** Each locale lists its copy module per namespace; a missing module or key fails type-checking. */
export type LocaleCatalog = { readonly [N in Namespace]: CopyCatalog[N] };
