import { ExternalLink } from "lucide-react";
import { useFrame } from "../../i18n/frame-context";

interface NewTabLinkProps {
  href: string;
  className: string;
  children: React.ReactNode;
}

/** An external link that opens in a new tab and tells screen-reader users so. */
export function NewTabLink({ href, className, children }: NewTabLinkProps) {
  const { frame } = useFrame();
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> ({frame.menu.opensInNewTab})</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}
