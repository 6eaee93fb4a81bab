import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Restaurantwebsite met eigen domein | Bestelwijs",
    description: "Page geeft je zaak een eigen website met eigen domein en hosting, direct gekoppeld aan je webshop. Kies uit 1000+ ontwerpen en probeer 30 dagen gratis.",
  },
  hero: {
    title: "Je eigen restaurantwebsite, direct gekoppeld aan je webshop",
    subtitle: "Page regelt je domein en hosting. Bezoekers gaan vanaf je website meteen door naar je webshop. Kies uit 1000+ ontwerpen.",
  },
} satisfies ProductCopy;
