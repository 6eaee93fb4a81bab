import { ArrowRight } from "lucide-react";
import { useFrame } from "../../i18n/frame-context";

/** The strip above the header that sends hungry consumers to the marketplace instead; not on paper (app/app.css). */
export function ConsumerBanner() {
  const { frame, site } = useFrame();
  const { text, orderNow, orderFood } = frame.consumerBanner;
  return (
    <div className="bg-ink-900 text-ink-100" data-screen-only="">
      <div className="container-page flex items-center justify-between gap-3 py-1 text-sm leading-snug sm:justify-center sm:gap-5">
        <p>{text}</p>
        <a
          href={site.marketplaceUrl}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-2 font-semibold text-white underline underline-offset-4 hover:text-cream-100 focus-visible:outline-white"
        >
          {/* Short label where space is tight; the same link, so only one is ever shown. */}
          <span className="sm:hidden">{orderNow}</span>
          <span className="hidden sm:inline">{orderFood}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}
