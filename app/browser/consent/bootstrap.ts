import { type ActivationTarget, whenActivated } from "./activation";
import { CONSENT_STORAGE_KEY, type ConsentChoice, parseConsent } from "./choice";

const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** What the head script leaves on window for the banner: the one place that applies a choice. */
export const APPLY_CONSENT = "__applyConsent";

declare global {
  interface Window {
    [APPLY_CONSENT]?: (choice: ConsentChoice) => void;
  }
}

function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** The parts of window and document the head script touches, so a unit test can hand it fakes. */
export interface ConsentWindow {
  readonly localStorage: Pick<Storage, "getItem">;
  dataLayer?: unknown[];
  [APPLY_CONSENT]?: (choice: ConsentChoice) => void;
}
export interface ConsentDocument<Script extends { async: boolean; src: string }> extends ActivationTarget {
  createElement(tag: "script"): Script;
  readonly head: { appendChild(element: Script): unknown };
}

/**
 * What the inline script in <head> does when the site has a tag manager (app/browser/head-scripts/consent.ts,
 * compiled at build time). It runs before anything else, so Google Consent Mode v2 starts at
 * "denied" for everything; then it applies a stored choice, which loads gtm.js for a returning
 * visitor who allowed analytics or ads. On a prerendered page that waits until the page is shown
 * (activation.ts). Nothing of the tag manager loads otherwise: the banner calls
 * window.__applyConsent later.
 */
export function startConsentMode<Script extends { async: boolean; src: string }>(w: ConsentWindow, d: ConsentDocument<Script>, containerId: string): void {
  w.dataLayer ??= [];
  const layer = w.dataLayer;
  // Consent Mode reads gtag-style `arguments` objects, not arrays.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: Consent Mode needs the arguments object itself
    layer.push(arguments);
  }
  const state = (granted: boolean) => (granted ? "granted" : "denied");
  gtag("consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" });
  let loaded = false;
  const apply = (choice: ConsentChoice) => {
    gtag("consent", "update", {
      ad_storage: state(choice.ads),
      ad_user_data: state(choice.ads),
      ad_personalization: state(choice.ads),
      analytics_storage: state(choice.analytics),
    });
    if (loaded || !(choice.analytics || choice.ads)) return;
    loaded = true;
    layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = d.createElement("script");
    script.async = true;
    script.src = tagManagerScriptUrl(containerId);
    d.head.appendChild(script);
  };
  w[APPLY_CONSENT] = apply;
  // A prerendered page loads nothing until the visitor sees it, and then applies the choice
  // stored by then, not the one when it was prerendered.
  whenActivated(d, () => {
    let stored: ConsentChoice | null = null;
    try {
      stored = parseConsent(w.localStorage.getItem(CONSENT_STORAGE_KEY));
    } catch {
      // Blocked storage: no stored choice.
    }
    if (stored) apply(stored);
  });
}
