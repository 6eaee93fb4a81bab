/**
 * The partner grid of /integraties. The names are invented, neutral wordmarks:
 * we show no trademarks we have no right to. Names are the same in every language; what
 * each kind does is copy (content/{nl,en}/integrations.ts).
 */
export type PartnerKind =
  | "pos"
  | "cardPayments"
  | "cashRegister"
  | "accounting"
  | "maps"
  | "payments"
  | "sms"
  | "social"
  | "cashDesk"
  | "loyalty"
  | "photoSocial"
  | "chat";

/** Wordmark looks, so the grid reads as fourteen different brands. */
export type WordmarkStyle = "bold" | "serif" | "mono" | "caps" | "italic";

export interface Partner {
  id: string;
  name: string;
  kind: PartnerKind;
  style: WordmarkStyle;
}

export const PARTNERS: readonly Partner[] = [
  { id: "tafelkas", name: "Tafelkas", kind: "pos", style: "bold" },
  { id: "pinvast", name: "Pinvast", kind: "cardPayments", style: "caps" },
  { id: "bonrol", name: "Bonrol", kind: "cashRegister", style: "serif" },
  { id: "boekhelder", name: "Boekhelder", kind: "accounting", style: "italic" },
  { id: "kaartzicht", name: "Kaartzicht", kind: "maps", style: "mono" },
  { id: "orderpunt", name: "Orderpunt", kind: "pos", style: "caps" },
  { id: "kassadam", name: "Kassadam", kind: "pos", style: "serif" },
  { id: "betaalbrug", name: "Betaalbrug", kind: "payments", style: "bold" },
  { id: "smsnel", name: "smsnel", kind: "sms", style: "mono" },
  { id: "buurtplein", name: "Buurtplein", kind: "social", style: "italic" },
  { id: "kassalade", name: "Kassalade", kind: "cashDesk", style: "bold" },
  { id: "stempelkaart", name: "Stempelkaart", kind: "loyalty", style: "serif" },
  { id: "fotoplein", name: "fotoplein", kind: "photoSocial", style: "italic" },
  { id: "praatpaal", name: "Praatpaal", kind: "chat", style: "caps" },
];
