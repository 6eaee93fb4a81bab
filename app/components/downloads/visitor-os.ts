import type { OperatingSystem } from "./api";

/*
 * Which card the downloads page highlights, and whether it may say "your computer". The page
 * marks <html> before its first paint, with the inline script below (hashed into the CSP by the
 * pre-renderer), and CSS does the rest: the cached HTML is the same for every browser, and
 * without JavaScript both cards simply show. The script and visitorOs() share these patterns,
 * and a unit test runs the script against visitorOs() for a table of user agents.
 */

/** Spec §2: mac_os or win, default win. iPhone and iPad count as mac_os for the highlight only. */
const MAC_FAMILY = /Macintosh|Mac OS X|iPhone|iPad/;
/** Really a Mac: iPhones and iPads say "like Mac OS X"; iPadOS in desktop mode says Macintosh but has a touch screen. */
const MAC_DESKTOP = /Macintosh/;
const APPLE_MOBILE = /iPhone|iPad|iPod/;
/** Really Windows: the word, and not a phone that borrows it. */
const WINDOWS_DESKTOP = /Windows NT|Win64|Win32|WOW64/;
const NOT_WINDOWS = /Android|Windows Phone|Linux|CrOS/;

export const HIGHLIGHT_ATTRIBUTE = "data-visitor-os";
export const DETECTED_ATTRIBUTE = "data-visitor-os-detected";

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

/** The same rule as visitorOs(), for the inline script: no imports, no modules, before the first paint. */
export const VISITOR_OS_SCRIPT = `(function(){var u=navigator.userAgent,t=navigator.maxTouchPoints||0,h=document.documentElement,m=${MAC_FAMILY}.test(u),d=m?${MAC_DESKTOP}.test(u)&&!${APPLE_MOBILE}.test(u)&&t<2:${WINDOWS_DESKTOP}.test(u)&&!${NOT_WINDOWS}.test(u);h.setAttribute("${HIGHLIGHT_ATTRIBUTE}",m?"mac_os":"win");if(d)h.setAttribute("${DETECTED_ATTRIBUTE}","")})()`;

/**
 * After a client-side navigation the inline script does not run (React inserts it inert), so
 * the page marks <html> itself; after a full load the script has done it already.
 */
export function markVisitorOs(root: HTMLElement = document.documentElement): void {
  if (root.hasAttribute(HIGHLIGHT_ATTRIBUTE)) return;
  const { os, detected } = visitorOs(navigator.userAgent, navigator.maxTouchPoints || 0);
  root.setAttribute(HIGHLIGHT_ATTRIBUTE, os);
  if (detected) root.setAttribute(DETECTED_ATTRIBUTE, "");
}
