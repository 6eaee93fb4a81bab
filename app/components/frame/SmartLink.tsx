import { ExternalLink } from "lucide-react";
import { useFrame } from "../../i18n/frame-context";
import { Breakable } from "../../i18n/word-breaks";
import { tracksOnboarding } from "../../shared/markup/tracked-events";
import type { MenuItem } from "./menu-items";

interface SmartLinkProps {
  item: MenuItem;
  className?: string;
  /**
   * The label may wrap inside a long word where the language's word breaks allow
   * ("Télé-chargements" in the footer's narrow columns at 320 px), with a hyphen only there.
   */
  breakable?: boolean;
}

/** Renders a MenuItem as a link to a page of the site or elsewhere; new-tab links say so to screen readers. */
export function SmartLink({ item, className, breakable = false }: SmartLinkProps) {
  const { frame, page } = useFrame();
  const label = breakable ? <Breakable text={item.label} /> : item.label;
  if ("to" in item) {
    // The link to the page being shown says so (aria-current="page"); a hash link shares its page
    // with others (klantenservice, contact), so it would mark two entries as current.
    const current = !item.to.includes("#") && item.to === page?.path;
    return (
      <a aria-current={current ? "page" : undefined} className={className} href={item.to}>
        {label}
      </a>
    );
  }
  if (!item.newTab) {
    const tracked = item.track === "onboarding_start" && tracksOnboarding(page);
    return (
      <a href={item.href} className={className} data-track={tracked ? item.track : undefined}>
        {label}
      </a>
    );
  }
  return (
    <a href={item.href} target="_blank" rel="noopener" className={className}>
      {label}
      <span className="sr-only"> ({frame.menu.opensInNewTab})</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0 opacity-70" />
    </a>
  );
}
