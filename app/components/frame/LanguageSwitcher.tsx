import { Check, ChevronDown, Globe } from "lucide-react";
import { useFrame } from "../../i18n/frame-context";
import { LANGUAGE_NAME, LOCALES } from "../../i18n/locales";
import { useSwitchLocale } from "../../i18n/use-switch-locale";
import { topItemClass } from "./styles";
import { type DisclosureGroup, panelId, toggleId } from "./useDisclosureGroup";

/**
 * Inside the mobile panel both languages are always shown as buttons; from `lg` up they
 * sit behind a small disclosure to save room in the bar. One list serves both layouts.
 */
export function LanguageSwitcher({ menus }: { menus: DisclosureGroup }) {
  const { locale, frame } = useFrame();
  const switchLocale = useSwitchLocale();
  const open = menus.openMenu === "language";
  const { label } = frame.languageSwitcher;

  return (
    <div className="relative" data-disclosure="language" onBlur={menus.onItemBlur}>
      <p className="mb-2 px-3 text-sm font-semibold text-ink-700 lg:hidden" aria-hidden="true">
        {label}
      </p>
      <button
        type="button"
        id={toggleId("language")}
        className={`${topItemClass} hidden lg:flex`}
        aria-expanded={open}
        aria-controls={panelId("language")}
        onClick={() => menus.toggleMenu("language")}
      >
        <Globe aria-hidden="true" className="hidden size-4 shrink-0 xl:block" />
        <span className="sr-only">{label}: </span>
        <span lang={locale}>{locale.toUpperCase()}</span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={panelId("language")}
        aria-label={label}
        className={`flex gap-2 px-3 lg:absolute lg:top-full lg:right-0 lg:z-10 lg:mt-2 lg:w-48 lg:flex-col lg:gap-0 lg:rounded-card lg:border lg:border-ink-100 lg:bg-white lg:p-2 lg:shadow-card ${open ? "" : "lg:hidden"}`}
      >
        {LOCALES.map((code) => {
          const current = code === locale;
          return (
            <li key={code} className="flex-1">
              <button
                type="button"
                lang={code}
                aria-current={current ? "true" : undefined}
                onClick={() => {
                  if (!current) switchLocale(code);
                  menus.closeMenu();
                  // From lg up this button is about to be hidden; keep focus on the toggle.
                  // Below lg the toggle is display:none, so focus() does nothing there.
                  document.getElementById(toggleId("language"))?.focus();
                }}
                className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border-2 border-ink-100 px-3 text-base text-ink-800 hover:bg-cream-100 aria-[current=true]:border-ink-900 aria-[current=true]:font-semibold aria-[current=true]:text-ink-900 lg:justify-between lg:border-0"
              >
                {LANGUAGE_NAME[code]}
                {current ? <Check aria-hidden="true" className="size-4 shrink-0 text-fresh-700" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
