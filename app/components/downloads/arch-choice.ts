import type { Architecture, OperatingSystem } from "../../../shared/release-files";

/*
 * Which file of a version matches the visitor's processor. The inline script of visitor-os.ts
 * marks <html data-visitor-arch="…"> when the browser tells it, a moment after the first paint;
 * CSS does the rest, so the HTML is the same for every browser and, without that answer (or
 * without JavaScript), the version's main file (x64, or universal on a Mac) is offered.
 *
 * Whole class names, so Tailwind finds them; raw strings, because Tailwind reads "_" as a space
 * unless it is escaped. Only the card of the visitor's system follows the processor.
 */
export const ARCH_CLASSES: Record<"shown" | "hidden" | "marked" | "labelled", Record<OperatingSystem, Record<Architecture, string>>> = {
  shown: {
    win: { x64: String.raw`[html[data-visitor-os=win][data-visitor-arch=x64]_&]:visible`, x86: String.raw`[html[data-visitor-os=win][data-visitor-arch=x86]_&]:visible`, arm64: String.raw`[html[data-visitor-os=win][data-visitor-arch=arm64]_&]:visible`, universal: String.raw`[html[data-visitor-os=win][data-visitor-arch=universal]_&]:visible` },
    mac_os: { x64: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=x64]_&]:visible`, x86: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=x86]_&]:visible`, arm64: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=arm64]_&]:visible`, universal: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=universal]_&]:visible` },
  },
  hidden: {
    win: { x64: String.raw`[html[data-visitor-os=win][data-visitor-arch=x64]_&]:invisible`, x86: String.raw`[html[data-visitor-os=win][data-visitor-arch=x86]_&]:invisible`, arm64: String.raw`[html[data-visitor-os=win][data-visitor-arch=arm64]_&]:invisible`, universal: String.raw`[html[data-visitor-os=win][data-visitor-arch=universal]_&]:invisible` },
    mac_os: { x64: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=x64]_&]:invisible`, x86: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=x86]_&]:invisible`, arm64: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=arm64]_&]:invisible`, universal: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=universal]_&]:invisible` },
  },
  marked: {
    win: { x64: String.raw`[html[data-visitor-os=win][data-visitor-arch=x64]_&]:border-brand-600`, x86: String.raw`[html[data-visitor-os=win][data-visitor-arch=x86]_&]:border-brand-600`, arm64: String.raw`[html[data-visitor-os=win][data-visitor-arch=arm64]_&]:border-brand-600`, universal: String.raw`[html[data-visitor-os=win][data-visitor-arch=universal]_&]:border-brand-600` },
    mac_os: { x64: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=x64]_&]:border-brand-600`, x86: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=x86]_&]:border-brand-600`, arm64: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=arm64]_&]:border-brand-600`, universal: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=universal]_&]:border-brand-600` },
  },
  labelled: {
    win: { x64: String.raw`[html[data-visitor-os=win][data-visitor-arch=x64]_&]:inline`, x86: String.raw`[html[data-visitor-os=win][data-visitor-arch=x86]_&]:inline`, arm64: String.raw`[html[data-visitor-os=win][data-visitor-arch=arm64]_&]:inline`, universal: String.raw`[html[data-visitor-os=win][data-visitor-arch=universal]_&]:inline` },
    mac_os: { x64: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=x64]_&]:inline`, x86: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=x86]_&]:inline`, arm64: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=arm64]_&]:inline`, universal: String.raw`[html[data-visitor-os=mac\_os][data-visitor-arch=universal]_&]:inline` },
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
  if (index === 0) return candidates.slice(1).map((other) => ARCH_CLASSES.hidden[os][other]).join(" ");
  return `invisible ${ARCH_CLASSES.shown[os][arch]}`;
}
