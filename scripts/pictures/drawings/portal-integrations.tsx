/**
 * Integrations page (the first feature card's merchant-portal screenshot): the portal's
 * integrations screen, with partners from content/partners.ts as name tiles (type only, as on
 * the page's partner grid: no logos), some connected and some still to switch on.
 */
import type { CSSProperties } from "react";
import { readSiteConfig } from "../../../config/site-config";
import { PARTNERS, type WordmarkStyle } from "../../../content/partners";
import type { PortalIntegrationsText, PartnerTile as Tile } from "../../../content/schema/product-pictures";
import type { Locale } from "../../../shared/locale";
import type { Drawing } from "../drawing";
import { perLocale, productPictures } from "../picture-words";
import { Box, C, Check, FONT, Text } from "./product-kit";

const WIDTH = 400;
const HEIGHT = 434;

/** The partner grid's wordmark looks (PartnerGrid.tsx), within Inter's three weights. */
const WORDMARK: Record<WordmarkStyle, CSSProperties> = {
  bold: { fontWeight: 800, letterSpacing: -0.3 },
  serif: { fontWeight: 600, letterSpacing: 0.4 },
  mono: { fontWeight: 600, letterSpacing: 1, textTransform: "lowercase" },
  caps: { fontWeight: 800, letterSpacing: 1.2, textTransform: "uppercase", fontSize: 14 },
  italic: { fontWeight: 800, transform: "skewX(-10deg)" },
};

/** Each partner's tile gets its own colour, picked from its name so it stays put. */
const TILE_COLOURS = ["#1d4ed8", "#0f766e", "#7c3aed", "#b45309", "#be185d", "#334155"];
function tileColour(name: string): string {
  const sum = [...name].reduce((total, char) => total + char.charCodeAt(0), 0);
  return TILE_COLOURS[sum % TILE_COLOURS.length]!;
}

function PartnerTile({ tile, text }: { tile: Tile; text: PortalIntegrationsText }) {
  const style = PARTNERS.find((partner) => partner.name === tile.name)?.style ?? "bold";
  const on = tile.on;
  return (
    <Box style={{ width: 180, flexDirection: "column", gap: 8, background: C.white, borderRadius: 12, padding: 10, border: `1px solid ${C.ink100}` }}>
      <Box style={{ alignItems: "center", gap: 8 }}>
        <Box style={{ width: 32, height: 32, borderRadius: 8, background: tileColour(tile.name), alignItems: "center", justifyContent: "center" }}>
          <Text style={{ fontSize: 16, fontWeight: 800, color: C.white }}>{tile.name.slice(0, 1).toUpperCase()}</Text>
        </Box>
        <Box style={{ flexDirection: "column" }}>
          <Text style={{ fontSize: 16, ...WORDMARK[style] }}>{tile.name}</Text>
          <Text style={{ fontSize: 14, color: C.ink500 }}>{tile.kind}</Text>
        </Box>
      </Box>
      {on ? (
        <Box style={{ alignItems: "center", gap: 6 }}>
          <Check size={16} />
          <Text style={{ fontSize: 14, fontWeight: 600, color: C.fresh600 }}>{text.connected}</Text>
        </Box>
      ) : (
        <Box style={{ alignSelf: "flex-start", borderRadius: 8, border: `1.5px solid ${C.brand600}`, padding: "2px 10px" }}>
          <Text style={{ fontSize: 14, fontWeight: 600, color: C.brand700 }}>{text.connect}</Text>
        </Box>
      )}
    </Box>
  );
}

function draw(text: PortalIntegrationsText, _locale: Locale) {
  const brandName = readSiteConfig(process.env).brandName;
  const active = 2;
  return (
    <Box
      style={{
        ...FONT,
        width: WIDTH,
        height: HEIGHT,
        flexDirection: "column",
        borderRadius: 16,
        overflow: "hidden",
        background: C.ink50,
        border: `1px solid ${C.ink100}`,
      }}
    >
      <Box style={{ alignItems: "center", justifyContent: "space-between", background: C.ink900, padding: "11px 14px" }}>
        <Box style={{ alignItems: "center", gap: 8 }}>
          <Box style={{ width: 22, height: 22, borderRadius: 6, background: C.brand500 }} />
          <Text style={{ fontSize: 16, fontWeight: 800, color: C.white }}>{brandName}</Text>
          <Text style={{ fontSize: 15, color: C.ink300 }}>{text.portal}</Text>
        </Box>
        <Text style={{ fontSize: 14, color: C.ink100 }}>{text.restaurant}</Text>
      </Box>
      <Box style={{ gap: 12, background: C.white, padding: "0 14px", borderBottom: `1px solid ${C.ink100}` }}>
        {text.menu.map((item, index) => (
          <Box key={item} style={{ padding: "9px 0 7px", borderBottom: `3px solid ${index === active ? C.brand600 : "transparent"}` }}>
            <Text style={{ fontSize: 14, fontWeight: index === active ? 800 : 400, color: index === active ? C.brand700 : C.ink700 }}>{item}</Text>
          </Box>
        ))}
      </Box>
      <Box style={{ flexDirection: "column", padding: "12px 14px" }}>
        <Text style={{ fontSize: 21, fontWeight: 800 }}>{text.title}</Text>
        <Text style={{ fontSize: 15, color: C.ink700, marginTop: 2 }}>{text.intro}</Text>
        <Box style={{ flexWrap: "wrap", gap: 8, marginTop: 10 }}>
          {text.partners.map((tile) => (
            <PartnerTile key={tile.name} tile={tile} text={text} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

export const drawing: Drawing<PortalIntegrationsText> = {
  name: "portal-integrations",
  width: WIDTH,
  height: HEIGHT,
  text: perLocale((locale) => productPictures(locale).portalIntegrations),
  alt: perLocale((locale) => productPictures(locale).portalIntegrations.alt),
  draw,
};
