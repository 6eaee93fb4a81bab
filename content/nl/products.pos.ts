import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "POS-apparaat voor bestellingen | Bestelwijs",
    description: "Ontvang, bevestig en print bestellingen op één apparaat. Stel de afhaal- of bezorgtijd in, betaal terug, sluit tijdsloten en print je dagomzet.",
  },
  hero: {
    title: "Alle bestellingen in je hand: ontvangen, bevestigen, printen",
    subtitle: "Het POS-apparaat print elke bestelling die binnenkomt. Je stelt de afhaal- of bezorgtijd in, zet producten uit die op zijn en print na sluitingstijd je dagomzet.",
  },
} satisfies ProductCopy;
