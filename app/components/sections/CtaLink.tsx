import { ArrowRight } from "lucide-react";
import type { TrackEvent } from "../../shared/markup/tracked-events";

interface CtaLinkProps {
  href: string;
  children: React.ReactNode;
  variant?: "primary" | "secondary";
  /** Reported by the delegated listener of app/browser/tracking/track.ts when clicked. */
  track?: TrackEvent;
  /** Primary links end in an arrow unless space is tight (plan cards). */
  arrow?: boolean;
  className?: string;
}

/** A button-styled link to one of the external portals or forms. */
export function CtaLink({ href, children, variant = "primary", track, arrow = true, className = "" }: CtaLinkProps) {
  return (
    <a href={href} data-track={track} className={`btn ${variant === "primary" ? "btn-primary" : "btn-secondary"} ${className}`}>
      {children}
      {variant === "primary" && arrow ? <ArrowRight aria-hidden="true" className="size-5" /> : null}
    </a>
  );
}
