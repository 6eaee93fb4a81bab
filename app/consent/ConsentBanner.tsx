import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { site } from "../config/site";
import { useFrame } from "../i18n/frame-context";
import { type ConsentChoice, readStoredConsent } from "./choice";
import { ConsentSettings } from "./ConsentSettings";
import { chooseConsent, onConsentSettingsRequest } from "./settings-request";

// Accept, reject and settings look exactly alike: no choice is nudged (AP guidance on cookie banners).
// flex-1 with wrapping: equal widths while all three labels fit on one line; on a narrow phone
// ("Instellingen" at 320 px) the last one takes a line of its own instead of clipping its label.
const buttonClass =
  "min-h-11 flex-1 whitespace-nowrap rounded-full border-2 border-ink-900 bg-ink-900 px-2 text-sm font-semibold text-white hover:border-ink-700 hover:bg-ink-700";

interface Shown {
  /** The footer button that reopened the banner; focus returns there. */
  opener: HTMLElement | null;
  settings: boolean;
}

/**
 * Fixed to the bottom edge, so it appears after hydration without moving anything (no CLS),
 * and small next to the hero, so it never becomes the LCP element. It takes no focus on its
 * own and traps none: it sits first in the tab order (as GOV.UK's does). Escape closes the
 * settings, or the whole banner once a choice exists; without a choice it stays.
 */
export function ConsentBanner() {
  const copy = useFrame().frame.consent;
  const [shown, setShown] = useState<Shown | null>(null);
  const [stored, setStored] = useState<ConsentChoice | null>(null);
  const region = useRef<HTMLElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const choice = readStoredConsent();
    setStored(choice);
    if (!choice) setShown({ opener: null, settings: false });
    return onConsentSettingsRequest((opener) => {
      setStored(readStoredConsent());
      // The settings open with focus on their first checkbox (autoFocus there).
      setShown({ opener, settings: true });
    });
  }, []);

  const isShown = shown !== null;
  useEffect(() => {
    const element = region.current;
    if (!isShown || !element) return;
    // Room below the footer, so the banner never hides the end of the page. Growing the body at
    // its end moves nothing that is on screen, so it costs no CLS.
    const observer = new ResizeObserver(() => (document.body.style.paddingBottom = `${element.offsetHeight + 16}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [isShown]);

  if (!site.tagManagerId || !shown) return null;

  const close = () => {
    const hadFocus = region.current?.contains(document.activeElement);
    setShown(null);
    if (shown.opener) shown.opener.focus();
    // The focused button disappears with the banner; the main content is the sensible next place.
    else if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
  };
  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    setStored(choice);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    if (stored) close();
    else if (shown.settings) {
      // The focused checkbox goes away with the settings; focus goes back to what opened them.
      flushSync(() => setShown({ ...shown, settings: false }));
      settingsButton.current?.focus();
    }
  };

  return (
    <section
      ref={region}
      aria-labelledby="consent-title"
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-card border border-ink-100 bg-white p-3 text-sm shadow-card sm:inset-x-4 sm:bottom-4 sm:p-4"
    >
      {/* Title and text share lines: on a phone every line the banner saves is page the visitor sees. */}
      <div className="text-ink-700">
        <h2 id="consent-title" className="inline font-semibold text-ink-900">
          {copy.title}
        </h2>{" "}
        <p className="inline">{copy.text}</p>
      </div>
      {shown.settings && <ConsentSettings copy={copy} initial={stored} onSave={choose} />}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass} onClick={() => choose({ analytics: true, ads: true })}>
          {copy.accept}
        </button>
        <button type="button" className={buttonClass} onClick={() => choose({ analytics: false, ads: false })}>
          {copy.reject}
        </button>
        {/* Distinct keys: reusing the clicked "Settings" element as a submit button would let that very click submit the form. */}
        {shown.settings ? (
          <button key="save" type="submit" form="consent-settings" className={buttonClass}>
            {copy.save}
          </button>
        ) : (
          <button key="settings" ref={settingsButton} type="button" className={buttonClass} onClick={() => setShown({ ...shown, settings: true })}>
            {copy.settings}
          </button>
        )}
      </div>
    </section>
  );
}
