import type { PageCopy } from "../types";

/** The copy of the faq page. */
export interface FaqCopy extends PageCopy {}
