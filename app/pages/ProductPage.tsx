import type { ProductCopy } from "../../content/types";
import { ClosingCta } from "../components/frame/ClosingCta";
import { PRODUCT_PICTURE } from "../components/products/illustrations";
import { FeatureCards } from "../components/sections/FeatureCards";
import { HeroActions } from "../components/sections/HeroActions";
import { Picture } from "../components/sections/Picture";
import { PictureHero } from "../components/sections/PictureHero";
import { TwoParagraphs } from "../components/sections/TwoParagraphs";
import { useFrame } from "../i18n/frame-context";
import type { ProductId } from "../shared/route-table";

/** Hero, two paragraphs, five feature cards, two more paragraphs, closing call to action: every product page alike. */
export function ProductPage({ id, copy }: { id: ProductId; copy: ProductCopy }) {
  const { frame, site } = useFrame();
  const picture = PRODUCT_PICTURE[id];
  // The QR page sells through the demo form only, so every button there goes to it.
  const demoOnly = id === "products.qr";
  return (
    <>
      <PictureHero
        hero={copy.hero}
        actions={<HeroActions demoOnly={demoOnly} />}
        picture={<Picture name={picture.name} alt={copy.heroImageAlt} shown={picture.shown} priority className={picture.className} />}
      />
      <TwoParagraphs copy={copy.intro} />
      <FeatureCards copy={copy.features} />
      <TwoParagraphs copy={copy.outro} />
      {demoOnly ? (
        <ClosingCta href={site.demoFormUrl} label={frame.actions.productDemo} track={false} copy={copy.closing} />
      ) : (
        <ClosingCta copy={copy.closing} />
      )}
    </>
  );
}
