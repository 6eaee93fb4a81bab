import { ExternalLink } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { useFrame } from "../../i18n/frame-context";
import { tracksOnboarding } from "../../tracking/track";
import type { MenuItem } from "./menu-items";

interface SmartLinkProps {
  item: MenuItem;
  className?: string;
}

/** Renders a MenuItem as a router Link or a plain anchor; new-tab links say so to screen readers. */
export function SmartLink({ item, className }: SmartLinkProps) {
  const { frame } = useFrame();
  const { pathname } = useLocation();
  if ("to" in item) {
    // NavLink marks the current page with aria-current="page"; a hash link shares its page
    // with others (klantenservice, contact), so it would mark two entries as current.
    if (!item.to.includes("#")) {
      return (
        <NavLink to={item.to} end className={className}>
          {item.label}
        </NavLink>
      );
    }
    return (
      <Link to={item.to} className={className}>
        {item.label}
      </Link>
    );
  }
  if (!item.newTab) {
    const tracked = item.track === "onboarding_start" && tracksOnboarding(pathname);
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
