/**
 * Shared parts of the showcase pictures: money per locale, the brand's colours, a phone frame,
 * a browser frame and little flat food drawings. Satori lays out flexbox only: every element
 * with more than one child is `display: flex`.
 */
import type { CSSProperties, ReactElement, ReactNode } from "react";
import type { Locale } from "../../shared/locale";

export const BRAND = {
  tomato: "#e5533b",
  tomatoDark: "#c73a22",
  ink: "#14213d",
  inkSoft: "#34425e",
  inkMuted: "#5b6a86",
  line: "#e3e8f1",
  cream: "#fdf4e6",
  creamDeep: "#f8e7cc",
  fresh: "#1d7a48",
  white: "#ffffff",
} as const;

const LOCALE_TAG: Record<Locale, string> = { nl: "nl-NL", en: "en-GB", fr: "fr-BE" };

/** "€ 8,50" in Dutch, "€8.50" in English, from a price in cents. */
export function money(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAG[locale], { style: "currency", currency: "EUR" }).format(cents / 100);
}

export type Style = CSSProperties;

export function Box({ style, children }: { style?: Style; children?: ReactNode }): ReactElement {
  // Widths include padding and border, as with box-sizing: border-box on the site (satori's default is content-box).
  return <div style={{ display: "flex", boxSizing: "border-box", ...style }}>{children}</div>;
}

/** One line of text that never wraps (satori would otherwise break it at the box's edge). */
export function Line({
  children,
  size = 14,
  weight = 400,
  color = BRAND.ink,
  style,
}: {
  children: ReactNode;
  size?: number;
  weight?: 400 | 600 | 800;
  color?: string;
  style?: Style;
}) {
  return <div style={{ display: "flex", fontSize: size, fontWeight: weight, color, whiteSpace: "nowrap", lineHeight: 1.25, ...style }}>{children}</div>;
}

/** A paragraph that wraps inside its box. */
export function Text({
  children,
  size = 12,
  weight = 400,
  color = BRAND.inkMuted,
  style,
}: {
  children: ReactNode;
  size?: number;
  weight?: 400 | 600 | 800;
  color?: string;
  style?: Style;
}) {
  return <div style={{ display: "flex", fontSize: size, fontWeight: weight, color, lineHeight: 1.35, ...style }}>{children}</div>;
}

/** The screen's size inside a phone of `width` × `height` (the bezel is drawn around it). */
export function phoneScreen(width: number, height: number) {
  const bezel = Math.round(width * 0.035) + 4;
  return { bezel, width: width - 2 * bezel, height: height - 2 * bezel };
}

/** A phone seen from the front: dark bezel, a screen with rounded corners, a notch. */
export function Phone({ width, height, screen, children }: { width: number; height: number; screen: string; children: ReactNode }) {
  const inner = phoneScreen(width, height);
  return (
    <Box style={{ width, height, padding: inner.bezel, borderRadius: inner.bezel * 4, backgroundColor: BRAND.ink }}>
      <Box
        style={{
          position: "relative",
          flexDirection: "column",
          width: inner.width,
          height: inner.height,
          borderRadius: inner.bezel * 3,
          backgroundColor: screen,
          overflow: "hidden",
        }}
      >
        {children}
        <Box style={{ position: "absolute", top: 6, left: inner.width / 2 - 28, width: 56, height: 14, borderRadius: 7, backgroundColor: BRAND.ink }} />
      </Box>
    </Box>
  );
}

/** A desktop browser window with its address bar showing `address`. */
export function Browser({ width, height, address, children }: { width: number; height: number; address: string; children: ReactNode }) {
  return (
    <Box
      style={{ flexDirection: "column", width, height, borderRadius: 12, backgroundColor: BRAND.white, overflow: "hidden", border: `1px solid ${BRAND.line}` }}
    >
      <Box style={{ alignItems: "center", gap: 10, height: 36, padding: "0 12px", backgroundColor: "#eef1f6" }}>
        <Box style={{ gap: 5 }}>
          {["#ff5f57", "#febc2e", "#28c840"].map((colour) => (
            <Box key={colour} style={{ width: 9, height: 9, borderRadius: 5, backgroundColor: colour }} />
          ))}
        </Box>
        <Box style={{ flexGrow: 1, alignItems: "center", height: 22, padding: "0 10px", borderRadius: 11, backgroundColor: BRAND.white }}>
          <Line size={11} color={BRAND.inkSoft}>
            {address}
          </Line>
        </Box>
      </Box>
      <Box style={{ flexDirection: "column", flexGrow: 1 }}>{children}</Box>
    </Box>
  );
}

export type FoodKind =
  | "pizza"
  | "nigiri"
  | "maki"
  | "bowl"
  | "sandwich"
  | "soup"
  | "salad"
  | "burger"
  | "fries"
  | "croquette"
  | "kebab"
  | "skewer"
  | "pasta"
  | "drink"
  | "cake";

/** A flat little drawing of a dish on its plate, `size` px square. */
export function Food({ kind, size = 44, plate = "#ffffff" }: { kind: FoodKind; size?: number; plate?: string }) {
  const s = size;
  const piece = (style: Style, key?: string) => <Box key={key} style={{ position: "absolute", ...style }} />;
  const parts: ReactElement[] = [];
  switch (kind) {
    case "pizza":
      parts.push(piece({ left: s * 0.12, top: s * 0.12, width: s * 0.76, height: s * 0.76, borderRadius: s, backgroundColor: "#e9a94b" }, "a"));
      parts.push(piece({ left: s * 0.18, top: s * 0.18, width: s * 0.64, height: s * 0.64, borderRadius: s, backgroundColor: "#d8432b" }, "b"));
      for (const [x, y] of [
        [0.3, 0.3],
        [0.55, 0.28],
        [0.42, 0.52],
        [0.62, 0.58],
        [0.28, 0.6],
      ] as const)
        parts.push(piece({ left: s * x, top: s * y, width: s * 0.11, height: s * 0.11, borderRadius: s, backgroundColor: "#fff4d6" }, `${x}${y}`));
      break;
    case "nigiri":
      for (const [x, y] of [
        [0.14, 0.3],
        [0.5, 0.42],
      ] as const) {
        parts.push(piece({ left: s * x, top: s * y + s * 0.08, width: s * 0.36, height: s * 0.2, borderRadius: s * 0.1, backgroundColor: "#fbfaf5" }, `r${x}`));
        parts.push(
          piece({ left: s * x - s * 0.02, top: s * y, width: s * 0.4, height: s * 0.15, borderRadius: s * 0.08, backgroundColor: "#f47b55" }, `f${x}`),
        );
      }
      break;
    case "maki":
      for (const [x, y] of [
        [0.16, 0.18],
        [0.5, 0.18],
        [0.33, 0.5],
      ] as const) {
        parts.push(piece({ left: s * x, top: s * y, width: s * 0.32, height: s * 0.32, borderRadius: s, backgroundColor: "#1f2b24" }, `n${x}${y}`));
        parts.push(
          piece({ left: s * x + s * 0.05, top: s * y + s * 0.05, width: s * 0.22, height: s * 0.22, borderRadius: s, backgroundColor: "#fbfaf5" }, `r${x}${y}`),
        );
        parts.push(
          piece({ left: s * x + s * 0.12, top: s * y + s * 0.12, width: s * 0.08, height: s * 0.08, borderRadius: s, backgroundColor: "#f47b55" }, `f${x}${y}`),
        );
      }
      break;
    case "bowl":
    case "salad":
    case "soup":
      parts.push(
        piece(
          { left: s * 0.14, top: s * 0.14, width: s * 0.72, height: s * 0.72, borderRadius: s, backgroundColor: kind === "soup" ? "#e07a2f" : "#7fb24a" },
          "a",
        ),
      );
      if (kind !== "soup")
        for (const [x, y, c] of [
          [0.3, 0.28, "#e5533b"],
          [0.5, 0.45, "#f2d04b"],
          [0.34, 0.55, "#fbfaf5"],
          [0.56, 0.26, "#3d7b2c"],
        ] as const)
          parts.push(piece({ left: s * x, top: s * y, width: s * 0.16, height: s * 0.16, borderRadius: s * 0.05, backgroundColor: c }, `${x}${y}`));
      else parts.push(piece({ left: s * 0.34, top: s * 0.34, width: s * 0.14, height: s * 0.14, borderRadius: s, backgroundColor: "#fbe3c2" }, "c"));
      break;
    case "sandwich":
      parts.push(piece({ left: s * 0.12, top: s * 0.3, width: s * 0.76, height: s * 0.16, borderRadius: s * 0.08, backgroundColor: "#d9a35b" }, "a"));
      parts.push(piece({ left: s * 0.1, top: s * 0.44, width: s * 0.8, height: s * 0.08, borderRadius: s * 0.04, backgroundColor: "#6fae3f" }, "b"));
      parts.push(piece({ left: s * 0.12, top: s * 0.5, width: s * 0.76, height: s * 0.08, backgroundColor: "#f0c34a" }, "c"));
      parts.push(piece({ left: s * 0.12, top: s * 0.57, width: s * 0.76, height: s * 0.14, borderRadius: s * 0.07, backgroundColor: "#d9a35b" }, "d"));
      break;
    case "burger":
      parts.push(
        piece(
          {
            left: s * 0.16,
            top: s * 0.22,
            width: s * 0.68,
            height: s * 0.22,
            borderRadius: `${s * 0.3}px ${s * 0.3}px ${s * 0.04}px ${s * 0.04}px`,
            backgroundColor: "#d99a4e",
          },
          "a",
        ),
      );
      parts.push(piece({ left: s * 0.13, top: s * 0.44, width: s * 0.74, height: s * 0.07, backgroundColor: "#6fae3f" }, "b"));
      parts.push(piece({ left: s * 0.15, top: s * 0.5, width: s * 0.7, height: s * 0.12, borderRadius: s * 0.04, backgroundColor: "#6b3a22" }, "c"));
      parts.push(
        piece(
          {
            left: s * 0.16,
            top: s * 0.62,
            width: s * 0.68,
            height: s * 0.13,
            borderRadius: `${s * 0.03}px ${s * 0.03}px ${s * 0.1}px ${s * 0.1}px`,
            backgroundColor: "#d99a4e",
          },
          "d",
        ),
      );
      break;
    case "fries":
      for (const [x, h] of [
        [0.3, 0.42],
        [0.38, 0.5],
        [0.46, 0.46],
        [0.54, 0.52],
        [0.62, 0.44],
      ] as const)
        parts.push(piece({ left: s * x, top: s * (0.62 - h), width: s * 0.07, height: s * h, borderRadius: s * 0.02, backgroundColor: "#f3c443" }, `${x}`));
      parts.push(
        piece(
          {
            left: s * 0.26,
            top: s * 0.48,
            width: s * 0.48,
            height: s * 0.34,
            borderRadius: `${s * 0.04}px ${s * 0.04}px ${s * 0.12}px ${s * 0.12}px`,
            backgroundColor: "#e5533b",
          },
          "box",
        ),
      );
      break;
    case "croquette":
      for (const [x, y] of [
        [0.16, 0.3],
        [0.3, 0.5],
      ] as const)
        parts.push(piece({ left: s * x, top: s * y, width: s * 0.56, height: s * 0.2, borderRadius: s * 0.1, backgroundColor: "#b5692c" }, `${x}`));
      parts.push(piece({ left: s * 0.66, top: s * 0.2, width: s * 0.14, height: s * 0.14, borderRadius: s, backgroundColor: "#e8c23a" }, "mustard"));
      break;
    case "kebab":
      parts.push(
        piece(
          {
            left: s * 0.2,
            top: s * 0.2,
            width: s * 0.6,
            height: s * 0.6,
            borderRadius: `${s * 0.5}px ${s * 0.5}px ${s * 0.08}px ${s * 0.5}px`,
            backgroundColor: "#ecd3a1",
          },
          "a",
        ),
      );
      parts.push(piece({ left: s * 0.3, top: s * 0.3, width: s * 0.4, height: s * 0.22, borderRadius: s * 0.1, backgroundColor: "#9b4a25" }, "b"));
      parts.push(piece({ left: s * 0.32, top: s * 0.5, width: s * 0.3, height: s * 0.1, borderRadius: s * 0.05, backgroundColor: "#6fae3f" }, "c"));
      break;
    case "skewer":
      parts.push(piece({ left: s * 0.1, top: s * 0.48, width: s * 0.8, height: s * 0.04, backgroundColor: "#9a7b55" }, "stick"));
      for (const [x, c] of [
        [0.18, "#9b4a25"],
        [0.34, "#e5533b"],
        [0.5, "#9b4a25"],
        [0.66, "#f2d04b"],
      ] as const)
        parts.push(piece({ left: s * x, top: s * 0.38, width: s * 0.15, height: s * 0.24, borderRadius: s * 0.05, backgroundColor: c }, `${x}`));
      break;
    case "pasta":
      parts.push(piece({ left: s * 0.14, top: s * 0.14, width: s * 0.72, height: s * 0.72, borderRadius: s, backgroundColor: "#f1d27a" }, "a"));
      parts.push(piece({ left: s * 0.32, top: s * 0.3, width: s * 0.36, height: s * 0.3, borderRadius: s, backgroundColor: "#d8432b" }, "b"));
      parts.push(piece({ left: s * 0.46, top: s * 0.36, width: s * 0.1, height: s * 0.1, borderRadius: s, backgroundColor: "#4f8a2e" }, "c"));
      break;
    case "drink":
      parts.push(
        piece(
          {
            left: s * 0.34,
            top: s * 0.16,
            width: s * 0.32,
            height: s * 0.66,
            borderRadius: `${s * 0.04}px ${s * 0.04}px ${s * 0.1}px ${s * 0.1}px`,
            backgroundColor: "#cfe7f3",
          },
          "glass",
        ),
      );
      parts.push(
        piece(
          {
            left: s * 0.36,
            top: s * 0.32,
            width: s * 0.28,
            height: s * 0.48,
            borderRadius: `${s * 0.02}px ${s * 0.02}px ${s * 0.08}px ${s * 0.08}px`,
            backgroundColor: "#f29a3a",
          },
          "juice",
        ),
      );
      break;
    case "cake":
      parts.push(piece({ left: s * 0.2, top: s * 0.34, width: s * 0.6, height: s * 0.36, borderRadius: s * 0.06, backgroundColor: "#f3d9b1" }, "a"));
      parts.push(piece({ left: s * 0.2, top: s * 0.3, width: s * 0.6, height: s * 0.12, borderRadius: s * 0.06, backgroundColor: "#7a4a2a" }, "b"));
      parts.push(piece({ left: s * 0.44, top: s * 0.18, width: s * 0.12, height: s * 0.12, borderRadius: s, backgroundColor: "#e5533b" }, "c"));
      break;
  }
  return <Box style={{ position: "relative", width: s, height: s, flexShrink: 0, borderRadius: s, backgroundColor: plate }}>{parts}</Box>;
}

/** A round "+" button, the add-to-basket control of every webshop design. */
export function AddButton({ size = 26, colour, label }: { size?: number; colour: string; label?: string }) {
  if (label)
    return (
      <Box style={{ alignItems: "center", gap: 4, height: size, padding: "0 10px", borderRadius: size, backgroundColor: colour }}>
        <Line size={size * 0.5} weight={600} color={BRAND.white}>
          {`+ ${label}`}
        </Line>
      </Box>
    );
  return (
    <Box style={{ alignItems: "center", justifyContent: "center", width: size, height: size, borderRadius: size, backgroundColor: colour, flexShrink: 0 }}>
      <Box style={{ position: "relative", width: size * 0.46, height: size * 0.46 }}>
        <Box style={{ position: "absolute", left: 0, top: size * 0.2, width: size * 0.46, height: size * 0.07, backgroundColor: BRAND.white }} />
        <Box style={{ position: "absolute", left: size * 0.2, top: 0, width: size * 0.07, height: size * 0.46, backgroundColor: BRAND.white }} />
      </Box>
    </Box>
  );
}

/** A time given as "HH:MM" (24-hour), written the locale's way: "18:30" in both today. */
export function clock(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(
    Date.UTC(2026, 0, 1, hours, minutes),
  );
}

/** A white card floating over a phone: a notification, a setting, the restaurant's side of things. */
export function FloatingCard({ left, top, width, children }: { left: number; top: number; width: number; children: ReactNode }) {
  // A double border rather than box-shadow, which resvg draws here as a hard dark edge.
  return (
    <Box
      style={{
        position: "absolute",
        left,
        top,
        width,
        flexDirection: "column",
        padding: 14,
        borderRadius: 16,
        backgroundColor: BRAND.white,
        border: `1px solid ${BRAND.line}`,
      }}
    >
      {children}
    </Box>
  );
}

/** An on/off switch as phones draw it. */
export function Switch({ on, colour = BRAND.fresh }: { on: boolean; colour?: string }) {
  return (
    <Box
      style={{
        width: 36,
        height: 20,
        padding: 2,
        borderRadius: 20,
        justifyContent: on ? "flex-end" : "flex-start",
        backgroundColor: on ? colour : "#c5ccd8",
        flexShrink: 0,
      }}
    >
      <Box style={{ width: 16, height: 16, borderRadius: 16, backgroundColor: BRAND.white }} />
    </Box>
  );
}

/** The cream circle behind the phone in the hero and case pictures. */
export function Backdrop({ left, top, size }: { left: number; top: number; size: number }) {
  return <Box style={{ position: "absolute", left, top, width: size, height: size, borderRadius: size, backgroundColor: BRAND.creamDeep }} />;
}
