import { ExternalLink } from "lucide-react";
import { useFrame } from "../../i18n/frame-context";
import { tracksOnboarding } from "../../tracking/events";
import type { MenuItem } from "./menu-items";

interface SmartLinkProps {
  item: MenuItem;
  className?: string;
}

/** Renders a MenuItem as a link to a page of the site or elsewhere; new-tab links say so to screen readers. */
export function SmartLink({ item, className }: SmartLinkProps) {
  const { frame, page } = useFrame();
  if ("to" in item) {
    // The link to the page being shown says so (aria-current="page"); a hash link shares its page
    // with others (klantenservice, contact), so it would mark two entries as current.
    const current = !item.to.includes("#") && item.to === page?.path;
    return (
      <a aria-current={current ? "page" : undefined} className={className} href={item.to}>
        {item.label}
      </a>
    );
  }
  if (!item.newTab) {
    const tracked = item.track === "onboarding_start" && tracksOnboarding(page);
    return (
      <a href={item.href} className={className} data-track={tracked ? item.track : undefined}>
        {item.label}
      </a>
    );
  }
  return (
    <a href={item.href} target="_blank" rel="noopener" className={className}>
      {item.label}
      <span className="sr-only"> ({frame.menu.opensInNewTab})</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0 opacity-70" />
    </a>
  );
}
