import type { DownloadsCopy } from "../../../content/types";
import type { Architecture, FileKind, OperatingSystem } from "../../../shared/release-files";
import type { Locale } from "../../shared/locales";
import { formatNumber } from "../../shared/number-format";

/** Fills {name} placeholders of a copy string. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * Each language's size units as Intl writes them, but Dutch "512 bytes", as Dutch writes the plural
 * (Intl's "512 byte" reads as a slip to Dutch readers); English "512 bytes" (both
 * "1 byte"), French "512 octets" and "1,4 Mo", with the no-break spaces Intl puts there.
 */
const SIZE_UNITS: Record<Locale, { byte: string; bytes: string; kilo: string; mega: string; giga: string; byteSpace: string; space: string }> = {
  nl: { byte: "byte", bytes: "bytes", kilo: "kB", mega: "MB", giga: "GB", byteSpace: " ", space: " " },
  en: { byte: "byte", bytes: "bytes", kilo: "kB", mega: "MB", giga: "GB", byteSpace: " ", space: " " },
  fr: { byte: "octet", bytes: "octets", kilo: "ko", mega: "Mo", giga: "Go", byteSpace: "\u00a0", space: "\u202f" },
};

/** "1,4 MB" / "1.4 MB" / "1,4 Mo": decimal units, as operating systems show them. */
export function formatSize(locale: Locale, bytes: number): string {
  const units = SIZE_UNITS[locale];
  const [unit, divisor] = bytes >= 1e9 ? [units.giga, 1e9] : bytes >= 1e6 ? [units.mega, 1e6] : bytes >= 1e3 ? [units.kilo, 1e3] : [null, 1];
  const number = formatNumber(locale, bytes / divisor, { maximumFractionDigits: 1 });
  return unit === null ? `${number}${units.byteSpace}${bytes === 1 ? units.byte : units.bytes}` : `${number}${units.space}${unit}`;
}

type FileNamingCopy = Pick<DownloadsCopy, "fileLabel" | "kinds" | "architectures">;

/** "Installatieprogramma (64-bit)" / "Installer (64-bit)": a file named in the page's language from what it is, never the API's English label. */
export function fileLabel(copy: FileNamingCopy, os: OperatingSystem, file: { arch: Architecture; kind: FileKind }): string {
  return fill(copy.fileLabel, { kind: copy.kinds[file.kind], arch: copy.architectures[os][file.arch] });
}

/**
 * "12 maart 2025" / "12 March 2025" / "12 mars 2025", as Intl writes a long date in nl-NL, en-GB and fr-BE (the English
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
