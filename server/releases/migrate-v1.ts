import { type Architecture, type FileKind, isOperatingSystem, type OperatingSystem } from "../../shared/release-files";
import { kindOfFileName } from "./file-kinds";

/*
 * Schema 1 described a file with a free label ("Installer (64-bit)"); schema 2 with its
 * architecture and kind. This reads both from the label and the file name. Nothing is dropped:
 * a file that cannot be told keeps a safe default (the system's usual architecture, kind
 * "other") and is named in the report, so the operator can look at it.
 */

export interface V1File {
  path: string;
  os: OperatingSystem;
  label: string;
}

export interface Classified {
  arch: Architecture;
  kind: FileKind;
  /** Set when a default was used instead of what the label or name said. */
  guess?: string;
}

// Order matters: "x86_64" and "x86-64" are 64-bit, so they are tested before plain "x86".
const ARCH_PATTERNS: ReadonlyArray<[Architecture, RegExp]> = [
  ["universal", /universal|apple silicon (?:and|&|\+) intel|intel (?:and|&|\+) apple silicon/i],
  ["arm64", /arm64|aarch64|\barm\b|apple silicon|\bm1\b|\bm2\b/i],
  ["x64", /x86[-_]64|x64|amd64|64[- ]?bit|\bintel\b/i],
  ["x86", /x86|ia32|i[3-6]86|32[- ]?bit|win32/i],
];

export const DEFAULT_ARCH: Record<OperatingSystem, Architecture> = { win: "x64", mac_os: "universal" };

/** The architecture a text (a label, a file name) names for this system, if any. */
export const architectureNamedIn = (os: OperatingSystem, text: string): Architecture | undefined =>
  ARCH_PATTERNS.find(([candidate, pattern]) => pattern.test(text) && (os === "win" ? candidate !== "universal" : candidate !== "x86"))?.[0];

/** Architecture and kind of a schema 1 file, from its label first and its file name second. */
export function classifyV1File(file: V1File): Classified {
  const fileName = file.path.split("/").pop() ?? "";
  const os = isOperatingSystem(file.os) ? file.os : "win";
  const guesses: string[] = [];

  let arch: Architecture | undefined;
  for (const text of [file.label, fileName]) {
    arch = architectureNamedIn(os, text);
    if (arch) break;
  }
  if (!arch) {
    arch = DEFAULT_ARCH[os];
    guesses.push(`no architecture in "${file.label}" or ${fileName}, so ${arch}`);
  }

  let kind: FileKind | undefined = kindOfFileName(os, fileName);
  if (!kind) {
    kind = "other";
    guesses.push(`${fileName} does not end like any ${os} kind, so "other"`);
  }
  return guesses.length > 0 ? { arch, kind, guess: guesses.join("; ") } : { arch, kind };
}
