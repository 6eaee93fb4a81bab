/** Sushi Kaido: the guest builds a box with the product configurator and picks pickup or delivery. */
import type { SushiCaseText } from "../../../content/schema/showcase-pictures";
import type { Drawing } from "../drawing";
import { Backdrop, Box, Food, Line, money, Phone } from "../kit";
import { CASE_SIZE, caseFacts } from "./case-picture";

const C = { screen: "#101820", card: "#1b2631", text: "#f5f1e8", muted: "#9fb0bf", accent: "#e8553e", line: "#2c3a47" } as const;

function Choice({ name, extra, chosen, round }: { name: string; extra: string | null; chosen: boolean; round: boolean }) {
  return (
    <Box
      style={{
        alignItems: "center",
        gap: 8,
        padding: "5px 9px",
        borderRadius: 8,
        backgroundColor: C.card,
        border: `1.5px solid ${chosen ? C.accent : C.line}`,
      }}
    >
      <Box
        style={{
          alignItems: "center",
          justifyContent: "center",
          width: 14,
          height: 14,
          borderRadius: round ? 14 : 3,
          border: `2px solid ${chosen ? C.accent : C.muted}`,
          backgroundColor: chosen && !round ? C.accent : "transparent",
        }}
      >
        {chosen && round ? <Box style={{ width: 6, height: 6, borderRadius: 6, backgroundColor: C.accent }} /> : null}
      </Box>
      <Line size={11.5} weight={chosen ? 600 : 400} color={C.text} style={{ flexGrow: 1 }}>
        {name}
      </Line>
      {extra ? (
        <Line size={10.5} color={C.muted}>
          {extra}
        </Line>
      ) : null}
    </Box>
  );
}

export const drawing: Drawing<SushiCaseText> = {
  ...caseFacts("sushi"),
  ...CASE_SIZE,
  draw: (text, locale) => {
    const total = text.basePriceCents + text.steps.flatMap((step) => step.choices).reduce((sum, choice) => sum + (choice.chosen ? choice.extraCents : 0), 0);
    return (
      <Box style={{ position: "relative", justifyContent: "center", ...CASE_SIZE }}>
        <Backdrop left={40} top={60} size={320} />
        <Phone width={236} height={440} screen={C.screen}>
          <Box style={{ flexDirection: "column", padding: "26px 12px 0", gap: 7 }}>
            <Line size={11} weight={600} color={C.muted} style={{ letterSpacing: 1.2 }}>
              {text.restaurant.toUpperCase()}
            </Line>
            <Box style={{ alignItems: "center", gap: 10 }}>
              <Food kind="maki" size={40} plate="#24313d" />
              <Box style={{ flexDirection: "column" }}>
                <Line size={15} weight={800} color={C.text}>
                  {text.title}
                </Line>
                <Line size={12} weight={600} color={C.accent}>
                  {money(text.basePriceCents, locale)}
                </Line>
              </Box>
            </Box>
            {text.steps.map((step, stepIndex) => (
              <Box key={step.label} style={{ flexDirection: "column", gap: 4 }}>
                <Line size={11} weight={800} color={C.text} style={{ marginTop: 2 }}>
                  {step.label}
                </Line>
                {step.choices.map((choice) => (
                  <Choice
                    key={choice.name}
                    name={choice.name}
                    extra={choice.extraCents > 0 ? `+ ${money(choice.extraCents, locale)}` : null}
                    chosen={choice.chosen}
                    round={stepIndex === 0}
                  />
                ))}
              </Box>
            ))}
            <Box style={{ padding: 3, marginTop: 2, borderRadius: 10, backgroundColor: C.card }}>
              {[text.pickup, text.delivery].map((label, index) => (
                <Box
                  key={label}
                  style={{
                    flexGrow: 1,
                    flexBasis: 0,
                    justifyContent: "center",
                    padding: "5px 0",
                    borderRadius: 8,
                    backgroundColor: index === 0 ? C.text : "transparent",
                  }}
                >
                  <Line size={11} weight={600} color={index === 0 ? C.screen : C.muted}>
                    {label}
                  </Line>
                </Box>
              ))}
            </Box>
            <Box style={{ alignItems: "center", justifyContent: "space-between", padding: "9px 12px", borderRadius: 10, backgroundColor: C.accent }}>
              <Line size={12} weight={600} color="#ffffff">
                {text.add}
              </Line>
              <Line size={12} weight={800} color="#ffffff">
                {money(total, locale)}
              </Line>
            </Box>
          </Box>
        </Phone>
      </Box>
    );
  },
};
