import type { FrameCopy } from "../../content/types";
import type { ConsentChoice } from "./choice";

const PURPOSES = ["analytics", "ads"] as const;

/** The two purposes a visitor can allow separately; saved by the banner's "Save" button (form="consent-settings"). */
export function ConsentSettings({ copy, initial, onSave }: { copy: FrameCopy["consent"]; initial: ConsentChoice | null; onSave: (choice: ConsentChoice) => void }) {
  return (
    <form
      id="consent-settings"
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSave({ analytics: data.has("analytics"), ads: data.has("ads") });
      }}
    >
      <fieldset>
        <legend className="font-semibold text-ink-900">{copy.purposesLegend}</legend>
        {PURPOSES.map((purpose, index) => (
          <label key={purpose} className="mt-2 flex items-start gap-3">
            <input
              type="checkbox"
              name={purpose}
              defaultChecked={initial?.[purpose] ?? false}
              // Opened on request (the settings button or the footer link), so focus follows.
              autoFocus={index === 0}
              className="mt-0.5 size-5 shrink-0 accent-ink-900"
            />
            <span>
              <span className="font-semibold text-ink-900">{copy.purposes[purpose].label}</span>
              <span className="block text-ink-700">{copy.purposes[purpose].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </form>
  );
}
