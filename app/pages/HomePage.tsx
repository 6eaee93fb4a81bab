import type { HomeCopy } from "../../content/types";
import { ClosingCta } from "../components/frame/ClosingCta";
import { IntegrationsBlock } from "../components/home/IntegrationsBlock";
import { ProductCards } from "../components/home/ProductCards";
import { TemplateSlider } from "../components/home/TemplateSlider";
import { Testimonials } from "../components/home/Testimonials";
import { FeatureCards } from "../components/sections/FeatureCards";
import { HeroActions } from "../components/sections/HeroActions";
import { Picture } from "../components/sections/Picture";
import { PictureHero } from "../components/sections/PictureHero";
import { PHONE_THEN_400_CLASSES } from "../components/sections/picture-files";

export function HomePage({ copy }: { copy: HomeCopy }) {
  return (
    <>
      <PictureHero
        hero={copy.hero}
        note={copy.heroNote}
        actions={<HeroActions />}
        picture={
          <div className="bw-parallax" data-testid="hero-parallax">
            {/* The widths are HOME_HERO's (picture-files.ts), which the build renders files for. */}
            <Picture name="home-hero" alt={copy.heroImageAlt} priority className={PHONE_THEN_400_CLASSES} />
          </div>
        }
      />
      <TemplateSlider copy={copy.slider} />
      <FeatureCards copy={copy.keyFeatures} />
      <ProductCards copy={copy.products} />
      <IntegrationsBlock copy={copy.integrations} />
      <Testimonials copy={copy.testimonials} />
      <ClosingCta />
    </>
  );
}
