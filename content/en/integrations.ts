import type { IntegrationsCopy } from "../types";

export default {
  meta: {
    title: "Integrations with POS and payments | Bestelwijs",
    description: "Connect Bestelwijs to your POS system, payment provider, accounting software, SMS service, maps, social networks, loyalty programme and chat tool.",
  },
  hero: {
    title: "Connect your POS system, payments and accounting to Bestelwijs",
    subtitle: "Bestelwijs links with POS systems, payment providers, accounting software, SMS services, maps, social networks, loyalty programmes and chat tools.",
  },
} satisfies IntegrationsCopy;
