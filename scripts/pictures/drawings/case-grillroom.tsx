/** Grillroom Saray: its own delivery area on a map, and the delivery time the guest sees. */
import type { GrillroomCaseText } from "../../../content/schema/showcase-pictures";
import type { Drawing } from "../drawing";
import { Box, BRAND, FloatingCard, Line } from "../kit";
import { ShopPhone, type ShopTheme } from "../shop";
import { CASE_SIZE, caseFacts } from "./case-picture";

const THEME: ShopTheme = {
  screen: "#fbf7f2",
  header: "linear-gradient(90deg, #7a1f1f, #a3342a)",
  onHeader: "#ffffff",
  accent: "#a3342a",
  onAccent: "#ffffff",
  card: "#ffffff",
  text: "#2a1510",
  muted: "#7a5f55",
  plate: "#f5e1cc",
  radius: 10,
  layout: "list",
  headerStyle: "bar",
  tabs: "underline",
  foods: ["skewer", "kebab", "pizza"],
};

/** Streets and a delivery area, drawn as shapes: a map-like background, not a real map. */
function MapPanel() {
  const street = (style: object, key: string) => <Box key={key} style={{ position: "absolute", backgroundColor: "#ffffff", ...style }} />;
  return (
    <Box style={{ position: "absolute", left: 150, top: 30, width: 250, height: 380, borderRadius: 20, backgroundColor: "#e6ede3", overflow: "hidden" }}>
      {street({ left: 0, top: 80, width: 250, height: 8 }, "a")}
      {street({ left: 0, top: 230, width: 250, height: 10 }, "b")}
      {street({ left: 60, top: 0, width: 8, height: 380 }, "c")}
      {street({ left: 180, top: 0, width: 10, height: 380 }, "d")}
      <Box
        style={{
          position: "absolute",
          left: 10,
          top: 20,
          width: 230,
          height: 300,
          borderRadius: 140,
          border: "3px dashed #a3342a",
          backgroundColor: "rgba(163,52,42,0.10)",
        }}
      />
      <Box
        style={{ position: "absolute", left: 112, top: 158, width: 22, height: 22, borderRadius: 22, backgroundColor: "#a3342a", border: "4px solid #ffffff" }}
      />
    </Box>
  );
}

export const drawing: Drawing<GrillroomCaseText> = {
  ...caseFacts("grillroom"),
  ...CASE_SIZE,
  draw: (text, locale) => (
    <Box style={{ position: "relative", ...CASE_SIZE }}>
      <MapPanel />
      <ShopPhone
        width={232}
        height={440}
        text={text.shop}
        theme={THEME}
        locale={locale}
        extra={
          <Box
            style={{
              alignItems: "center",
              gap: 6,
              margin: "8px 10px 0",
              padding: "7px 10px",
              borderRadius: 10,
              backgroundColor: "#fff1e0",
              border: "1px solid #f3d2b0",
            }}
          >
            <Line size={11} color={THEME.text}>
              {text.deliveryLabel}
            </Line>
            <Line size={12} weight={800} color={THEME.accent}>
              {text.deliveryMinutes}
            </Line>
          </Box>
        }
      />
      <FloatingCard left={184} top={338} width={212}>
        <Box style={{ alignItems: "center", gap: 8 }}>
          <Box style={{ alignItems: "center", justifyContent: "center", width: 18, height: 18, borderRadius: 18, backgroundColor: BRAND.fresh, flexShrink: 0 }}>
            <Box style={{ width: 8, height: 4, marginTop: -2, borderLeft: "2px solid #fff", borderBottom: "2px solid #fff", transform: "rotate(-45deg)" }} />
          </Box>
          <Line size={11.5} weight={600}>
            {text.postcodeCheck}
          </Line>
        </Box>
      </FloatingCard>
    </Box>
  ),
};
