import { CONSENT_STORAGE_KEY, CONSENT_VERSION, type ConsentChoice } from "./choice";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** What the head script leaves on window for the banner: the one place that applies a choice. */
export const APPLY_CONSENT = "__applyConsent";

declare global {
  interface Window {
    [APPLY_CONSENT]?: (choice: ConsentChoice) => void;
  }
}

export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * The inline script the root puts in <head> when a container id is set. It runs before
 * anything else, so Google Consent Mode v2 starts at "denied" for everything; then it applies a
 * stored choice, which loads gtm.js for a returning visitor who allowed analytics or ads. On a
 * prerendered page that waits until the page is shown (activation.ts). Nothing of the tag
 * manager loads otherwise: the banner calls window.__applyConsent later.
 *
 * Hand-written rather than Function#toString() of TypeScript, so the server and client bundles
 * render byte-identical text (its CSP hash is computed from the pre-rendered page). It must
 * agree with parseConsent and whenActivated; bootstrap.test.ts runs them on the same inputs.
 */
export function consentBootstrapScript(containerId: string): string {
  const src = JSON.stringify(tagManagerScriptUrl(containerId));
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  return [
    "(function(w,d){",
    "var l=w.dataLayer=w.dataLayer||[],loaded=false;",
    // Consent Mode reads gtag-style `arguments` objects, not arrays.
    "function gtag(){l.push(arguments)}",
    'function s(on){return on?"granted":"denied"}',
    'gtag("consent","default",{ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",analytics_storage:"denied"});',
    `w.${APPLY_CONSENT}=function(c){`,
    'gtag("consent","update",{ad_storage:s(c.ads),ad_user_data:s(c.ads),ad_personalization:s(c.ads),analytics_storage:s(c.analytics)});',
    "if(loaded||!(c.analytics||c.ads))return;",
    'loaded=true;l.push({"gtm.start":Date.now(),event:"gtm.js"});',
    `var t=d.createElement("script");t.async=true;t.src=${src};d.head.appendChild(t)};`,
    `function go(){try{var c=JSON.parse(w.localStorage.getItem(${key}));`,
    `if(c&&c.v===${CONSENT_VERSION}&&typeof c.analytics==="boolean"&&typeof c.ads==="boolean")w.${APPLY_CONSENT}(c)}catch(e){}}`,
    // whenActivated (activation.ts): a prerendered page loads nothing until the visitor sees it,
    // and then applies the choice stored by then, not the one when it was prerendered.
    'if(d.prerendering)d.addEventListener("prerenderingchange",go,{once:true});else go()',
    "})(window,document)",
  ].join("");
}
