import type { Architecture, OperatingSystem } from "../../../shared/release-files";

/*
 * Which card the downloads page highlights, and whether it may say "your computer". The page
 * marks <html> before its first paint (markVisitorOs, run by an inline head script), and CSS does
 * the rest: the cached HTML is the same for every browser, and without JavaScript both cards
 * simply show. A phone or tablet can install neither card's software: it gets no highlight, and
 * the notice that helps send the page to a computer (SendToComputer.tsx) shows instead.
 */

/** Phones and tablets. iPadOS asking for the desktop site says Macintosh; only its touch screen gives it away. */
const HANDHELD_AGENT = /iPhone|iPad|iPod|Android|Windows Phone/;
/** The highlight is mac_os or win, default win. */
const MAC_FAMILY = /Macintosh|Mac OS X/;
const MAC_DESKTOP = /Macintosh/;
/** Really Windows: the word, and not a phone that borrows it. */
const WINDOWS_DESKTOP = /Windows NT|Win64|Win32|WOW64/;
const NOT_WINDOWS = /Android|Windows Phone|Linux|CrOS/;

export const HIGHLIGHT_ATTRIBUTE = "data-visitor-os";
export const DETECTED_ATTRIBUTE = "data-visitor-os-detected";
/** The processor, where the browser tells it (User-Agent Client Hints); absent otherwise. */
export const ARCH_ATTRIBUTE = "data-visitor-arch";
/** What the browser can do with the page's address, so the notice shows only buttons that work (SendToComputer.tsx). */
export const CAN_SHARE_ATTRIBUTE = "data-visitor-can-share";
export const CAN_COPY_ATTRIBUTE = "data-visitor-can-copy";
/** The value of HIGHLIGHT_ATTRIBUTE on a phone or tablet, which highlights no card. */
const HANDHELD = "handheld";

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
  /** The card to highlight, or none on a phone or tablet. */
  os: OperatingSystem | typeof HANDHELD;
  /** Whether it is known to be this system, so the card may say "your computer". */
  detected: boolean;
}

export function visitorOs(userAgent: string, maxTouchPoints: number): VisitorOs {
  if (HANDHELD_AGENT.test(userAgent) || (MAC_DESKTOP.test(userAgent) && maxTouchPoints > 1)) return { os: HANDHELD, detected: false };
  if (MAC_FAMILY.test(userAgent)) return { os: "mac_os", detected: MAC_DESKTOP.test(userAgent) };
  return { os: "win", detected: WINDOWS_DESKTOP.test(userAgent) && !NOT_WINDOWS.test(userAgent) };
}

/** The parts of navigator read here; a unit test hands in its own. */
export interface VisitorBrowser {
  readonly userAgent: string;
  readonly maxTouchPoints?: number;
  readonly share?: unknown;
  readonly clipboard?: { readonly writeText?: unknown };
  readonly userAgentData?: {
    getHighEntropyValues?: (keys: string[]) => { then(onAnswer: (hints: ArchitectureHints) => void, onRefusal: () => void): unknown };
  };
}

/**
 * Marks <html> with the visitor's system before the downloads page's cards paint: the page's
 * inline head script does this (app/browser/head-scripts/visitor-os.ts, compiled at build time), and the
 * page's script again after it replaces the list (returning at once when it is marked). It then
 * marks whether the browser can share and copy, so the phone notice's buttons take their place
 * before the first paint too. On a computer it then asks for the processor; the answer comes a
 * moment later, and CSS shows the matching file in a slot that already has its size (OsCard.tsx),
 * so nothing moves.
 */
export function markVisitorOs(root: Pick<Element, "hasAttribute" | "setAttribute"> = document.documentElement, browser: VisitorBrowser = navigator): void {
  if (root.hasAttribute(HIGHLIGHT_ATTRIBUTE)) return;
  const { os, detected } = visitorOs(browser.userAgent, browser.maxTouchPoints || 0);
  root.setAttribute(HIGHLIGHT_ATTRIBUTE, os);
  if (detected) root.setAttribute(DETECTED_ATTRIBUTE, "");
  if (typeof browser.share === "function") root.setAttribute(CAN_SHARE_ATTRIBUTE, "");
  if (typeof browser.clipboard?.writeText === "function") root.setAttribute(CAN_COPY_ATTRIBUTE, "");
  if (os === HANDHELD) return;
  browser.userAgentData?.getHighEntropyValues?.(["architecture", "bitness"]).then(
    (values) => {
      const arch = visitorArchitecture(values);
      if (arch) root.setAttribute(ARCH_ATTRIBUTE, arch);
    },
    () => undefined,
  );
}
