import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: grillroom | Bestelwijs",
    description: "Zo bezorgt een grillroom zelf met Bestelwijs: het bezorggebied op de kaart getekend en een levertijd die meegaat met de drukte.",
  },
  hero: {
    title: "Grillroom: zelf bezorgen, met een levertijd die klopt",
    subtitle: "De grillroom tekent zijn bezorggebied op de kaart en verhoogt de verwachte levertijd als het druk is. Zo weten klanten wanneer hun eten komt.",
  },
} satisfies CaseCopy;
