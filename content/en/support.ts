import type { SupportCopy } from "../types";

export default {
  meta: {
    title: "Support and contact | Bestelwijs",
    description: "Need help? Search the help centre, book a demo, or reach us by chat, WhatsApp, phone or e-mail. Our office is in Eindhoven, the Netherlands.",
  },
  hero: {
    title: "Questions? Chat, message, call or e-mail us",
    subtitle: "Find answers yourself in the help centre, or reach us by chat, WhatsApp, phone or e-mail. Want to see it working first? Book a product demo.",
  },
} satisfies SupportCopy;
