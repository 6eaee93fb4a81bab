import { StoreUnavailableError } from "./store";

/** Arguments an operator got wrong (a value that is not an os, a version or a kind); the CLI exits 2 with its usage. */
export class UsageError extends Error {}

/** Well-formed, but refused: the file, the store or the manifest says no. The CLI exits 1 with this one sentence. */
export class RefusalError extends Error {}

/**
 * The upload landed but the manifest may not list it (a failed or unanswered manifest write): says
 * what the operator does next. A StoreUnavailableError, as the failure it wraps mostly is.
 */
export class UnlistedUploadError extends StoreUnavailableError {}
