import { CaseChallenge } from "../components/cases/CaseChallenge";
import { CaseConclusion } from "../components/cases/CaseConclusion";
import { CaseSolution } from "../components/cases/CaseSolution";
import { CaseTestimonials } from "../components/cases/CaseTestimonials";
import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { fillCopy } from "../components/sections/figures";
import { Picture } from "../components/sections/Picture";
import { PHONE_THEN_400_CLASSES } from "../components/sections/picture-files";
import type { PictureName } from "../components/sections/picture-sizes";
import { serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import { requestLocale } from "../i18n/request-locale";
import { type CaseId, pageByPath } from "../route-table";
import { useLocation } from "react-router";
import type { Route } from "./+types/case";

// The copy quotes the spec's figures as {placeholders}; they are filled per locale from pricing-constants.
export const loader = async ({ request }: Route.LoaderArgs) => fillCopy(await serverPageCopy<CaseId>(request, "case"), requestLocale(request));
export const meta: Route.MetaFunction = routeMeta;

/** Each case's own picture: that restaurant's webshop or website (scripts/pictures/drawings/case-*.tsx). */
const CASE_PICTURE: Record<CaseId, PictureName> = {
  "cases.lunchroom": "case-lunchroom",
  "cases.sushi": "case-sushi",
  "cases.cafetaria": "case-cafetaria",
  "cases.italian": "case-italian",
  "cases.grillroom": "case-grillroom",
};

/** Every case study has the same shape (spec §2); only its copy module differs. */
export default function CasePage({ loaderData: copy }: Route.ComponentProps) {
  const id = pageByPath(useLocation().pathname)?.id as CaseId;
  return (
    <>
      <PageHero hero={copy.hero}>
        <p className="text-sm text-ink-700">{copy.fictionNote}</p>
      </PageHero>
      <CaseTestimonials testimonials={copy.testimonials} />
      <CaseChallenge
        challenge={copy.challenge}
        // The widths are CASE_PICTURE's slot (picture-files.ts), which the build renders files for.
        picture={<Picture name={CASE_PICTURE[id]} alt={copy.pictureAlt} className={PHONE_THEN_400_CLASSES} />}
      />
      <CaseSolution solution={copy.solution} />
      <CaseConclusion conclusion={copy.conclusion} results={copy.results} cta={copy.cta} />
      <ClosingCta />
    </>
  );
}
