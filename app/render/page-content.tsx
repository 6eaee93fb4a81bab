import type { ReactElement } from "react";
import type { PageCopy } from "../../content/types";
import { pricingFigures } from "../components/pricing/pricing-figures";
import { copyOf } from "../i18n/catalog";
import { CasePage } from "../pages/CasePage";
import { DownloadsPage, type DownloadsState } from "../pages/DownloadsPage";
import { FaqPage } from "../pages/FaqPage";
import { HomePage } from "../pages/HomePage";
import { IntegrationsPage } from "../pages/IntegrationsPage";
import { PricingPage } from "../pages/PricingPage";
import { ProductPage } from "../pages/ProductPage";
import { SupportPage } from "../pages/SupportPage";
import { fillCopy } from "../shared/figures";
import type { Locale } from "../shared/locales";
import type { PageEntry } from "../shared/route-table";

/** A page's copy as its head and its body both show it, and its body. */
export interface PageContent {
  copy: PageCopy;
  body: ReactElement;
}

/**
 * One component per kind of page; pages of one kind differ only in their copy. Copy that quotes
 * the figures as {placeholders} gets them filled in per locale from content/pricing-constants.ts
 * (the pricing page also its own plan figures; the support page its hours and notice period); the
 * downloads and integrations copy has none. `url` is the page's canonical address in `locale`, which structured data cites.
 */
export function pageContent(page: PageEntry, locale: Locale, url: string, downloads: DownloadsState): PageContent {
  switch (page.kind) {
    case "home": {
      const copy = fillCopy(copyOf(locale, page.id), locale);
      return { copy, body: <HomePage copy={copy} /> };
    }
    case "product": {
      const id = page.id;
      const copy = fillCopy(copyOf(locale, id), locale);
      return { copy, body: <ProductPage id={id} copy={copy} /> };
    }
    case "pricing": {
      const copy = fillCopy(copyOf(locale, page.id), locale, pricingFigures(locale));
      return { copy, body: <PricingPage copy={copy} locale={locale} url={url} /> };
    }
    case "case": {
      const id = page.id;
      const copy = fillCopy(copyOf(locale, id), locale);
      return { copy, body: <CasePage id={id} copy={copy} /> };
    }
    case "downloads": {
      const copy = copyOf(locale, page.id);
      return { copy, body: <DownloadsPage copy={copy} locale={locale} url={url} {...downloads} /> };
    }
    case "integrations": {
      const copy = copyOf(locale, page.id);
      return { copy, body: <IntegrationsPage copy={copy} /> };
    }
    case "support": {
      const copy = fillCopy(copyOf(locale, page.id), locale);
      return { copy, body: <SupportPage copy={copy} /> };
    }
    case "faq": {
      const copy = fillCopy(copyOf(locale, page.id), locale);
      return { copy, body: <FaqPage copy={copy} url={url} /> };
    }
  }
}
