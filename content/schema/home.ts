import type { PageCopy } from "../types";

/** The copy of the home page. */
export interface HomeCopy extends PageCopy {}
