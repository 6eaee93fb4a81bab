import { PRODUCT_PICTURE } from "../components/products/illustrations";
import { ClosingCta } from "../components/frame/ClosingCta";
import { HeroActions } from "../components/sections/HeroActions";
import { FeatureCards } from "../components/sections/FeatureCards";
import { fillCopy } from "../components/sections/figures";
import { Picture } from "../components/sections/Picture";
import { PictureHero } from "../components/sections/PictureHero";
import { TwoParagraphs } from "../components/sections/TwoParagraphs";
import { site } from "../config/site";
import { useFrame } from "../i18n/frame-context";
import { serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import { requestLocale } from "../i18n/request-locale";
import { useLocation } from "react-router";
import { pageByPath, type ProductId } from "../route-table";
import type { Route } from "./+types/product";

export const loader = async ({ request }: Route.LoaderArgs) =>
  fillCopy(await serverPageCopy<ProductId>(request, "product"), requestLocale(request));
export const meta: Route.MetaFunction = routeMeta;

/** Hero, two paragraphs, five feature cards, two more paragraphs, closing call to action (spec §2). */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { frame } = useFrame();
  // The loader already rejected paths that are not product pages.
  const id = pageByPath(useLocation().pathname)?.id as ProductId;
  const picture = PRODUCT_PICTURE[id];
  // Spec §2: the QR page sells through the demo form only, so every button there goes to it.
  const demoOnly = id === "products.qr";
  return (
    <>
      <PictureHero
        hero={loaderData.hero}
        actions={<HeroActions demoOnly={demoOnly} />}
        picture={<Picture name={picture.name} alt={loaderData.heroImageAlt} shown={picture.shown} priority className={picture.className} />}
      />
      <TwoParagraphs copy={loaderData.intro} />
      <FeatureCards copy={loaderData.features} />
      <TwoParagraphs copy={loaderData.outro} />
      {demoOnly ? <ClosingCta href={site.demoFormUrl} label={frame.actions.productDemo} track={false} copy={loaderData.closing} /> : <ClosingCta copy={loaderData.closing} />}
    </>
  );
}
