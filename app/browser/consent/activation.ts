/**
 * A page the browser prerenders (the speculation rules in app/navigation/speculation-rules.ts)
 * runs its scripts before the visitor has asked for it, and may never be shown. Until it is,
 * it must send nothing to Google and ask nothing of the visitor: the tag manager, the consent
 * banner and click tracking start only once the page is activated. The consent head script
 * (startConsentMode in bootstrap.ts) and the page's script both wait with whenActivated.
 */

/** The part of Document this needs; `prerendering` is not in TypeScript's DOM types yet. */
export interface ActivationTarget {
  readonly prerendering?: boolean;
  addEventListener(type: "prerenderingchange", listener: () => void, options: { once: true }): void;
}

/** Runs `start` now on a page the visitor sees, or when a prerendered page is shown. */
export function whenActivated(target: ActivationTarget, start: () => void): void {
  if (target.prerendering) target.addEventListener("prerenderingchange", start, { once: true });
  else start();
}
