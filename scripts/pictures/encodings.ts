/**
 * The WebP encoding that won for each picture file, recorded in encodings.json beside this file,
 * so a cold build encodes each file once instead of twice (decision 050). An entry is
 * "<name> <locale> <px>w": "<encoding> <fingerprint>", the fingerprint a hash of the drawn SVG
 * and width: a changed drawing or copy no longer matches its entry and is encoded both ways again.
 */
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "../../shared/locale";
import type { WebpEncoding } from "./render";

export const ENCODINGS_FILE = path.join(import.meta.dirname, "encodings.json");

/** One file's entry: which picture it is (for people and the stale check) and what it was drawn from. */
export interface EncodingEntry {
  label: string;
  fingerprint: string;
  encoding: WebpEncoding;
}

export function encodingLabel(name: string, locale: Locale, width: number): string {
  return `${name} ${locale} ${width}w`;
}

/** Twelve hex digits of sha256 over width and SVG: enough to tell drawings apart, short enough to read in a diff. */
export function encodingFingerprint(svg: string, width: number): string {
  return createHash("sha256").update(`${width}\n${svg}`).digest("hex").slice(0, 12);
}

const VALUE = /^(lossless|lossy) ([0-9a-f]{12})$/;

export function parseEncodings(json: string): EncodingEntry[] {
  const record = JSON.parse(json) as Record<string, string>;
  return Object.entries(record).map(([label, value]) => {
    const [, encoding, fingerprint] = VALUE.exec(value) ?? [];
    if (!encoding || !fingerprint) throw new Error(`${ENCODINGS_FILE}: "${label}" must be "lossless|lossy <12 hex digits>", got "${value}"`);
    return { label, fingerprint, encoding: encoding as WebpEncoding };
  });
}

export function readEncodings(file = ENCODINGS_FILE): EncodingEntry[] {
  try {
    return parseEncodings(readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Lookup by fingerprint alone, so the development server's pictures (scripts/dev/) use it too. */
export function encodingsByFingerprint(entries: readonly EncodingEntry[]): ReadonlyMap<string, WebpEncoding> {
  return new Map(entries.map((entry) => [entry.fingerprint, entry.encoding]));
}

/** Sorted, one entry a line, so a change shows as a small diff. */
export function formatEncodings(entries: readonly EncodingEntry[]): string {
  const sorted = [...entries].sort((a, b) => a.label.localeCompare(b.label, "en", { numeric: true }));
  const lines = sorted.map((entry) => `  ${JSON.stringify(entry.label)}: ${JSON.stringify(`${entry.encoding} ${entry.fingerprint}`)}`);
  return `{\n${lines.join(",\n")}\n}\n`;
}

/**
 * Written beside the file and renamed over it: the development server writes it in the background
 * and may be stopped mid-write, and a file cut off halfway would stop every later run that reads it.
 * A rename within one folder replaces the file whole, so a reader finds the old entries or the new.
 */
export async function writeEncodings(entries: readonly EncodingEntry[], file = ENCODINGS_FILE): Promise<void> {
  // Its own name per write: two runs in one process (a restarted server's and the old one's last) never share one.
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomUUID()}.partial`);
  try {
    await writeFile(partial, formatEncodings(entries));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
