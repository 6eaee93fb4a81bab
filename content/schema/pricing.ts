import type { PageCopy } from "../types";

/** The copy of the pricing page. */
export interface PricingCopy extends PageCopy {}
