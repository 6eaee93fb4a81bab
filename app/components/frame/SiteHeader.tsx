import { Menu, X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { site } from "../../config/site";
import { useFrame } from "../../i18n/frame-context";
import { tracksOnboarding } from "../../tracking/track";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { PrimaryMenu } from "./PrimaryMenu";
import { topItemClass } from "./styles";
import { MOBILE_PANEL_ID, MOBILE_TOGGLE_ID, useDisclosureGroup } from "./useDisclosureGroup";

/**
 * Logo, main menu, language switcher, login and "Start gratis". The bar has a fixed height
 * and the mobile panel overlays the page, so opening things never shifts the layout.
 * "Start gratis" stays in the bar at every width: the main call to action is always in view.
 */
export function SiteHeader() {
  const { frame } = useFrame();
  const menus = useDisclosureGroup();
  const { panelOpen } = menus;
  const tracked = tracksOnboarding(useLocation().pathname);

  return (
    <header className="relative z-40 border-b border-ink-100 bg-white">
      <div className="container-page flex h-16 items-center gap-2 lg:h-20 xl:gap-4">
        <Link to="/" aria-label={frame.logoLabel} className="mr-auto flex min-h-11 shrink-0 items-center rounded-lg lg:mr-1 xl:mr-4">
          {/* Below 360px (WCAG reflow at 320px) the mark alone keeps the bar on one line. */}
          <Logo sizeClassName="h-6 min-[380px]:h-7 xl:h-8" wordmarkClassName="fill-ink-900 max-[359px]:hidden" />
        </Link>

        <nav
          ref={menus.navRef}
          aria-label={frame.primaryNavLabel}
          onBlur={menus.onNavBlur}
          onClick={menus.onNavClick}
          className="order-last lg:order-none lg:flex lg:flex-1 lg:items-center"
        >
          <button
            type="button"
            id={MOBILE_TOGGLE_ID}
            aria-expanded={panelOpen}
            aria-controls={MOBILE_PANEL_ID}
            onClick={menus.togglePanel}
            className="-mr-2 flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-cream-100 lg:hidden"
          >
            {panelOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{panelOpen ? frame.menu.close : frame.menu.open}</span>
          </button>

          <div
            id={MOBILE_PANEL_ID}
            className={`${panelOpen ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-4 border-b border-ink-100 bg-white px-5 pt-3 pb-6 shadow-card sm:px-8 lg:static lg:flex lg:flex-1 lg:flex-row lg:items-center lg:border-0 lg:p-0 lg:shadow-none`}
          >
            <PrimaryMenu menus={menus} />
            <div className="flex flex-col gap-4 border-t border-ink-100 pt-4 lg:ml-auto lg:flex-row lg:items-center lg:gap-1 lg:border-0 lg:pt-0">
              <LanguageSwitcher menus={menus} />
              <a href={site.merchantLoginUrl} className={topItemClass}>
                {frame.actions.login}
              </a>
            </div>
          </div>
        </nav>

        <a href={site.merchantStartUrl} className="btn btn-primary shrink-0 px-4 whitespace-nowrap max-[379px]:px-3 max-[379px]:text-[0.9375rem] sm:px-5 lg:px-4 xl:px-5" data-track={tracked ? "onboarding_start" : undefined}>
          {frame.actions.startFree}
        </a>
      </div>
    </header>
  );
}
