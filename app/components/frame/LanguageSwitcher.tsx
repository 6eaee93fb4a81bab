import { Check, ChevronDown, Globe } from "lucide-react";
import { useFrame } from "../../i18n/frame-context";
import { LANGUAGE_NAME, LOCALES, type Locale } from "../../shared/locales";
import { DROPDOWN_GROUP, panelId, toggleId } from "../../shared/markup/menu-ids";
import { chevronClass, dropdownClass, dropdownListClass, summaryClass } from "./styles";

/**
 * The languages as links to this page in the other language (`?lang=en`), so switching works
 * without JavaScript: the server answers in that language and remembers the choice. With
 * JavaScript, a click switches in place instead (app/browser/enhance/language-switch.ts). Inside the phone panel every
 * link is always shown; from `lg` up they sit behind a small dropdown to save room in the bar.
 */
export function LanguageSwitcher() {
  const { locale, frame } = useFrame();
  const { label } = frame.languageSwitcher;
  return (
    <div>
      <div className="lg:hidden">
        <p className="mb-2 px-3 text-sm font-semibold text-ink-700" aria-hidden="true">
          {label}
        </p>
        {/* One language a row on phones, where three side by side do not fit 320 px; side by side from `sm` up. */}
        <LanguageLinks label={label} current={locale} className="flex flex-col gap-2 px-3 sm:flex-row" />
      </div>
      <details name={DROPDOWN_GROUP} className={`${dropdownClass} hidden lg:block`}>
        <summary id={toggleId("language")} className={summaryClass}>
          <Globe aria-hidden="true" className="hidden size-4 shrink-0 xl:block" />
          <span className="sr-only">{label}: </span>
          <span lang={locale}>{locale.toUpperCase()}</span>
          <ChevronDown aria-hidden="true" className={`size-4 ${chevronClass}`} />
        </summary>
        <LanguageLinks id={panelId("language")} label={label} current={locale} className={`${dropdownListClass} lg:right-0 lg:w-48`} />
      </details>
    </div>
  );
}

const languageLinkClass = [
  // Side by side in the phone panel, a bordered button each; the current one has the dark border.
  "flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border-2 border-ink-100 px-3 text-base text-ink-800 hover:bg-cream-100",
  "aria-[current=true]:border-ink-900 aria-[current=true]:font-semibold aria-[current=true]:text-ink-900",
  // Rows of the dropdown from `lg` up, the check mark at the end.
  "lg:justify-between lg:border-0",
].join(" ");

function LanguageLinks({ id, label, current, className }: { id?: string; label: string; current: Locale; className: string }) {
  return (
    <ul id={id} aria-label={label} className={className}>
      {LOCALES.map((code) => (
        <li key={code} className="flex-1">
          <a href={`?lang=${code}`} hrefLang={code} lang={code} aria-current={code === current ? "true" : undefined} className={languageLinkClass}>
            {LANGUAGE_NAME[code]}
            {code === current ? <Check aria-hidden="true" className="size-4 shrink-0 text-fresh-700" /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
