import type { IntegrationsCopy } from "../types";

export default {
  meta: {
    title: "Koppelingen met kassa en betalen | Bestelwijs",
    description: "Koppel Bestelwijs aan je kassasysteem, betaaldienst, boekhouding, sms-dienst, kaarten, sociale media, spaarprogramma en chat. Zo werkt alles samen.",
  },
  hero: {
    title: "Koppel je kassa, betalingen en boekhouding aan Bestelwijs",
    subtitle: "Bestelwijs werkt samen met kassasystemen, betaaldiensten, boekhoudsoftware, sms-diensten, kaarten, sociale netwerken, spaarprogramma's en chat.",
  },
} satisfies IntegrationsCopy;
