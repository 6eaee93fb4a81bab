import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: Italiaans restaurant | Bestelwijs",
    description: "Zo werkt een Italiaans restaurant met Page en Manager: een eigen website met eigen domein, en menu en acties op één plek. Tot 20% meer productiviteit.",
  },
  hero: {
    title: "Italiaans restaurant: tot 20% productiever met Page en Manager",
    subtitle: "Een eigen website met eigen domein, gekoppeld aan de webshop. Het team past menu, prijzen en acties aan in Manager, en de rapporten laten zien welke gerechten lopen.",
  },
} satisfies CaseCopy;
