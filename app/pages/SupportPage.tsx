import type { SupportCopy } from "../../content/types";
import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { SupportCards } from "../components/support/SupportCards";

export function SupportPage({ copy }: { copy: SupportCopy }) {
  return (
    <>
      <PageHero hero={copy.hero} />
      <SupportCards copy={copy} />
      <ClosingCta />
    </>
  );
}
