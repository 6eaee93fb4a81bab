/**
 * Home hero: a restaurant's webshop on a phone (name, dishes with prices, add buttons, the basket
 * total), and beside it the order as it arrives at the restaurant, with its pickup time.
 */

import { copyOf } from "../../../app/i18n/catalog";
import type { HomeHeroText } from "../../../content/schema/showcase-pictures";
import type { Locale } from "../../../shared/locale";
import type { Drawing } from "../drawing";
import { Backdrop, Box, BRAND, clock, FloatingCard, Line, money } from "../kit";
import { perLocale, showcasePictures } from "../picture-words";
import { BESTELWIJS_THEME, ShopPhone } from "../shop";

const SIZE = { width: 400, height: 440 } as const;
const PHONE = { width: 232, height: 440 } as const;

function OrderCard({ order, locale }: { order: HomeHeroText["order"]; locale: Locale }) {
  const total = order.lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);
  return (
    <FloatingCard left={178} top={92} width={214}>
      <Box style={{ alignItems: "center", gap: 8 }}>
        <Box style={{ width: 10, height: 10, borderRadius: 10, backgroundColor: BRAND.fresh }} />
        <Line size={13} weight={800}>
          {order.title}
        </Line>
        <Line size={12} weight={600} color={BRAND.inkMuted} style={{ marginLeft: "auto" }}>
          {order.number}
        </Line>
      </Box>
      <Line size={11.5} color={BRAND.inkSoft} style={{ marginTop: 6 }}>
        {order.customer}
      </Line>
      <Box style={{ alignItems: "center", gap: 6, marginTop: 8, padding: "5px 8px", borderRadius: 8, backgroundColor: BRAND.cream }}>
        <Line size={11.5} color={BRAND.inkSoft}>
          {order.when}
        </Line>
        <Line size={12.5} weight={800}>
          {clock(order.time, locale)}
        </Line>
      </Box>
      <Box style={{ flexDirection: "column", gap: 5, marginTop: 10, paddingBottom: 8, borderBottom: `1px dashed ${BRAND.line}` }}>
        {order.lines.map((line) => (
          <Box key={line.name} style={{ alignItems: "center", gap: 6 }}>
            <Line size={11.5} weight={600}>{`${line.quantity}×`}</Line>
            <Line size={11.5} style={{ flexGrow: 1 }}>
              {line.name}
            </Line>
            <Line size={11.5}>{money(line.quantity * line.priceCents, locale)}</Line>
          </Box>
        ))}
      </Box>
      <Box style={{ alignItems: "center", marginTop: 8 }}>
        <Line size={12.5} weight={800} style={{ flexGrow: 1 }}>
          {order.total}
        </Line>
        <Line size={12.5} weight={800}>
          {money(total, locale)}
        </Line>
      </Box>
      <Box style={{ justifyContent: "center", marginTop: 10, padding: "8px 0", borderRadius: 10, backgroundColor: BRAND.fresh }}>
        <Line size={12.5} weight={600} color={BRAND.white}>
          {order.accept}
        </Line>
      </Box>
    </FloatingCard>
  );
}

export const drawing: Drawing<HomeHeroText> = {
  name: "home-hero",
  ...SIZE,
  text: perLocale((locale) => showcasePictures(locale).homeHero),
  alt: perLocale((locale) => copyOf(locale, "home.index").heroImageAlt),
  draw: (text, locale) => (
    <Box style={{ position: "relative", ...SIZE }}>
      <Backdrop left={60} top={40} size={340} />
      <ShopPhone {...PHONE} text={text.shop} theme={BESTELWIJS_THEME} locale={locale} />
      <OrderCard order={text.order} locale={locale} />
    </Box>
  ),
};
