import type { PageCopy } from "../types";

/** The copy of the support page. */
export interface SupportCopy extends PageCopy {}
