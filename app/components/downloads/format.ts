import type { DownloadsCopy } from "../../../content/types";
import type { Architecture, FileKind, OperatingSystem } from "../../../shared/release-files";
import type { Locale } from "../../i18n/locales";
import { formatNumber } from "../../i18n/number-format";

/** Fills {name} placeholders of a copy string. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** "1,4 MB" / "1.4 MB": decimal units, as operating systems show them. */
export function formatSize(locale: Locale, bytes: number): string {
  const [unit, divisor] = bytes >= 1e9 ? ["GB", 1e9] : bytes >= 1e6 ? ["MB", 1e6] : bytes >= 1e3 ? ["kB", 1e3] : [byteUnit(locale, bytes), 1];
  return `${formatNumber(locale, bytes / divisor, { maximumFractionDigits: 1 })} ${unit}`;
}

/** Dutch writes "512 byte", English "512 bytes" (and both "1 byte"). */
function byteUnit(locale: Locale, bytes: number): string {
  return locale === "en" && bytes !== 1 ? "bytes" : "byte";
}

type FileNamingCopy = Pick<DownloadsCopy, "fileLabel" | "kinds" | "architectures">;

/** "Installatieprogramma (64-bit)" / "Installer (64-bit)": a file named in the page's language from what it is, never the API's English label. */
export function fileLabel(copy: FileNamingCopy, os: OperatingSystem, file: { arch: Architecture; kind: FileKind }): string {
  return fill(copy.fileLabel, { kind: copy.kinds[file.kind], arch: copy.architectures[os][file.arch] });
}

/**
 * "12 maart 2025" / "12 March 2025", as Intl writes a long date in nl-NL and en-GB (the English
 * pages are British English, content/README.md), but without
 * Intl (see number-format.ts: a page's first Intl formatter is slow). The day is UTC's, so the
 * page reads the same wherever the visitor is.
 */
export function formatDate(copy: Pick<DownloadsCopy, "dateFormat" | "months">, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return fill(copy.dateFormat, { day: String(date.getUTCDate()), month: copy.months[date.getUTCMonth()]!, year: String(date.getUTCFullYear()) });
}

/** The date part of an ISO time, for <time dateTime>. */
export const isoDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);
