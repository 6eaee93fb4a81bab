import type { HomeCopy } from "../types";

export default {
  meta: {
    title: "Online bestelsysteem voor restaurants | Bestelwijs",
    description: "Webshop, eigen website, bestellen aan tafel met QR, een POS-apparaat en Manager in één platform. Probeer 30 dagen gratis en sta binnen 48 uur online.",
  },
  hero: {
    title: "Ontvang bestellingen online en aan tafel, in je eigen webshop",
    subtitle: "Webshop, Page, QR, Manager en POS werken samen. Jij bespaart tijd en houdt meer winst over. Probeer alles 30 dagen gratis, binnen 48 uur sta je online.",
  },
} satisfies HomeCopy;
