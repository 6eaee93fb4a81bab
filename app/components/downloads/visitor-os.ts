import type { Architecture, OperatingSystem } from "../../../shared/release-files";

/*
 * Which card the downloads page highlights, and whether it may say "your computer". The page
 * marks <html> before its first paint (markVisitorOs, run by an inline head script), and CSS does
 * the rest: the cached HTML is the same for every browser, and without JavaScript both cards
 * simply show.
 */

/** The highlight is mac_os or win, default win. iPhone and iPad count as mac_os for the highlight only. */
const MAC_FAMILY = /Macintosh|Mac OS X|iPhone|iPad/;
/** Really a Mac: iPhones and iPads say "like Mac OS X"; iPadOS in desktop mode says Macintosh but has a touch screen. */
const MAC_DESKTOP = /Macintosh/;
const APPLE_MOBILE = /iPhone|iPad|iPod/;
/** Really Windows: the word, and not a phone that borrows it. */
const WINDOWS_DESKTOP = /Windows NT|Win64|Win32|WOW64/;
const NOT_WINDOWS = /Android|Windows Phone|Linux|CrOS/;

export const HIGHLIGHT_ATTRIBUTE = "data-visitor-os";
export const DETECTED_ATTRIBUTE = "data-visitor-os-detected";
/** The processor, where the browser tells it (User-Agent Client Hints); absent otherwise. */
export const ARCH_ATTRIBUTE = "data-visitor-arch";

/** What getHighEntropyValues(["architecture", "bitness"]) answers. */
export interface ArchitectureHints {
  architecture?: string;
  bitness?: string;
}

/**
 * The file architecture for what the browser reports: 64-bit ARM (Windows on ARM, Apple
 * silicon), 32-bit or 64-bit x86. Anything else (32-bit ARM, an empty answer) is unknown, and
 * the page keeps its default file (x64, or universal on a Mac).
 */
export function visitorArchitecture({ architecture, bitness }: ArchitectureHints): Architecture | null {
  if (architecture === "arm") return bitness === "32" ? null : "arm64";
  if (architecture === "x86") return bitness === "32" ? "x86" : "x64";
  return null;
}

export interface VisitorOs {
  /** The card to highlight. */
  os: OperatingSystem;
  /** Whether it is known to be this system, so the card may say "your computer". */
  detected: boolean;
}

export function visitorOs(userAgent: string, maxTouchPoints: number): VisitorOs {
  if (MAC_FAMILY.test(userAgent)) return { os: "mac_os", detected: MAC_DESKTOP.test(userAgent) && !APPLE_MOBILE.test(userAgent) && maxTouchPoints < 2 };
  return { os: "win", detected: WINDOWS_DESKTOP.test(userAgent) && !NOT_WINDOWS.test(userAgent) };
}

/** The parts of navigator read here; a unit test hands in its own. */
export interface VisitorBrowser {
  readonly userAgent: string;
  readonly maxTouchPoints?: number;
  readonly userAgentData?: {
    getHighEntropyValues?: (keys: string[]) => { then(onAnswer: (hints: ArchitectureHints) => void, onRefusal: () => void): unknown };
  };
}

/**
 * Marks <html> with the visitor's system before the downloads page's cards paint: the page's
 * inline head script does this (app/head-scripts/visitor-os.ts, compiled at build time), and the
 * page's script again after it replaces the list (returning at once when it is marked). It then
 * asks for the processor; the answer comes a moment later, and CSS shows the matching file in a
 * slot that already has its size (OsCard.tsx), so nothing moves.
 */
export function markVisitorOs(root: Pick<Element, "hasAttribute" | "setAttribute"> = document.documentElement, browser: VisitorBrowser = navigator): void {
  if (root.hasAttribute(HIGHLIGHT_ATTRIBUTE)) return;
  const { os, detected } = visitorOs(browser.userAgent, browser.maxTouchPoints || 0);
  root.setAttribute(HIGHLIGHT_ATTRIBUTE, os);
  if (detected) root.setAttribute(DETECTED_ATTRIBUTE, "");
  browser.userAgentData?.getHighEntropyValues?.(["architecture", "bitness"]).then(
    (values) => {
      const arch = visitorArchitecture(values);
      if (arch) root.setAttribute(ARCH_ATTRIBUTE, arch);
    },
    () => undefined,
  );
}
