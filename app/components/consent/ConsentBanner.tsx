import type { FrameCopy } from "../../../content/types";
import { CONSENT_ACTION_ATTRIBUTE, CONSENT_BANNER_ID, CONSENT_SETTINGS_FORM_ID, type ConsentAction } from "../../shared/markup/attributes";

// Accept, reject and settings look exactly alike: no choice is nudged (AP guidance on cookie banners).
// flex-1 with wrapping: equal widths while all three labels fit on one line; on a narrow phone
// ("Instellingen" at 320 px) the last one takes a line of its own instead of clipping its label.
const buttonClass =
  "min-h-11 flex-1 whitespace-nowrap rounded-full border-2 border-ink-900 bg-ink-900 px-2 text-sm font-semibold text-white hover:border-ink-700 hover:bg-ink-700";

const PURPOSES = ["analytics", "ads"] as const;

const action = (name: ConsentAction) => ({ [CONSENT_ACTION_ATTRIBUTE]: name });

/**
 * The banner's markup, hidden: app/browser/enhance/consent.ts shows it when no choice is stored, or
 * when the footer's button asks for the settings, and carries out the choice. Without
 * JavaScript it stays hidden, and nothing is tracked.
 *
 * Fixed to the bottom edge, so showing it moves nothing (no CLS), and small next to the hero,
 * so it never becomes the LCP element. It takes no focus on its own and traps none: it sits
 * first in the tab order (as GOV.UK's does). While it is up, the page keeps what gets focus clear
 * of it (app/browser/enhance/consent.ts).
 */
export function ConsentBanner({ copy, privacy }: { copy: FrameCopy["consent"]; privacy: { label: string; href: string } }) {
  return (
    <section
      id={CONSENT_BANNER_ID}
      hidden
      aria-labelledby="consent-title"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-card border border-ink-100 bg-white p-3 text-sm shadow-card sm:inset-x-4 sm:bottom-4 sm:p-4"
    >
      {/* Title and text share lines: on a phone every line the banner saves is page the visitor sees. */}
      <div className="text-ink-700">
        <h2 id="consent-title" className="inline font-semibold text-ink-900">
          {copy.title}
        </h2>{" "}
        <p className="inline">{copy.text}</p> {/* What the cookies are for, in full: the privacy statement, where the footer's legal links lead too. */}
        <a href={privacy.href} className="font-semibold text-ink-900 underline underline-offset-4 hover:text-brand-700">
          {privacy.label}
        </a>
      </div>
      {/* The two purposes a visitor can allow separately; saved by the "Save" button below. */}
      <form id={CONSENT_SETTINGS_FORM_ID} hidden className="mt-3">
        <fieldset>
          <legend className="font-semibold text-ink-900">{copy.purposesLegend}</legend>
          {PURPOSES.map((purpose) => (
            <label key={purpose} className="mt-2 flex items-start gap-3">
              <input type="checkbox" name={purpose} className="mt-0.5 size-5 shrink-0 accent-ink-900" />
              <span>
                <span className="font-semibold text-ink-900">{copy.purposes[purpose].label}</span>
                <span className="block text-ink-700">{copy.purposes[purpose].description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </form>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass} {...action("accept")}>
          {copy.accept}
        </button>
        <button type="button" className={buttonClass} {...action("reject")}>
          {copy.reject}
        </button>
        {/* The settings button gives way to the save button while the settings are open. */}
        <button type="button" className={buttonClass} {...action("settings")}>
          {copy.settings}
        </button>
        <button type="submit" form={CONSENT_SETTINGS_FORM_ID} hidden className={buttonClass}>
          {copy.save}
        </button>
      </div>
    </section>
  );
}
