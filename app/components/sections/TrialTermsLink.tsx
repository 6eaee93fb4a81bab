import { useFrame } from "../../i18n/frame-context";
import { pathOf } from "../../shared/route-table";

/** The fragment of the trial's terms on the pricing page: one place, which every promise of the trial links to. */
export const TRIAL_TERMS_ID = "proefperiode";

/** A link to the trial's terms, set beside a promise of the trial (the closing block, the plan cards). */
export function TrialTermsLink({ className = "" }: { className?: string }) {
  const { frame } = useFrame();
  return (
    <a href={`${pathOf("pricing.index")}#${TRIAL_TERMS_ID}`} className={`font-semibold underline underline-offset-2 ${className}`}>
      {frame.trialTerms}
    </a>
  );
}
