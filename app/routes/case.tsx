import { CaseChallenge } from "../components/cases/CaseChallenge";
import { CaseConclusion } from "../components/cases/CaseConclusion";
import { CaseSolution } from "../components/cases/CaseSolution";
import { CaseTestimonials } from "../components/cases/CaseTestimonials";
import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { fillCopy } from "../components/sections/figures";
import { activeLocale } from "../i18n/client-locale";
import { clientPageCopy, serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import { requestLocale } from "../i18n/request-locale";
import type { CaseId } from "../route-table";
import type { Route } from "./+types/case";

// The copy quotes the spec's figures as {placeholders}; they are filled per locale from pricing-constants.
export const loader = async ({ request }: Route.LoaderArgs) => fillCopy(await serverPageCopy<CaseId>(request, "case"), requestLocale(request));
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => fillCopy(await clientPageCopy<CaseId>(request, "case"), activeLocale());
export const meta: Route.MetaFunction = routeMeta;

/** Every case study has the same shape (spec §2); only its copy module differs. */
export default function CasePage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={copy.hero}>
        <p className="text-sm text-ink-700">{copy.fictionNote}</p>
      </PageHero>
      <CaseTestimonials testimonials={copy.testimonials} />
      <CaseChallenge challenge={copy.challenge} />
      <CaseSolution solution={copy.solution} />
      <CaseConclusion conclusion={copy.conclusion} results={copy.results} cta={copy.cta} />
      <ClosingCta />
    </>
  );
}
