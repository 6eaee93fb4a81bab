/*
 * What a published file is: the processor architecture it runs on and the kind of file it is.
 * The page writes the label in the visitor's language from these two facts; the operator no
 * longer types one (docs/decisions/021-release-feed-and-file-facts.md). The words themselves
 * (systems, architectures, kinds) are shared with the page: shared/release-files.ts.
 */

import { type Architecture, type FileKind, KINDS_OF, OPERATING_SYSTEMS, type OperatingSystem, type PublishableKind } from "../../shared/release-files";

/** Per system, most common first: the order in which a version's files are listed. */
export const ARCHITECTURES_OF: Record<OperatingSystem, readonly Architecture[]> = {
  win: ["x64", "arm64", "x86"],
  mac_os: ["universal", "arm64", "x64"],
};

/** The file name endings each kind must have (compared without regard to case). */
export const EXTENSIONS_OF: Record<FileKind, readonly string[]> = {
  installer: [".exe"],
  msi: [".msi"],
  msix: [".msix", ".msixbundle", ".appx", ".appxbundle"],
  dmg: [".dmg"],
  pkg: [".pkg"],
  zip: [".zip"],
  other: [],
};

export const isArchitectureOf = (os: OperatingSystem, value: unknown): value is Architecture =>
  typeof value === "string" && ARCHITECTURES_OF[os].includes(value as Architecture);

export const isPublishableKindOf = (os: OperatingSystem, value: unknown): value is PublishableKind =>
  typeof value === "string" && (KINDS_OF[os] as readonly string[]).includes(value);

/** The kind a file name's ending stands for on this system, if any. */
export function kindOfFileName(os: OperatingSystem, fileName: string): PublishableKind | undefined {
  const lower = fileName.toLowerCase();
  return KINDS_OF[os].find((kind) => EXTENSIONS_OF[kind].some((extension) => lower.endsWith(extension)));
}

/** The other system whose files end like this (an .exe offered to Macs), if any. */
export function otherSystemOfFileName(os: OperatingSystem, fileName: string): OperatingSystem | undefined {
  if (kindOfFileName(os, fileName)) return undefined;
  return OPERATING_SYSTEMS.find((other) => other !== os && kindOfFileName(other, fileName) !== undefined);
}

export function hasExtensionOf(kind: FileKind, fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return kind === "other" || EXTENSIONS_OF[kind].some((extension) => lower.endsWith(extension));
}

const KIND_NAMES: Record<FileKind, string> = {
  installer: "Installer",
  msi: "MSI package",
  msix: "MSIX package",
  dmg: "Disk image",
  pkg: "Installer package",
  zip: "ZIP archive",
  other: "Download",
};

const ARCHITECTURE_NAMES: Record<OperatingSystem, Record<Architecture, string>> = {
  win: { x64: "64-bit", x86: "32-bit", arm64: "ARM64", universal: "all processors" },
  mac_os: { x64: "Intel", x86: "Intel, 32-bit", arm64: "Apple silicon", universal: "Apple silicon and Intel" },
};

/**
 * The English label the API still sends beside arch and kind, for clients written before them
 * ("Installer (64-bit)"). Pages compose their own from content/ in the visitor's language.
 */
export function englishLabel(os: OperatingSystem, arch: Architecture, kind: FileKind): string {
  return `${KIND_NAMES[kind]} (${ARCHITECTURE_NAMES[os][arch]})`;
}

/** Main download first: the system's usual architecture, then its usual kind. */
export function compareFiles(os: OperatingSystem, a: { arch: Architecture; kind: FileKind }, b: { arch: Architecture; kind: FileKind }): number {
  const rank = (file: { arch: Architecture; kind: FileKind }) => {
    const arch = ARCHITECTURES_OF[os].indexOf(file.arch);
    const kind = file.kind === "other" ? KINDS_OF[os].length : (KINDS_OF[os] as readonly string[]).indexOf(file.kind);
    return (arch === -1 ? ARCHITECTURES_OF[os].length : arch) * 100 + kind;
  };
  return rank(a) - rank(b);
}
