/** The slider's webshop designs: each template-*.tsx module is one restaurant in its own design. */

import { copyOf } from "../../../app/i18n/catalog";
import type { ShopText, TemplateKey } from "../../../content/schema/showcase-pictures";
import type { Drawing } from "../drawing";
import { perLocale, showcasePictures } from "../picture-words";
import { ShopPhone, type ShopTheme } from "../shop";

/** Phone-shaped, drawn at the slider's widest card (280 CSS px, TEMPLATE_SLIDER). */
const TEMPLATE_SIZE = { width: 280, height: 560 } as const;

/** The alt text is the home page's own (content/<locale>/home.ts), which the slider shows. */
export function templateDrawing(key: TemplateKey, theme: ShopTheme): Drawing<ShopText> {
  return {
    name: `template-${key}`,
    ...TEMPLATE_SIZE,
    text: perLocale((locale) => showcasePictures(locale).templates[key]),
    alt: perLocale((locale) => copyOf(locale, "home.index").slider.templates[key]),
    draw: (text, locale) => <ShopPhone {...TEMPLATE_SIZE} text={text} theme={theme} locale={locale} />,
  };
}
