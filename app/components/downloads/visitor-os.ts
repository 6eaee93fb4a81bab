import type { Architecture, OperatingSystem } from "../../../shared/release-files";

/*
 * Which card the downloads page highlights, and whether it may say "your computer". The page
 * marks <html> before its first paint, with the inline script below (hashed into the CSP by the
 * pre-renderer), and CSS does the rest: the cached HTML is the same for every browser, and
 * without JavaScript both cards simply show. The script and visitorOs() share these patterns,
 * and a unit test runs the script against visitorOs() for a table of user agents.
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

/** The same rule as visitorArchitecture(), as script text; the unit test holds them together. */
const ARCH_SCRIPT = `var a=navigator.userAgentData;if(a&&a.getHighEntropyValues)a.getHighEntropyValues(["architecture","bitness"]).then(function(v){var r=v.architecture==="arm"?(v.bitness==="32"?"":"arm64"):v.architecture==="x86"?(v.bitness==="32"?"x86":"x64"):"";if(r)h.setAttribute("${ARCH_ATTRIBUTE}",r)},function(){});`;

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

/**
 * The same rule as visitorOs(), for the inline script: no imports, no modules, before the first
 * paint. It then asks for the processor; the answer comes a moment later, and CSS shows the
 * matching file in a slot that already has its size (OsCard.tsx), so nothing moves.
 */
export const VISITOR_OS_SCRIPT = `(function(){var u=navigator.userAgent,t=navigator.maxTouchPoints||0,h=document.documentElement,m=${MAC_FAMILY}.test(u),d=m?${MAC_DESKTOP}.test(u)&&!${APPLE_MOBILE}.test(u)&&t<2:${WINDOWS_DESKTOP}.test(u)&&!${NOT_WINDOWS}.test(u);h.setAttribute("${HIGHLIGHT_ATTRIBUTE}",m?"mac_os":"win");if(d)h.setAttribute("${DETECTED_ATTRIBUTE}","");${ARCH_SCRIPT}})()`;

/**
 * After a client-side navigation the inline script does not run (React inserts it inert), so
 * the page marks <html> itself; after a full load the script has done it already.
 */
export function markVisitorOs(root: HTMLElement = document.documentElement): void {
  if (root.hasAttribute(HIGHLIGHT_ATTRIBUTE)) return;
  const { os, detected } = visitorOs(navigator.userAgent, navigator.maxTouchPoints || 0);
  root.setAttribute(HIGHLIGHT_ATTRIBUTE, os);
  if (detected) root.setAttribute(DETECTED_ATTRIBUTE, "");
  const hints = (navigator as Navigator & { userAgentData?: { getHighEntropyValues?: (keys: string[]) => Promise<ArchitectureHints> } }).userAgentData;
  hints?.getHighEntropyValues?.(["architecture", "bitness"]).then(
    (values) => {
      const arch = visitorArchitecture(values);
      if (arch) root.setAttribute(ARCH_ATTRIBUTE, arch);
    },
    () => undefined,
  );
}
