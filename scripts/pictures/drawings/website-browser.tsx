/**
 * Page product page: a restaurant's own website in a browser, on its own domain and in its own
 * colours (olive, not ours), with the order button that leads to its webshop; the browser's
 * status bar shows where that button goes.
 */
import type { WebsiteBrowserText } from "../../../content/schema/product-pictures";
import type { Locale } from "../../../shared/locale";
import type { Drawing } from "../drawing";
import { perLocale, productPictures } from "../picture-words";
import { Box, C, FONT, money, Text } from "./product-kit";

const WIDTH = 440;
const HEIGHT = 470;
/** The restaurant's own colours. */
const OLIVE = { dark: "#33401c", mid: "#55692b", light: "#eef0e1", gold: "#f0b429" } as const;

function Plate({ size, sauce }: { size: number; sauce: string }) {
  return (
    <Box
      style={{
        width: size,
        height: size,
        borderRadius: size,
        background: "#fbf7ee",
        alignItems: "center",
        justifyContent: "center",
        boxShadow: "0 4px 10px rgba(0,0,0,0.25)",
      }}
    >
      <Box style={{ width: size * 0.62, height: size * 0.62, borderRadius: size, background: sauce, alignItems: "center", justifyContent: "center" }}>
        <Box style={{ width: size * 0.22, height: size * 0.22, borderRadius: size, background: "#7a9a3a" }} />
      </Box>
    </Box>
  );
}

function Lock() {
  return (
    <svg width="12" height="14" viewBox="0 0 12 14">
      <rect x="1" y="6" width="10" height="8" rx="2" fill={C.ink700} />
      <path d="M3.5 6V4.2a2.5 2.5 0 0 1 5 0V6" stroke={C.ink700} strokeWidth="1.6" fill="none" />
    </svg>
  );
}

function Cursor() {
  return (
    <svg width="22" height="26" viewBox="0 0 22 26">
      <path d="M2 2v19l5-4.6 3.4 7.6 3.6-1.6-3.4-7.4H18z" fill="#fff" stroke={C.ink950} strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

function draw(text: WebsiteBrowserText, locale: Locale) {
  const sauces = ["#c8552b", "#e3b04b", "#8a5a3b"];
  return (
    <Box
      style={{
        ...FONT,
        width: WIDTH,
        height: HEIGHT,
        flexDirection: "column",
        borderRadius: 16,
        background: C.white,
        border: `1px solid ${C.ink100}`,
        overflow: "hidden",
      }}
    >
      {/* Browser chrome: window dots and the address bar with the restaurant's own domain. */}
      <Box style={{ alignItems: "center", gap: 12, background: C.ink50, padding: "10px 14px", borderBottom: `1px solid ${C.ink100}` }}>
        <Box style={{ gap: 6 }}>
          {["#ff6159", "#ffbd2e", "#28c941"].map((color) => (
            <Box key={color} style={{ width: 11, height: 11, borderRadius: 11, background: color }} />
          ))}
        </Box>
        <Box style={{ flex: 1, alignItems: "center", gap: 8, background: C.white, borderRadius: 999, padding: "6px 14px", border: `1px solid ${C.ink100}` }}>
          <Lock />
          <Text style={{ fontSize: 15, color: C.ink900 }}>{text.domain}</Text>
        </Box>
      </Box>
      {/* The site's own header. */}
      <Box style={{ alignItems: "center", justifyContent: "space-between", padding: "10px 16px", background: C.white }}>
        <Box style={{ alignItems: "center", gap: 8 }}>
          <Box style={{ width: 26, height: 26, borderRadius: 26, background: OLIVE.mid, alignItems: "center", justifyContent: "center" }}>
            <Box style={{ width: 10, height: 14, borderRadius: 10, background: OLIVE.light }} />
          </Box>
          <Text style={{ fontSize: 17, fontWeight: 800, color: OLIVE.dark }}>{text.restaurant}</Text>
        </Box>
        <Box style={{ alignItems: "center", gap: 12 }}>
          {text.nav.map((item) => (
            <Text key={item} style={{ fontSize: 14, color: C.ink700 }}>
              {item}
            </Text>
          ))}
          <Box style={{ background: OLIVE.mid, borderRadius: 8, padding: "6px 10px" }}>
            <Text style={{ fontSize: 14, fontWeight: 600, color: C.white }}>{text.orderButton}</Text>
          </Box>
        </Box>
      </Box>
      {/* Hero with the call to order. */}
      <Box style={{ position: "relative", alignItems: "center", background: OLIVE.dark, padding: "18px 18px", gap: 10 }}>
        <Box style={{ flexDirection: "column", flex: 1 }}>
          <div style={{ display: "flex", fontSize: 24, fontWeight: 800, lineHeight: 1.15, color: C.white }}>{text.headline}</div>
          <div style={{ display: "flex", fontSize: 14, lineHeight: 1.35, color: OLIVE.light, marginTop: 8 }}>{text.subline}</div>
          <Box style={{ marginTop: 14 }}>
            <Box style={{ background: OLIVE.gold, borderRadius: 10, padding: "9px 16px", gap: 6, alignItems: "center" }}>
              <Text style={{ fontSize: 16, fontWeight: 800, color: OLIVE.dark }}>{text.orderButton}</Text>
              <svg width="16" height="16" viewBox="0 0 16 16">
                <path d="M2 8h11M9 3.5 13.5 8 9 12.5" stroke={OLIVE.dark} strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Box>
          </Box>
        </Box>
        <Plate size={120} sauce={sauces[0]!} />
        <Box style={{ position: "absolute", left: 150, bottom: 8 }}>
          <Cursor />
        </Box>
      </Box>
      {/* Dishes, as the webshop sells them. */}
      <Box style={{ flexDirection: "column", padding: "12px 16px 0", background: C.white, flex: 1 }}>
        <Text style={{ fontSize: 15, fontWeight: 800, color: OLIVE.dark }}>{text.dishesTitle}</Text>
        <Box style={{ gap: 10, marginTop: 8 }}>
          {text.dishes.map((dish, index) => (
            <Box key={dish.name} style={{ flex: 1, flexDirection: "column", borderRadius: 12, background: OLIVE.light, padding: 8, gap: 4 }}>
              <Box style={{ justifyContent: "center", padding: "2px 0" }}>
                <Plate size={42} sauce={sauces[index % sauces.length]!} />
              </Box>
              <div style={{ display: "flex", fontSize: 13, fontWeight: 600, lineHeight: 1.2 }}>{dish.name}</div>
              <Text style={{ fontSize: 13, color: C.ink700 }}>{money(dish.priceCents, locale)}</Text>
            </Box>
          ))}
        </Box>
      </Box>
      {/* The browser's link preview: the button leads to the restaurant's webshop. */}
      <Box
        style={{ position: "absolute", left: 0, bottom: 0, background: C.ink50, border: `1px solid ${C.ink100}`, borderTopRightRadius: 8, padding: "4px 10px" }}
      >
        <Text style={{ fontSize: 12, color: C.ink700 }}>{text.webshopHint}</Text>
      </Box>
    </Box>
  );
}

export const drawing: Drawing<WebsiteBrowserText> = {
  name: "website-browser",
  width: WIDTH,
  height: HEIGHT,
  text: perLocale((locale) => productPictures(locale).websiteBrowser),
  alt: perLocale((locale) => productPictures(locale).websiteBrowser.alt),
  draw,
};
