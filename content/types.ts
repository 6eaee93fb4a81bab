import type { CaseId, PageId, ProductId } from "./ids";

export type { CaseCopy } from "./schema/case";
export type { DownloadsCopy } from "./schema/downloads";
export type { FaqCopy } from "./schema/faq";
export type { FrameCopy } from "./schema/frame";
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
import type { FrameCopy } from "./schema/frame";
import type { HomeCopy } from "./schema/home";
import type { IntegrationsCopy } from "./schema/integrations";
import type { PricingCopy } from "./schema/pricing";
import type { ProductCopy } from "./schema/product";
import type { SupportCopy } from "./schema/support";

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
