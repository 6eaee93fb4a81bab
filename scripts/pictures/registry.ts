import type { Drawing } from "./drawing";

/**
 * Every picture the build renders (scripts/pictures.ts), per locale and per width.
 * One import line per drawing module; keep the list sorted by name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each drawing has its own text type
export const DRAWINGS: readonly Drawing<any>[] = [];
