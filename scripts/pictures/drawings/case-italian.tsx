/** Trattoria Olivo: its own website on its own domain, with the menu and a link to its webshop. */
import type { ItalianCaseText } from "../../../content/schema/showcase-pictures";
import type { Drawing } from "../drawing";
import { Box, Browser, Food, type FoodKind, Line, money, Text } from "../kit";
import { caseFacts } from "./case-picture";

/** Wider than tall, like a laptop screen; shown at the case page's 300/400 px. */
const SIZE = { width: 400, height: 320 } as const;
const C = { olive: "#4f5d2f", oliveDark: "#3b4622", cream: "#fbf6ea", text: "#2b2a1f", muted: "#6d6a58", accent: "#b5452b" } as const;
const FOODS: readonly FoodKind[] = ["pasta", "pizza", "cake"];

export const drawing: Drawing<ItalianCaseText> = {
  ...caseFacts("italian"),
  ...SIZE,
  draw: (text, locale) => (
    <Box style={{ ...SIZE, padding: 4 }}>
      <Browser width={392} height={312} address={text.domain}>
        <Box style={{ alignItems: "center", gap: 14, padding: "10px 16px", backgroundColor: C.oliveDark }}>
          <Line size={14} weight={800} color="#ffffff" style={{ flexGrow: 1 }}>
            {text.restaurant}
          </Line>
          {text.nav.map((item) => (
            <Line key={item} size={10.5} color="#e9ecd9">
              {item}
            </Line>
          ))}
        </Box>
        <Box style={{ alignItems: "center", gap: 14, padding: "14px 16px", backgroundColor: C.olive }}>
          <Box style={{ flexDirection: "column", flexGrow: 1, flexShrink: 1, flexBasis: 0 }}>
            <Line size={18} weight={800} color="#ffffff">
              {text.headline}
            </Line>
            <Text size={10.5} color="#eef0e2" style={{ marginTop: 4 }}>
              {text.intro}
            </Text>
            <Box style={{ marginTop: 10 }}>
              <Box style={{ padding: "6px 12px", borderRadius: 16, backgroundColor: C.accent }}>
                <Line size={11} weight={600} color="#ffffff">
                  {text.orderButton}
                </Line>
              </Box>
            </Box>
          </Box>
          <Food kind="pasta" size={92} plate="#f3ead2" />
        </Box>
        <Box style={{ flexDirection: "column", flexGrow: 1, padding: "10px 16px", backgroundColor: C.cream }}>
          <Box style={{ alignItems: "center" }}>
            <Line size={12.5} weight={800} color={C.text} style={{ flexGrow: 1 }}>
              {text.menuTitle}
            </Line>
            <Line size={10} color={C.muted}>
              {text.hours}
            </Line>
          </Box>
          <Box style={{ gap: 8, marginTop: 8 }}>
            {text.dishes.map((dish, index) => (
              <Box
                key={dish.name}
                style={{ flexDirection: "column", alignItems: "center", flexGrow: 1, flexBasis: 0, padding: 6, borderRadius: 8, backgroundColor: "#ffffff" }}
              >
                <Food kind={FOODS[index % FOODS.length] ?? "pasta"} size={38} plate="#f3ead2" />
                <Line size={10} weight={600} color={C.text} style={{ marginTop: 4 }}>
                  {dish.name}
                </Line>
                <Line size={10} weight={800} color={C.accent}>
                  {money(dish.priceCents, locale)}
                </Line>
              </Box>
            ))}
          </Box>
        </Box>
      </Browser>
    </Box>
  ),
};
