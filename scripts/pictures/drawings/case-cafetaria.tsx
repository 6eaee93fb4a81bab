/** Cafetaria De Spits: the croquettes ran out, so they are switched off and shown as sold out. */
import type { CafetariaCaseText } from "../../../content/schema/showcase-pictures";
import type { Drawing } from "../drawing";
import { Backdrop, Box, BRAND, FloatingCard, Food, Line, Switch } from "../kit";
import { ShopPhone, type ShopTheme } from "../shop";
import { CASE_SIZE, caseFacts } from "./case-picture";

const THEME: ShopTheme = {
  screen: "#f3f6fb",
  header: "#c8102e",
  onHeader: "#ffffff",
  accent: "#c8102e",
  onAccent: "#ffffff",
  card: "#ffffff",
  text: "#14213d",
  muted: "#5b6a86",
  plate: "#ffe9a8",
  radius: 12,
  layout: "list",
  headerStyle: "bar",
  tabs: "boxes",
  foods: ["croquette", "croquette", "fries", "croquette"],
};

function SoldOut({ label }: { label: string }) {
  return (
    <Box style={{ padding: "3px 7px", borderRadius: 6, backgroundColor: "#fde2e2", flexShrink: 0 }}>
      <Line size={10} weight={800} color="#a51d1d">
        {label}
      </Line>
    </Box>
  );
}

export const drawing: Drawing<CafetariaCaseText> = {
  ...caseFacts("cafetaria"),
  ...CASE_SIZE,
  draw: (text, locale) => {
    const soldOut = text.shop.dishes[text.soldOut];
    return (
      <Box style={{ position: "relative", ...CASE_SIZE }}>
        <Backdrop left={70} top={50} size={320} />
        <ShopPhone
          width={232}
          height={440}
          text={text.shop}
          theme={THEME}
          locale={locale}
          rowBadge={(index) => (index === text.soldOut ? <SoldOut label={text.soldOutLabel} /> : undefined)}
        />
        <FloatingCard left={196} top={200} width={196}>
          <Box style={{ alignItems: "center", gap: 8 }}>
            <Food kind="croquette" size={34} plate={THEME.plate} />
            <Box style={{ flexDirection: "column", flexGrow: 1 }}>
              <Line size={12.5} weight={600}>
                {soldOut?.name ?? ""}
              </Line>
              <Line size={11} weight={600} color="#a51d1d">
                {text.soldOutLabel}
              </Line>
            </Box>
            <Switch on={false} />
          </Box>
          <Box style={{ height: 1, marginTop: 10, marginBottom: 10, backgroundColor: BRAND.line }} />
          {text.shop.dishes
            .filter((_, index) => index !== text.soldOut)
            .slice(0, 2)
            .map((dish) => (
              <Box key={dish.name} style={{ alignItems: "center", gap: 8, marginBottom: 6 }}>
                <Line size={11.5} style={{ flexGrow: 1 }}>
                  {dish.name}
                </Line>
                <Switch on />
              </Box>
            ))}
        </FloatingCard>
      </Box>
    );
  },
};
