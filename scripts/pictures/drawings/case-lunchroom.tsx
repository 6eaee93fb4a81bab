/** Lunchroom Zuiderzon: lunch ordered on the phone ahead of time, with the pickup time chosen. */
import type { LunchroomCaseText } from "../../../content/schema/showcase-pictures";
import type { Drawing } from "../drawing";
import { Backdrop, Box, BRAND, clock, FloatingCard, Line } from "../kit";
import { ShopPhone, type ShopTheme } from "../shop";
import { CASE_SIZE, caseFacts } from "./case-picture";

const THEME: ShopTheme = {
  screen: "#fffaf0",
  header: "linear-gradient(135deg, #f4b63f, #f08a3c)",
  onHeader: "#3a2206",
  accent: "#c2571a",
  onAccent: "#ffffff",
  card: "#ffffff",
  text: "#2b1d0e",
  muted: "#7a6552",
  plate: "#fdebc8",
  radius: 14,
  layout: "list",
  headerStyle: "bar",
  tabs: "pills",
  foods: ["sandwich", "bowl", "soup"],
};

export const drawing: Drawing<LunchroomCaseText> = {
  ...caseFacts("lunchroom"),
  ...CASE_SIZE,
  draw: (text, locale) => (
    <Box style={{ position: "relative", ...CASE_SIZE }}>
      <Backdrop left={70} top={50} size={320} />
      <ShopPhone width={232} height={440} text={text.shop} theme={THEME} locale={locale} />
      <FloatingCard left={186} top={150} width={206}>
        <Line size={13} weight={800}>
          {text.pickupTitle}
        </Line>
        <Box style={{ flexWrap: "wrap", gap: 6, marginTop: 10 }}>
          {text.slots.map((slot, index) => (
            <Box
              key={slot}
              style={{
                width: 84,
                justifyContent: "center",
                padding: "6px 0",
                borderRadius: 10,
                border: `1.5px solid ${index === text.chosen ? THEME.accent : BRAND.line}`,
                backgroundColor: index === text.chosen ? THEME.accent : BRAND.white,
              }}
            >
              <Line size={12.5} weight={600} color={index === text.chosen ? BRAND.white : BRAND.ink}>
                {clock(slot, locale)}
              </Line>
            </Box>
          ))}
        </Box>
      </FloatingCard>
    </Box>
  ),
};
