import {
  CONSENT_ACTION_ATTRIBUTE,
  CONSENT_BANNER_ID,
  CONSENT_SETTINGS_ATTRIBUTE,
  CONSENT_SETTINGS_FORM_ID,
  type ConsentAction,
} from "../../shared/markup/attributes";
import { whenActivated } from "../consent/activation";
import { chooseConsent } from "../consent/apply-choice";
import { APPLY_CONSENT } from "../consent/bootstrap";
import { type ConsentChoice, readStoredConsent } from "../consent/choice";

/** The footer button that reopened the banner; focus returns there. */
let opener: HTMLElement | null = null;
let sizeWatcher: ResizeObserver | null = null;

/** The page holds the banner exactly when the site loads a tag manager (the page's frame renders it then). */
const banner = () => document.getElementById(CONSENT_BANNER_ID);
const settingsForm = () => document.getElementById(CONSENT_SETTINGS_FORM_ID) as HTMLFormElement | null;
const actionButton = (name: ConsentAction) => banner()?.querySelector<HTMLButtonElement>(`[${CONSENT_ACTION_ATTRIBUTE}="${name}"]`) ?? null;
const saveButton = () => banner()?.querySelector<HTMLButtonElement>(`button[form="${CONSENT_SETTINGS_FORM_ID}"]`) ?? null;

function showSettings(open: boolean) {
  const form = settingsForm();
  const settings = actionButton("settings");
  const save = saveButton();
  if (!form || !settings || !save) return;
  form.hidden = !open;
  settings.hidden = open;
  save.hidden = !open;
  if (!open) return;
  const stored = readStoredConsent();
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = stored?.[box.name as keyof ConsentChoice] === true;
  // Opened on request (the settings button or the footer's), so focus follows.
  form.querySelector("input")?.focus();
}

function show(settings: boolean, from: HTMLElement | null) {
  const element = banner();
  if (!element) return;
  opener = from;
  element.hidden = false;
  showSettings(settings);
  // Room below the footer, so the banner never hides the end of the page. Growing the body at
  // its end moves nothing that is on screen, so it costs no CLS. The same strip is kept clear for
  // focus (WCAG 2.4.11): an element the keyboard reaches under the banner is scrolled above it.
  sizeWatcher?.disconnect();
  sizeWatcher = new ResizeObserver(() => {
    const room = `${element.offsetHeight + 16}px`;
    document.body.style.paddingBottom = room;
    document.documentElement.style.scrollPaddingBottom = room;
  });
  sizeWatcher.observe(element);
}

function close() {
  const element = banner();
  if (!element) return;
  const hadFocus = element.contains(document.activeElement);
  element.hidden = true;
  showSettings(false);
  sizeWatcher?.disconnect();
  sizeWatcher = null;
  document.body.style.paddingBottom = "";
  document.documentElement.style.scrollPaddingBottom = "";
  if (opener) opener.focus();
  // The focused button disappears with the banner; the main content is the sensible next place.
  else if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
  opener = null;
}

function choose(choice: ConsentChoice) {
  chooseConsent(choice);
  close();
}

/**
 * Shows the banner to a visitor who has not chosen yet; run again when a language switch replaces
 * the page. A prerendered page asks only once it is shown, and asks only if no choice was made
 * meanwhile on the page the visitor came from (app/browser/consent/activation.ts).
 */
export function showConsentIfUnanswered(): void {
  if (!banner()) return;
  whenActivated(document, () => {
    if (!readStoredConsent()) show(false, null);
  });
}

/**
 * A page restored from the back/forward cache comes back as it was left, while the visitor may
 * have chosen on a later page: the choice stored now is applied (loading the tag manager if it is
 * now allowed, or telling its tags to stop) and a banner that asked unprompted goes away. One the
 * visitor opened from the footer stays open.
 */
function applyChoiceAfterRestore(event: PageTransitionEvent) {
  if (!event.persisted || !banner()) return;
  const stored = readStoredConsent();
  if (!stored) return;
  window[APPLY_CONSENT]?.(stored);
  if (banner()?.hidden === false && opener === null) close();
}

/**
 * The banner's behaviour on its server-rendered markup: the three choices, the settings, and
 * Escape, which closes the settings, or the whole banner once a choice exists (without a
 * choice it stays). The footer's "Cookie settings" button reopens it with the settings open.
 */
export function enhanceConsent(signal?: AbortSignal): void {
  window.addEventListener("pageshow", applyChoiceAfterRestore, { signal });
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const reopen = target?.closest<HTMLElement>(`[${CONSENT_SETTINGS_ATTRIBUTE}]`);
      if (reopen) return show(true, reopen);
      const action = target?.closest(`#${CONSENT_BANNER_ID} [${CONSENT_ACTION_ATTRIBUTE}]`)?.getAttribute(CONSENT_ACTION_ATTRIBUTE) as
        | ConsentAction
        | undefined;
      if (action === "accept") choose({ analytics: true, ads: true });
      else if (action === "reject") choose({ analytics: false, ads: false });
      else if (action === "settings") showSettings(true);
    },
    { signal },
  );
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.id !== CONSENT_SETTINGS_FORM_ID) return;
      event.preventDefault();
      const data = new FormData(form);
      choose({ analytics: data.has("analytics"), ads: data.has("ads") });
    },
    { signal },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      const element = banner();
      if (event.key !== "Escape" || !element || element.hidden || !element.contains(document.activeElement)) return;
      if (readStoredConsent()) return close();
      if (settingsForm()?.hidden === false) {
        // The focused checkbox goes away with the settings; focus goes back to what opened them.
        showSettings(false);
        actionButton("settings")?.focus();
      }
    },
    { signal },
  );
}
