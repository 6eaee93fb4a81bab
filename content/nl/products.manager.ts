import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Manager: beheer menu en bestellingen | Bestelwijs",
    description: "Beheer menu, prijzen, voorraad, acties en bezorggebieden in één app of portaal. Met rapporten, uitbetalingen, terugbetalingen en meerdere vestigingen.",
  },
  hero: {
    title: "Je hele zaak in één app: menu, prijzen, voorraad en cijfers",
    subtitle: "Met Manager pas je menu en prijzen aan, teken je bezorggebieden op de kaart en stel je de levertijd in voor drukke uren. Je omzet en uitbetalingen zie je in één oogopslag.",
  },
} satisfies ProductCopy;
