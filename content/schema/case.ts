import type { PageCopy } from "../types";

/** The copy of the case pages (one module per case study). */
export interface CaseCopy extends PageCopy {}
