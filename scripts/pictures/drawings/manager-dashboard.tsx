/**
 * Manager product page: the merchant portal of one restaurant, with the features the copy names at
 * work: revenue over the last seven days, today's orders, the delivery area on a map, peak-time
 * limits and a stock switch.
 */
import type { CSSProperties, ReactNode } from "react";
import type { ManagerDashboardText } from "../../../content/schema/product-pictures";
import type { Locale } from "../../../shared/locale";
import type { Drawing } from "../drawing";
import { perLocale, productPictures } from "../picture-words";
import { Box, C, clock, FONT, money, Text, Toggle, weekdays, wholeEuros } from "./product-kit";

const WIDTH = 440;
const HEIGHT = 604;

function Card({ title, style, children }: { title: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <Box style={{ flexDirection: "column", background: C.white, borderRadius: 14, padding: 12, boxShadow: "0 1px 3px rgba(20,33,61,0.10)", ...style }}>
      <Text style={{ fontSize: 14, fontWeight: 600, color: C.ink700 }}>{title}</Text>
      {children}
    </Box>
  );
}

function RevenueChart({ cents, locale }: { cents: readonly number[]; locale: Locale }) {
  const max = Math.max(...cents);
  const days = weekdays(locale);
  const CHART = 84;
  return (
    <Box style={{ alignItems: "flex-end", gap: 3, marginTop: 8 }}>
      {cents.map((value, index) => (
        <Box key={days[index]} style={{ flex: 1, flexDirection: "column", alignItems: "center", gap: 4 }}>
          <Box
            style={{ width: 22, height: Math.round((value / max) * CHART), borderRadius: 5, background: index === cents.length - 1 ? C.brand600 : C.brand100 }}
          />
          <Text style={{ fontSize: 13, color: C.ink700 }}>{days[index]!}</Text>
        </Box>
      ))}
    </Box>
  );
}

/** A street map of our own: blocks, a canal and a park, with the delivery area drawn over it. */
function DeliveryMap() {
  return (
    <svg width="100%" height="93" viewBox="0 0 180 118" preserveAspectRatio="xMidYMid slice" style={{ borderRadius: 10 }}>
      <rect width="180" height="118" fill="#f1ede4" />
      <path d="M-5 86 C 40 70, 70 104, 120 88 S 170 70, 190 80" stroke="#a9cbe6" strokeWidth="9" fill="none" />
      <rect x="112" y="10" width="44" height="30" rx="6" fill="#cfe3c1" />
      {[22, 48, 110].map((y) => (
        <path key={y} d={`M0 ${y} H180`} stroke="#ffffff" strokeWidth="4" />
      ))}
      {[30, 74, 128].map((x) => (
        <path key={x} d={`M${x} 0 V118`} stroke="#ffffff" strokeWidth="4" />
      ))}
      <path d="M0 0 L180 118" stroke="#ffffff" strokeWidth="3" />
      <path d="M60 12 L128 20 L150 58 L120 98 L58 100 L30 62 Z" fill="rgba(229,83,59,0.22)" stroke={C.brand600} strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="90" cy="56" r="9" fill={C.brand600} />
      <circle cx="90" cy="56" r="3.5" fill="#ffffff" />
    </svg>
  );
}

const STATUS_COLOURS = [
  { background: "#e0edff", color: "#1d4ed8" },
  { background: C.fresh50, color: C.fresh600 },
  { background: C.cream200, color: "#8a4b08" },
] as const;

function draw(text: ManagerDashboardText, locale: Locale) {
  const week = text.weekRevenueCents.reduce((sum, day) => sum + day, 0);
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
      <Box style={{ alignItems: "center", justifyContent: "space-between", background: C.ink900, padding: "11px 16px" }}>
        <Box style={{ alignItems: "center", gap: 8 }}>
          <Box style={{ width: 22, height: 22, borderRadius: 6, background: C.brand500 }} />
          <Text style={{ fontSize: 17, fontWeight: 800, color: C.white }}>Manager</Text>
        </Box>
        <Text style={{ fontSize: 14, color: C.ink100 }}>{text.restaurant}</Text>
      </Box>
      <Box style={{ flexDirection: "column", padding: 12, gap: 10 }}>
        <Box style={{ gap: 10 }}>
          <Card title={text.revenueTitle} style={{ width: 238, flexShrink: 0 }}>
            <Text style={{ fontSize: 24, fontWeight: 800, marginTop: 2 }}>{wholeEuros(week, locale)}</Text>
            <RevenueChart cents={text.weekRevenueCents} locale={locale} />
          </Card>
          <Card title={text.areaTitle} style={{ flex: 1, minWidth: 0 }}>
            <Box style={{ marginTop: 8, borderRadius: 10, overflow: "hidden" }}>
              <DeliveryMap />
            </Box>
            <div style={{ display: "flex", fontSize: 13, color: C.ink700, marginTop: 6, lineHeight: 1.25 }}>{text.areaNote}</div>
          </Card>
        </Box>
        <Card title={text.ordersTitle}>
          <Box style={{ flexDirection: "column", marginTop: 4 }}>
            {text.orders.map((order, index) => {
              const status = STATUS_COLOURS[index % STATUS_COLOURS.length]!;
              return (
                <Box key={order.number} style={{ alignItems: "center", padding: "7px 0", borderTop: index ? `1px solid ${C.ink100}` : "none", gap: 10 }}>
                  <Text style={{ fontSize: 14, fontWeight: 600, width: 50 }}>{order.number}</Text>
                  <Text style={{ fontSize: 14, color: C.ink700, width: 44 }}>{clock(order.time, locale)}</Text>
                  <Text style={{ fontSize: 14, color: C.ink700, width: 78 }}>{order.kind}</Text>
                  <Text style={{ fontSize: 14, fontWeight: 600, width: 70 }}>{money(order.totalCents, locale)}</Text>
                  <Box style={{ marginLeft: "auto", borderRadius: 999, padding: "3px 10px", background: status.background }}>
                    <Text style={{ fontSize: 13, fontWeight: 600, color: status.color }}>{order.status}</Text>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Card>
        <Box style={{ gap: 10 }}>
          <Card title={text.peakTitle} style={{ flex: 1 }}>
            <Box style={{ alignItems: "center", justifyContent: "space-between", marginTop: 8 }}>
              <Text style={{ fontSize: 15, fontWeight: 600 }}>{text.peakDay}</Text>
              <Toggle on />
            </Box>
            <Box style={{ gap: 6, marginTop: 8, alignItems: "center" }}>
              {[text.peakFrom, text.peakUntil].map((time, index) => (
                <Box key={time} style={{ alignItems: "center", gap: 6 }}>
                  {index ? <Text style={{ fontSize: 14, color: C.ink500 }}>–</Text> : null}
                  <Box style={{ border: `1.5px solid ${C.ink100}`, borderRadius: 8, padding: "4px 8px" }}>
                    <Text style={{ fontSize: 15, fontWeight: 600 }}>{clock(time, locale)}</Text>
                  </Box>
                </Box>
              ))}
            </Box>
            <div style={{ display: "flex", fontSize: 13, color: C.ink700, marginTop: 8, lineHeight: 1.25 }}>{text.peakLimit}</div>
          </Card>
          <Card title={text.stockTitle} style={{ flex: 1 }}>
            <Box style={{ flexDirection: "column", marginTop: 4 }}>
              {text.stock.map((item) => (
                <Box key={item.name} style={{ alignItems: "center", justifyContent: "space-between", padding: "5px 0" }}>
                  <Box style={{ flexDirection: "column" }}>
                    <Text style={{ fontSize: 14, fontWeight: 600 }}>{item.name}</Text>
                    <Text style={{ fontSize: 13, color: item.inStock ? C.fresh600 : C.brand700 }}>{item.inStock ? text.inStock : text.soldOut}</Text>
                  </Box>
                  <Toggle on={item.inStock} width={34} />
                </Box>
              ))}
            </Box>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}

export const drawing: Drawing<ManagerDashboardText> = {
  name: "manager-dashboard",
  width: WIDTH,
  height: HEIGHT,
  text: perLocale((locale) => productPictures(locale).managerDashboard),
  alt: perLocale((locale) => productPictures(locale).managerDashboard.alt),
  draw,
};
