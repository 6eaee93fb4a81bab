/**
 * The attributes through which the HTML names what app/browser/enhance/ adds to it. Components import
 * them from here, not from the scripts, so the server's markup and the browser's scripts agree
 * without either bundling the other.
 */

/** The consent head script's attribute that names the container it may load (ConsentDefaults.tsx writes it, the script reads it). */
export const TAG_MANAGER_ATTRIBUTE = "data-tag-manager";
/** On the footer's "Cookie settings" button: opens the consent banner's settings. */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-consent-settings";
/** On each arrow of the template slider: the direction it steps, -1 or 1. */
export const SLIDER_STEP_ATTRIBUTE = "data-slider-step";
/** On the pricing table's swipe hint: the id of the scroller it watches. */
export const SWIPE_HINT_ATTRIBUTE = "data-swipe-hint";

/** The consent banner (app/components/consent/ConsentBanner.tsx) and its settings form. */
export const CONSENT_BANNER_ID = "consent-banner";
export const CONSENT_SETTINGS_FORM_ID = "consent-settings";
/** On the banner's buttons: what each one does. */
export const CONSENT_ACTION_ATTRIBUTE = "data-consent-action";
export type ConsentAction = "accept" | "reject" | "settings";

/** On the calculator's JSON block: its copy and language (CalculatorInput), for app/browser/enhance/calculator.ts. */
export const CALCULATOR_INPUT_ATTRIBUTE = "data-calculator-input";
/** The calculator's parts the script reads or rewrites; fixed ids, as a page holds one calculator. */
export const CALCULATOR_IDS = { title: "calculator-title", input: "calculator-revenue", hint: "calculator-hint", error: "calculator-error" } as const;
/** The words the calculator's script rewrites on every input, each marked with its part's name. */
export const CALCULATOR_PART_ATTRIBUTE = "data-calculator-part";
export type CalculatorPart = "summary" | "results-for" | "plan-cost" | "cheapest" | "plan-note" | "payments";
export const calculatorPart = (name: CalculatorPart) => ({ [CALCULATOR_PART_ATTRIBUTE]: name });

/** On the downloads list's section: "ready" with the server's list, "unavailable" when it had no catalogue. */
export const DOWNLOADS_ATTRIBUTE = "data-downloads";
/**
 * Inside it, what the script reads: the words its status line says while a download is prepared,
 * and the line it moves under a button whose download failed, with that line's words for each
 * failure the server gave no sentence for (DownloadFailure in download-request.ts).
 */
export const DOWNLOADS_PARTS = {
  busyText: "data-busy-text",
  failure: "data-download-failure",
  failureWords: { failed: "data-failed-text", gone: "data-gone-text", retry: "data-retry-text" },
} as const;

/** On the phone notice of the downloads page (SendToComputer.tsx): the page's address it sends. */
export const SEND_ADDRESS_ATTRIBUTE = "data-send-to-computer";
/** On the notice's script-only buttons: what each does with the address. */
export const SEND_ACTION_ATTRIBUTE = "data-send-action";
export type SendAction = "share" | "copy";
/** On the copy button while it says how copying went: the words its labels show. */
export const COPY_STATE_ATTRIBUTE = "data-copy-state";
export type CopyState = "copied" | "failed";
/** On each of the copy button's other labels: the state whose words it holds, which the status line repeats. */
export const COPY_LABEL_ATTRIBUTE = "data-copy-label";
