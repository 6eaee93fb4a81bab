import type { PageCopy } from "../types";

/** The copy of the integrations page. */
export interface IntegrationsCopy extends PageCopy {}
