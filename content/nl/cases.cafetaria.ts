import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: cafetaria | Bestelwijs",
    description: "Zo werkt een cafetaria met Webshop en het POS-apparaat: minder telefoontjes in de spits, bestellingen direct geprint. Tot 20% lagere bedrijfskosten.",
  },
  hero: {
    title: "Cafetaria: tot 20% lagere bedrijfskosten met POS en Webshop",
    subtitle: "Minder telefoontjes in de spits: bestellingen komen binnen via de webshop en het POS-apparaat print ze voor de keuken. Is iets op? Dan zet je het product uit.",
  },
} satisfies CaseCopy;
