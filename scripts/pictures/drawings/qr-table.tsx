/**
 * QR product page: a weatherproof sticker on a café table with a real QR code, and that table's
 * menu on a guest's phone. The code encodes the demo-form URL of the site config (what every
 * button on the QR page leads to), generated at build time by `qrcode`, so a visitor who scans
 * the picture lands on the demo form.
 */
import QRCode from "qrcode";
import { readSiteConfig } from "../../../config/site-config";
import type { QrTableText } from "../../../content/schema/product-pictures";
import type { Locale } from "../../../shared/locale";
import type { Drawing } from "../drawing";
import { perLocale, productPictures } from "../picture-words";
import { Box, C, FONT, money, Text, totalCents } from "./product-kit";

/** The URL the sticker's code holds: the demo form, as configured for this build. */
export function qrTarget(env: Record<string, string | undefined> = process.env): string {
  return readSiteConfig(env).demoFormUrl;
}

/** The code's dark modules as one SVG path, one unit per module. */
function qrPath(url: string): { size: number; d: string } {
  // M: survives a scratch or a crease on a real sticker, and still a small code for a URL.
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
      runs.push(`M${col} ${row}h${end - col + 1}v1h-${end - col + 1}z`);
      col = end;
    }
  }
  return { size: modules.size, d: runs.join("") };
}

const WIDTH = 500;
const HEIGHT = 440;

/** QR side in design px; with the white margin around it, the sticker's quiet zone is ≥ 4 modules. */
const QR_SIDE = 164;

function Sticker({ text }: { text: QrTableText }) {
  const { size, d } = qrPath(qrTarget());
  return (
    <Box
      style={{
        flexDirection: "column",
        alignItems: "center",
        width: 206,
        borderRadius: 22,
        background: C.white,
        boxShadow: "0 10px 24px rgba(80,50,20,0.28), 0 0 0 5px rgba(255,255,255,0.55)",
        overflow: "hidden",
        transform: "rotate(-3deg)",
      }}
    >
      <Box style={{ width: "100%", justifyContent: "center", background: C.brand600, padding: "11px 0" }}>
        <Text style={{ fontSize: 20, fontWeight: 800, color: C.white }}>{text.stickerTitle}</Text>
      </Box>
      <Box style={{ padding: 18, background: C.white }}>
        <svg width={QR_SIDE} height={QR_SIDE} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
          <path d={d} fill={C.ink950} />
        </svg>
      </Box>
      <Text style={{ fontSize: 22, fontWeight: 800 }}>{text.table}</Text>
      <Text style={{ fontSize: 14, color: C.ink700, marginTop: 2 }}>{text.restaurant}</Text>
      <Text style={{ fontSize: 13, color: C.ink500, margin: "6px 0 14px" }}>{text.stickerHint}</Text>
    </Box>
  );
}

function Phone({ text, locale }: { text: QrTableText; locale: Locale }) {
  const chosen = text.items.slice(0, 2);
  return (
    <Box
      style={{
        width: 238,
        height: 400,
        flexShrink: 0,
        overflow: "hidden",
        borderRadius: 34,
        background: C.ink950,
        padding: 8,
        boxShadow: "0 14px 28px rgba(60,40,20,0.35)",
      }}
    >
      <Box style={{ flexDirection: "column", width: "100%", height: "100%", borderRadius: 27, background: C.cream50, overflow: "hidden" }}>
        <Box style={{ flexDirection: "column", background: "#f5b700", padding: "18px 14px 10px" }}>
          <Text style={{ fontSize: 16, fontWeight: 800 }}>{text.restaurant}</Text>
          <Text style={{ fontSize: 14, fontWeight: 600, color: C.ink700 }}>{`${text.table} · ${text.menuTitle}`}</Text>
        </Box>
        <Box style={{ flexDirection: "column", padding: "6px 12px", flexGrow: 1 }}>
          {text.items.map((item, index) => (
            <Box
              key={item.name}
              style={{
                alignItems: "center",
                justifyContent: "space-between",
                padding: "9px 0",
                borderBottom: index < text.items.length - 1 ? `1px solid ${C.ink100}` : "none",
              }}
            >
              <Box style={{ flexDirection: "column", flexShrink: 1 }}>
                <div style={{ display: "flex", fontSize: 15, fontWeight: 600 }}>{item.name}</div>
                <Text style={{ fontSize: 14, color: C.ink700 }}>{money(item.priceCents, locale)}</Text>
              </Box>
              <Box
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: 28,
                  background: index < 2 ? C.fresh600 : C.brand600,
                  alignItems: "center",
                  justifyContent: "center",
                  flexShrink: 0,
                }}
              >
                <Text style={{ fontSize: index < 2 ? 14 : 20, fontWeight: 800, color: C.white, marginTop: index < 2 ? 0 : -2 }}>{index < 2 ? "1" : "+"}</Text>
              </Box>
            </Box>
          ))}
        </Box>
        <Box
          style={{
            margin: "0 10px 12px",
            borderRadius: 12,
            background: C.brand600,
            padding: "10px 10px",
            gap: 6,
            justifyContent: "space-between",
            alignItems: "center",
          }}
        >
          <Text style={{ fontSize: 14, fontWeight: 800, color: C.white }}>{text.basketButton}</Text>
          <Text style={{ fontSize: 14, fontWeight: 600, color: C.white }}>{money(totalCents(chosen), locale)}</Text>
        </Box>
      </Box>
    </Box>
  );
}

function draw(text: QrTableText, locale: Locale) {
  return (
    <Box
      style={{
        ...FONT,
        width: WIDTH,
        height: HEIGHT,
        alignItems: "center",
        justifyContent: "space-between",
        padding: "0 14px 0 22px",
        borderRadius: 24,
        // The table top: warm planks.
        backgroundImage: "repeating-linear-gradient(180deg, #d9a66b 0px, #d29b5e 58px, #b98248 60px)",
      }}
    >
      <Sticker text={text} />
      <Phone text={text} locale={locale} />
    </Box>
  );
}

export const drawing: Drawing<QrTableText> = {
  name: "qr-table",
  width: WIDTH,
  height: HEIGHT,
  text: perLocale((locale) => productPictures(locale).qrTable),
  alt: perLocale((locale) => productPictures(locale).qrTable.alt),
  draw,
};
