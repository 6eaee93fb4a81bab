import { Menu, X } from "lucide-react";
import { useFrame } from "../../i18n/frame-context";
import { MOBILE_PANEL_ID, MOBILE_TOGGLE_ID } from "../../shared/markup/menu-ids";
import { tracksOnboarding } from "../../shared/markup/tracked-events";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { PrimaryMenu } from "./PrimaryMenu";
import { panelClass, topItemClass } from "./styles";

/** Shown while the panel is closed or open: the popover's state, read by CSS, so it holds without a script too. */
const whenClosed = "group-has-[:popover-open]/nav:hidden";
const whenOpen = "hidden group-has-[:popover-open]/nav:block";

/**
 * Logo, main menu, language switcher, login and "Start gratis". The bar has a fixed height
 * and sticks to the top on phones (the consumer banner above it scrolls away); the phone panel
 * overlays the page, so opening things never shifts the layout. The menus are native HTML and
 * work from the first paint, with or without JavaScript (docs/decisions/016-native-menus.md).
 * "Start gratis" stays in the bar at every width: the main call to action is always in view.
 */
export function SiteHeader() {
  const { frame, page, site } = useFrame();
  const tracked = tracksOnboarding(page);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white lg:relative">
      <div className="container-page flex h-16 items-center gap-2 lg:h-20 xl:gap-4">
        <a aria-label={frame.logoLabel} className="mr-auto flex min-h-11 shrink-0 items-center rounded-lg lg:mr-1 xl:mr-4" href="/">
          {/* Below 360px (WCAG reflow at 320px) the mark alone keeps the bar on one line. */}
          <Logo sizeClassName="h-6 min-[380px]:h-7 xl:h-8" wordmarkClassName="fill-ink-900 max-[359px]:hidden" />
        </a>

        {/*
          A label too long for a narrow phone's bar ("Commencer gratuitement") wraps onto two
          lines there, so the hamburger always keeps its place.
          One order for the eye and the keyboard at every width: on phones "Start gratis" and
          then the hamburger, on wide screens the menu's entries and then "Start gratis". So the
          panel comes first (on phones it is hidden, or open in the top layer, where focus goes
          from the hamburger into it), and the hamburger last.
        */}
        <nav aria-label={frame.primaryNavLabel} className="group/nav flex items-center gap-2 lg:flex-1 xl:gap-4">
          <div id={MOBILE_PANEL_ID} popover="auto" className={panelClass}>
            <PrimaryMenu />
            <div className="flex flex-col gap-4 border-t border-ink-100 pt-4 lg:ml-auto lg:flex-row lg:items-center lg:gap-1 lg:border-0 lg:pt-0">
              <LanguageSwitcher />
              <a href={site.merchantLoginUrl} className={topItemClass}>
                {frame.actions.login}
              </a>
            </div>
          </div>

          <a
            href={site.merchantStartUrl}
            className="btn btn-primary shrink-0 px-4 whitespace-nowrap max-[379px]:px-3 max-[379px]:text-[0.9375rem] max-[479px]:min-w-0 max-[479px]:shrink max-[479px]:text-center max-[479px]:leading-tight max-[479px]:whitespace-normal sm:px-5 lg:px-4 xl:px-5"
            data-track={tracked ? "onboarding_start" : undefined}
          >
            {frame.actions.startFree}
          </a>

          {/* The browser exposes the expanded state of a popovertarget button itself. */}
          <button
            type="button"
            id={MOBILE_TOGGLE_ID}
            popoverTarget={MOBILE_PANEL_ID}
            className="-mr-2 flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-cream-100 lg:hidden"
          >
            <Menu aria-hidden="true" className={`size-6 ${whenClosed}`} />
            <X aria-hidden="true" className={`size-6 ${whenOpen}`} />
            <span className={`sr-only ${whenClosed}`}>{frame.menu.open}</span>
            <span className={`sr-only ${whenOpen}`}>{frame.menu.close}</span>
          </button>
        </nav>
      </div>
    </header>
  );
}
