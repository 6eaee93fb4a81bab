import { useFrame } from "../../i18n/frame-context";
import { CookieSettingsButton } from "./CookieSettingsButton";
import { ImprintFacts } from "./ImprintFacts";
import { Logo } from "./Logo";
import { caseItems, generalItems, infoItems, type MenuItem, productItems } from "./menu-items";
import { SmartLink } from "./SmartLink";
import { SocialLinks } from "./SocialLinks";

// Text on ink-900: white 16:1, ink-100 13:1, ink-300 7.6:1. The brand-red focus ring is
// only 3:1 there, so the footer switches focus rings to white.
const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 text-ink-100 underline-offset-4 hover:text-white hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-white";

/** The page's last element: the first paint waits for it (the head's `rel="expect"` in app/render/Document.tsx). */
export const COPYRIGHT_ID = "copyright";

/** Ink-blue footer: brand and socials, four link columns, legal links and copyright. */
export function SiteFooter() {
  const { frame, year, site } = useFrame();
  const { footer } = frame;
  const columns: { key: string; title: string; items: MenuItem[] }[] = [
    { key: "general", title: footer.columns.general, items: generalItems(site, frame) },
    { key: "products", title: footer.columns.products, items: productItems(frame) },
    { key: "cases", title: footer.columns.cases, items: caseItems(frame) },
    { key: "information", title: footer.columns.information, items: infoItems(site, frame) },
  ];
  const legal: MenuItem[] = [
    { key: "terms", label: footer.legal.terms, href: site.termsUrl },
    { key: "privacy", label: footer.legal.privacy, href: site.privacyUrl },
    { key: "security", label: footer.legal.security, href: site.securityUrl },
    { key: "imprint", label: footer.legal.imprint, href: site.imprintUrl },
  ];
  // The year the pages were built: a copyright notice names the year of publication (decision 034).
  const copyright = footer.copyright.replace("{year}", String(year)).replace("{brand}", site.brandName);

  return (
    <footer className="bg-ink-900 text-ink-100 [&_:focus-visible]:outline-white">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] lg:gap-16 lg:py-16">
        <div>
          <Logo sizeClassName="h-8" wordmarkClassName="fill-white" />
          <p className="mt-5 max-w-sm text-ink-100">{footer.tagline}</p>
          <h2 id="footer-social" className="mt-8 font-semibold text-white">
            {footer.socialLabel}
          </h2>
          <SocialLinks labelledBy="footer-social" />
        </div>

        <nav aria-label={footer.navLabel} className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
          {columns.map((column) => (
            <div key={column.key}>
              <h2 id={`footer-${column.key}`} className="font-semibold text-white">
                {column.title}
              </h2>
              <ul aria-labelledby={`footer-${column.key}`} className="mt-2">
                {column.items.map((item) => (
                  <li key={item.key}>
                    <SmartLink item={item} className={linkClass} breakable />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t border-ink-800">
        <div className="container-page flex flex-col gap-3 py-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <nav aria-label={footer.legalLabel}>
              <ul className="flex flex-wrap gap-x-6">
                {legal.map((item) => (
                  <li key={item.key}>
                    <SmartLink item={item} className={linkClass} />
                  </li>
                ))}
                {site.tagManagerId && (
                  <li>
                    <CookieSettingsButton className={`${linkClass} cursor-pointer`} />
                  </li>
                )}
              </ul>
            </nav>
            <ImprintFacts />
          </div>
          <p id={COPYRIGHT_ID} className="text-sm text-ink-300">
            {copyright}
          </p>
        </div>
      </div>
    </footer>
  );
}
