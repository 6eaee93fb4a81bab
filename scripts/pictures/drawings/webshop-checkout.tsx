/**
 * Webshop product page: a restaurant's webshop on a phone at checkout. Pickup or delivery, the
 * basket with its total, and the payment methods the copy names. The payment marks are plain shapes
 * and words of our own, not the schemes' logos.
 */
import type { ReactNode } from "react";
import type { WebshopCheckoutText } from "../../../content/schema/product-pictures";
import type { Locale } from "../../../shared/locale";
import type { Drawing } from "../drawing";
import { perLocale, productPictures } from "../picture-words";
import { Box, C, clock, FONT, money, Radio, Text, times, totalCents } from "./product-kit";

const MARK = { width: 44, height: 28, borderRadius: 6, alignItems: "center", justifyContent: "center" } as const;

function IdealMark() {
  return (
    <Box style={{ ...MARK, background: C.white, border: `1.5px solid ${C.ink100}` }}>
      <Text style={{ fontSize: 14, fontWeight: 800, color: "#b3005a" }}>iD</Text>
    </Box>
  );
}

function BancontactMark() {
  return (
    <Box style={{ ...MARK, background: C.white, border: `1.5px solid ${C.ink100}` }}>
      <Box style={{ width: 16, height: 12, borderRadius: 3, background: "#1e3a6e", marginRight: -4, marginTop: -6 }} />
      <Box style={{ width: 16, height: 12, borderRadius: 3, background: "#f2c500", marginTop: 6 }} />
    </Box>
  );
}

function WalletMark({ dark }: { dark: boolean }) {
  return (
    <Box style={{ ...MARK, background: dark ? "#000" : C.white, border: `1.5px solid ${dark ? "#000" : C.ink100}`, gap: 2 }}>
      {dark ? null : (
        <Box style={{ gap: 1.5, marginRight: 2 }}>
          {["#4285f4", "#ea4335", "#fbbc04", "#34a853"].map((color) => (
            <Box key={color} style={{ width: 4, height: 4, borderRadius: 4, background: color }} />
          ))}
        </Box>
      )}
      <Text style={{ fontSize: 12, fontWeight: 600, color: dark ? C.white : C.ink700 }}>Pay</Text>
    </Box>
  );
}

function CardMark() {
  return (
    <Box style={{ ...MARK, background: C.ink700, flexDirection: "column", alignItems: "stretch", justifyContent: "flex-start", paddingTop: 6 }}>
      <Box style={{ height: 5, background: C.ink900 }} />
      <Box style={{ width: 10, height: 7, borderRadius: 2, background: "#e9c46a", marginLeft: 6, marginTop: 4 }} />
    </Box>
  );
}

function PaymentRow({ mark, label, chosen }: { mark: ReactNode; label: string; chosen: boolean }) {
  return (
    <Box
      style={{
        alignItems: "center",
        gap: 12,
        padding: "5px 12px",
        borderRadius: 12,
        border: `1.5px solid ${chosen ? C.brand600 : C.ink100}`,
        background: chosen ? C.brand50 : C.white,
      }}
    >
      <Radio on={chosen} />
      {mark}
      <Text style={{ fontSize: 16, fontWeight: chosen ? 600 : 400 }}>{label}</Text>
    </Box>
  );
}

function draw(text: WebshopCheckoutText, locale: Locale) {
  const total = money(totalCents(text.items), locale);
  return (
    <Box style={{ ...FONT, width: "100%", height: "100%", justifyContent: "center" }}>
      <Box style={{ width: 372, height: "100%", borderRadius: 46, background: C.ink950, padding: 11 }}>
        <Box style={{ flexDirection: "column", width: "100%", height: "100%", borderRadius: 36, background: C.white, overflow: "hidden" }}>
          <Box style={{ flexDirection: "column", background: C.brand600, color: C.white, padding: "22px 20px 12px" }}>
            <Text style={{ fontSize: 15, fontWeight: 600, opacity: 0.9 }}>{text.restaurant}</Text>
            <Text style={{ fontSize: 24, fontWeight: 800, marginTop: 2 }}>{text.title}</Text>
          </Box>
          <Box style={{ flexDirection: "column", padding: "14px 16px 0", gap: 12 }}>
            <Box style={{ background: C.ink50, borderRadius: 12, padding: 4 }}>
              <Box
                style={{
                  flex: 1,
                  justifyContent: "center",
                  alignItems: "center",
                  borderRadius: 9,
                  background: C.white,
                  padding: "8px 0",
                  boxShadow: "0 1px 3px rgba(20,33,61,0.18)",
                  gap: 6,
                }}
              >
                <Text style={{ fontSize: 16, fontWeight: 600, color: C.brand700 }}>{text.pickup}</Text>
              </Box>
              <Box style={{ flex: 1, justifyContent: "center", alignItems: "center", padding: "8px 0" }}>
                <Text style={{ fontSize: 16, color: C.ink700 }}>{text.delivery}</Text>
              </Box>
            </Box>
            <Box style={{ alignItems: "center", gap: 8 }}>
              <svg width="18" height="18" viewBox="0 0 24 24">
                <circle cx="12" cy="12" r="10" stroke={C.ink700} strokeWidth="2.2" fill="none" />
                <path d="M12 7v5l3 2" stroke={C.ink700} strokeWidth="2.2" fill="none" strokeLinecap="round" />
              </svg>
              <Text style={{ fontSize: 16, color: C.ink700 }}>{text.pickupTimeLabel}</Text>
              <Text style={{ fontSize: 16, fontWeight: 600 }}>{clock(text.pickupTime, locale)}</Text>
            </Box>
            <Box style={{ flexDirection: "column", gap: 7, borderTop: `1px solid ${C.ink100}`, paddingTop: 10 }}>
              {text.items.map((item) => (
                <Box key={item.name} style={{ justifyContent: "space-between", alignItems: "flex-start" }}>
                  <Box style={{ flexDirection: "column" }}>
                    <Text style={{ fontSize: 15 }}>{`${times(item.quantity)} ${item.name}`}</Text>
                    {item.options?.length ? <Text style={{ fontSize: 13, color: C.ink500, marginLeft: 22 }}>{item.options.join(", ")}</Text> : null}
                  </Box>
                  <Text style={{ fontSize: 15 }}>{money(item.priceCents * (item.quantity ?? 1), locale)}</Text>
                </Box>
              ))}
              <Box style={{ justifyContent: "space-between", borderTop: `1px solid ${C.ink100}`, paddingTop: 8 }}>
                <Text style={{ fontSize: 17, fontWeight: 800 }}>{text.totalLabel}</Text>
                <Text style={{ fontSize: 17, fontWeight: 800 }}>{total}</Text>
              </Box>
            </Box>
            <Text style={{ fontSize: 16, fontWeight: 800, marginTop: 2 }}>{text.paymentTitle}</Text>
            <Box style={{ flexDirection: "column", gap: 6 }}>
              <PaymentRow mark={<IdealMark />} label="iDEAL" chosen />
              <PaymentRow mark={<BancontactMark />} label="Bancontact" chosen={false} />
              <PaymentRow mark={<WalletMark dark />} label="Apple Pay" chosen={false} />
              <PaymentRow mark={<WalletMark dark={false} />} label="Google Pay" chosen={false} />
              <PaymentRow mark={<CardMark />} label={text.cards} chosen={false} />
            </Box>
            <Box style={{ justifyContent: "center", borderRadius: 14, background: C.brand600, padding: "12px 0", marginTop: 4 }}>
              <Text style={{ fontSize: 18, fontWeight: 800, color: C.white }}>{`${text.payButton} ${total}`}</Text>
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

export const drawing: Drawing<WebshopCheckoutText> = {
  name: "webshop-checkout",
  width: 380,
  height: 684,
  text: perLocale((locale) => productPictures(locale).webshopCheckout),
  alt: perLocale((locale) => productPictures(locale).webshopCheckout.alt),
  draw,
};
