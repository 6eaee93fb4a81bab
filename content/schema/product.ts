import type { PageCopy } from "../types";

/** The copy of the product pages (one module per product). */
export interface ProductCopy extends PageCopy {}
