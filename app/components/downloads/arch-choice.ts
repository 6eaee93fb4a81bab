import type { Architecture, OperatingSystem } from "../../../shared/release-files";

/*
 * Which file of a version matches the visitor's processor. The inline script of visitor-os.ts
 * marks <html data-visitor-arch="…"> when the browser tells it, a moment after the first paint;
 * CSS does the rest, so the HTML is the same for every browser and, without that answer (or
 * without JavaScript), the version's main file (x64, or universal on a Mac) is offered.
 *
 * `visitor-<os>-<arch>:` is a Tailwind variant of app/app.css: "the visitor's system is this one
 * and its processor this one". Only the card of the visitor's system follows the processor.
 * Whole class names, so Tailwind finds them.
 */
export const ARCH_CLASSES: Record<"shown" | "hidden" | "marked" | "labelled", Record<OperatingSystem, Record<Architecture, string>>> = {
  shown: {
    win: {
      x64: "visitor-win-x64:visible",
      x86: "visitor-win-x86:visible",
      arm64: "visitor-win-arm64:visible",
      universal: "visitor-win-universal:visible",
    },
    mac_os: {
      x64: "visitor-mac-x64:visible",
      x86: "visitor-mac-x86:visible",
      arm64: "visitor-mac-arm64:visible",
      universal: "visitor-mac-universal:visible",
    },
  },
  hidden: {
    win: {
      x64: "visitor-win-x64:invisible",
      x86: "visitor-win-x86:invisible",
      arm64: "visitor-win-arm64:invisible",
      universal: "visitor-win-universal:invisible",
    },
    mac_os: {
      x64: "visitor-mac-x64:invisible",
      x86: "visitor-mac-x86:invisible",
      arm64: "visitor-mac-arm64:invisible",
      universal: "visitor-mac-universal:invisible",
    },
  },
  marked: {
    win: {
      x64: "visitor-win-x64:border-brand-600",
      x86: "visitor-win-x86:border-brand-600",
      arm64: "visitor-win-arm64:border-brand-600",
      universal: "visitor-win-universal:border-brand-600",
    },
    mac_os: {
      x64: "visitor-mac-x64:border-brand-600",
      x86: "visitor-mac-x86:border-brand-600",
      arm64: "visitor-mac-arm64:border-brand-600",
      universal: "visitor-mac-universal:border-brand-600",
    },
  },
  labelled: {
    win: {
      x64: "visitor-win-x64:inline",
      x86: "visitor-win-x86:inline",
      arm64: "visitor-win-arm64:inline",
      universal: "visitor-win-universal:inline",
    },
    mac_os: {
      x64: "visitor-mac-x64:inline",
      x86: "visitor-mac-x86:inline",
      arm64: "visitor-mac-arm64:inline",
      universal: "visitor-mac-universal:inline",
    },
  },
};

/**
 * The candidates for the card's button: the main file (first in the API's order) and, of the
 * same kind, one per other architecture. A Mac's universal disk image is not traded for an
 * ARM zip; the zip stays in the list of all files, outlined for that processor.
 */
export function mainFileByArchitecture<T extends { arch: Architecture; kind: string }>(files: readonly T[]): T[] {
  const kind = files[0]?.kind;
  const seen = new Set<Architecture>();
  return files.filter((file) => file.kind === kind && !seen.has(file.arch) && seen.add(file.arch));
}

/**
 * The classes of one candidate in the card's button slot: the first (default) shows unless the
 * visitor's processor has a file of its own; any other shows only for its processor. All of them
 * share one grid cell, so the slot has its final size from the start.
 */
export function choiceClasses(os: OperatingSystem, arch: Architecture, index: number, candidates: readonly Architecture[]): string {
  if (index === 0)
    return candidates
      .slice(1)
      .map((other) => ARCH_CLASSES.hidden[os][other])
      .join(" ");
  return `invisible ${ARCH_CLASSES.shown[os][arch]}`;
}
