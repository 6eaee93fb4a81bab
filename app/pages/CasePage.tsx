import type { CaseCopy } from "../../content/types";
import { CaseChallenge } from "../components/cases/CaseChallenge";
import { CaseConclusion } from "../components/cases/CaseConclusion";
import { CaseSolution } from "../components/cases/CaseSolution";
import { CaseTestimonials } from "../components/cases/CaseTestimonials";
import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { Picture } from "../components/sections/Picture";
import { PHONE_THEN_400_CLASSES } from "../components/sections/picture-files";
import type { PictureName } from "../components/sections/picture-sizes";
import type { CaseId } from "../shared/route-table";

/** Each case's own picture: that restaurant's webshop or website (scripts/pictures/drawings/case-*.tsx). */
const CASE_PICTURE: Record<CaseId, PictureName> = {
  "cases.lunchroom": "case-lunchroom",
  "cases.sushi": "case-sushi",
  "cases.cafetaria": "case-cafetaria",
  "cases.italian": "case-italian",
  "cases.grillroom": "case-grillroom",
};

/** Every case study has the same shape (content/schema/case.ts); only its copy module differs. */
export function CasePage({ id, copy }: { id: CaseId; copy: CaseCopy }) {
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
