/** The slider's webshop designs: each template-*.tsx module is one restaurant in its own design. */
import enHome from "../../../content/en/home";
import en from "../../../content/en/showcase-pictures";
import nlHome from "../../../content/nl/home";
import nl from "../../../content/nl/showcase-pictures";
import type { ShopText, TemplateKey } from "../../../content/schema/showcase-pictures";
import type { Drawing } from "../drawing";
import { ShopPhone, type ShopTheme } from "../shop";

/** Phone-shaped, drawn at the slider's widest card (280 CSS px, TEMPLATE_SLIDER). */
const TEMPLATE_SIZE = { width: 280, height: 560 } as const;

/** The alt text is the home page's own (content/{nl,en}/home.ts), which the slider shows. */
export function templateDrawing(key: TemplateKey, theme: ShopTheme): Drawing<ShopText> {
  return {
    name: `template-${key}`,
    ...TEMPLATE_SIZE,
    text: { nl: nl.templates[key], en: en.templates[key] },
    alt: { nl: nlHome.slider.templates[key], en: enHome.slider.templates[key] },
    draw: (text, locale) => <ShopPhone {...TEMPLATE_SIZE} text={text} theme={theme} locale={locale} />,
  };
}
