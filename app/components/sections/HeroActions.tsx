import { useFrame } from "../../i18n/frame-context";
import { CtaLink } from "./CtaLink";

/**
 * The hero's two buttons: create a shop (tracked) and ask for a demo. `demoOnly` is the QR
 * page, which sells through the demo form alone.
 */
export function HeroActions({ demoOnly = false }: { demoOnly?: boolean }) {
  const { frame, site } = useFrame();
  const { actions } = frame;
  if (demoOnly) return <CtaLink href={site.demoFormUrl}>{actions.productDemo}</CtaLink>;
  return (
    <>
      <CtaLink href={site.merchantRegisterUrl} track="onboarding_start">
        {actions.createShop}
      </CtaLink>
      <CtaLink href={site.demoFormUrl} variant="secondary">
        {actions.productDemo}
      </CtaLink>
    </>
  );
}
