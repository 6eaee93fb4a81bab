import type { PageCopy } from "../types";

/** The copy of the downloads page. */
export interface DownloadsCopy extends PageCopy {}
