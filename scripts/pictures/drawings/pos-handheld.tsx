/**
 * POS product page: the handheld with a new order ticket (items with their options, the pickup
 * time, how it was paid) and the buttons to confirm and print; the receipt comes out of the
 * printer on top, as on the real device.
 */
import type { PosHandheldText } from "../../../content/schema/product-pictures";
import type { Locale } from "../../../shared/locale";
import type { Drawing } from "../drawing";
import { perLocale, productPictures } from "../picture-words";
import { Box, C, Check, clock, FONT, money, Text, times, totalCents } from "./product-kit";

const WIDTH = 380;
const HEIGHT = 600;

function Receipt({ text, locale }: { text: PosHandheldText; locale: Locale }) {
  const line = { fontSize: 12, color: "#2b2b2b" } as const;
  return (
    <Box
      style={{
        position: "absolute",
        top: 0,
        left: 95,
        width: 190,
        height: 120,
        flexDirection: "column",
        alignItems: "center",
        background: "#fdfdf8",
        padding: "10px 12px",
        boxShadow: "0 2px 6px rgba(0,0,0,0.18)",
      }}
    >
      <Text style={{ ...line, fontWeight: 800 }}>{text.restaurant}</Text>
      <Text style={line}>{`${text.orderNumber} · ${clock(text.pickupTime, locale)}`}</Text>
      <Box style={{ width: "100%", borderTop: "1.5px dashed #9a9a9a", margin: "5px 0" }} />
      {text.items.slice(0, 2).map((item) => (
        <Box key={item.name} style={{ width: "100%", justifyContent: "space-between" }}>
          <Text style={line}>{`${times(item.quantity)} ${item.name}`}</Text>
        </Box>
      ))}
    </Box>
  );
}

function draw(text: PosHandheldText, locale: Locale) {
  return (
    <Box style={{ ...FONT, position: "relative", width: WIDTH, height: HEIGHT, justifyContent: "center" }}>
      <Receipt text={text} locale={locale} />
      <Box
        style={{
          position: "absolute",
          top: 96,
          left: 30,
          width: 320,
          height: 478,
          flexDirection: "column",
          borderRadius: 36,
          background: "#2a3142",
          padding: "26px 12px 16px",
          boxShadow: "0 16px 30px rgba(20,33,61,0.30)",
        }}
      >
        {/* The printer's slot the receipt comes out of. */}
        <Box style={{ position: "absolute", top: 9, left: 60, width: 200, height: 8, borderRadius: 4, background: "#141925" }} />
        <Box style={{ flexDirection: "column", flex: 1, borderRadius: 18, background: C.white, overflow: "hidden" }}>
          <Box style={{ alignItems: "center", justifyContent: "space-between", background: C.brand600, padding: "12px 14px" }}>
            <Text style={{ fontSize: 18, fontWeight: 800, color: C.white }}>{text.newOrder}</Text>
            <Text style={{ fontSize: 16, fontWeight: 600, color: C.white }}>{text.orderNumber}</Text>
          </Box>
          <Box style={{ flexDirection: "column", padding: "10px 14px 0", gap: 6 }}>
            <Box style={{ alignItems: "center", justifyContent: "space-between" }}>
              <Box style={{ alignItems: "baseline", gap: 6 }}>
                <Text style={{ fontSize: 15, color: C.ink700 }}>{text.pickupLabel}</Text>
                <Text style={{ fontSize: 22, fontWeight: 800 }}>{clock(text.pickupTime, locale)}</Text>
              </Box>
              <Text style={{ fontSize: 15, fontWeight: 600, color: C.ink700 }}>{text.customer}</Text>
            </Box>
            <Box style={{ alignItems: "center", gap: 6, alignSelf: "flex-start", background: C.fresh50, borderRadius: 999, padding: "3px 10px 3px 4px" }}>
              <Check size={16} />
              <Text style={{ fontSize: 13, fontWeight: 600, color: C.fresh600 }}>{text.paid}</Text>
            </Box>
          </Box>
          <Box style={{ flexDirection: "column", margin: "10px 14px 0", borderTop: `1px solid ${C.ink100}`, paddingTop: 6 }}>
            {text.items.map((item) => (
              <Box key={item.name} style={{ flexDirection: "column", padding: "5px 0" }}>
                <Box style={{ justifyContent: "space-between" }}>
                  <Text style={{ fontSize: 16, fontWeight: 600 }}>{`${times(item.quantity)} ${item.name}`}</Text>
                  <Text style={{ fontSize: 15 }}>{money(item.priceCents * (item.quantity ?? 1), locale)}</Text>
                </Box>
                {(item.options ?? []).map((option) => (
                  <Text key={option} style={{ fontSize: 14, color: C.brand700, marginLeft: 24 }}>{`+ ${option}`}</Text>
                ))}
              </Box>
            ))}
            <Box style={{ justifyContent: "space-between", borderTop: `1px solid ${C.ink100}`, paddingTop: 8, marginTop: 4 }}>
              <Text style={{ fontSize: 17, fontWeight: 800 }}>{text.totalLabel}</Text>
              <Text style={{ fontSize: 17, fontWeight: 800 }}>{money(totalCents(text.items), locale)}</Text>
            </Box>
          </Box>
          <Box style={{ marginTop: "auto", gap: 8, padding: 12 }}>
            <Box
              style={{ flex: 1, justifyContent: "center", alignItems: "center", gap: 6, borderRadius: 12, border: `2px solid ${C.ink700}`, padding: "10px 0" }}
            >
              <svg width="18" height="18" viewBox="0 0 24 24">
                <path
                  d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z"
                  stroke={C.ink700}
                  strokeWidth="2"
                  fill="none"
                  strokeLinejoin="round"
                />
              </svg>
              <Text style={{ fontSize: 16, fontWeight: 600, color: C.ink700 }}>{text.print}</Text>
            </Box>
            <Box style={{ flex: 1.3, justifyContent: "center", alignItems: "center", borderRadius: 12, background: C.fresh600, padding: "12px 0" }}>
              <Text style={{ fontSize: 16, fontWeight: 800, color: C.white }}>{text.confirm}</Text>
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

export const drawing: Drawing<PosHandheldText> = {
  name: "pos-handheld",
  width: WIDTH,
  height: HEIGHT,
  text: perLocale((locale) => productPictures(locale).posHandheld),
  alt: perLocale((locale) => productPictures(locale).posHandheld.alt),
  draw,
};
