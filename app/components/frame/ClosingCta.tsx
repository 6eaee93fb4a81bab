import { ArrowRight } from "lucide-react";
import { useId } from "react";
import type { FrameCopy } from "../../../content/types";
import { useFrame } from "../../i18n/frame-context";
import { Breakable } from "../../i18n/word-breaks";
import { figureValues, fill } from "../../shared/figures";
import { tracksOnboarding } from "../../shared/markup/tracked-events";
import { TrialTermsLink } from "../sections/TrialTermsLink";

interface ClosingCtaProps {
  /** Where the button goes; the merchant registration page unless a page says otherwise (QR: demo form). */
  href?: string;
  /** Button text; defaults to frame.closingCta.button ("Maak je webshop"). */
  label?: string;
  /**
   * Adds data-track="onboarding_start". Defaults to true only for the registration link,
   * because onboarding_start counts the way to an account; the QR page's block goes to the demo form.
   */
  track?: boolean;
  /** The page's own heading, text and note, when its action is not the registration (QR: the product demo). */
  copy?: Omit<FrameCopy["closingCta"], "button">;
}

/** The invitation to open a webshop for free that closes every page except downloads and 404. */
export function ClosingCta({ href: givenHref, label, track, copy }: ClosingCtaProps) {
  const { locale, frame, page, site } = useFrame();
  const href = givenHref ?? site.merchantRegisterUrl;
  const figures = figureValues(locale);
  const { title, text, note } = copy ?? frame.closingCta;
  const button = frame.closingCta.button;
  const titleId = useId();
  const onQrPage = !tracksOnboarding(page);
  const tracked = track ?? (href === site.merchantRegisterUrl && !onQrPage);
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-4xl rounded-card bg-cream-100 px-6 py-12 text-center shadow-card sm:px-12 sm:py-16">
          <h2 id={titleId} className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl">
            <Breakable text={title} />
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-700">{fill(text, figures)}</p>
          <a href={href} className="btn btn-primary mt-8 px-7 text-lg" data-track={tracked ? "onboarding_start" : undefined}>
            {label ?? button}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <p className="mt-4 text-sm text-ink-700">
            {fill(note, figures)} <TrialTermsLink />
          </p>
        </div>
      </div>
    </section>
  );
}
