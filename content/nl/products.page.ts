import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Restaurantwebsite met eigen domein | Bestelwijs",
    description:
      "Page geeft je zaak een eigen website met eigen domein en hosting, gekoppeld aan je webshop. Kies uit 1000+ ontwerpen. Professional probeer je {trialDays} dagen gratis.",
  },
  hero: {
    title: "Je eigen restaurantwebsite, direct gekoppeld aan je webshop",
    subtitle: "Page regelt je domein en hosting. Bezoekers gaan vanaf je website meteen door naar je webshop. Kies uit 1000+ ontwerpen.",
  },
  heroImageAlt:
    "Een browservenster met de eigen website van Trattoria Olivo op trattoriaolivo.example: een menu, de knop Bestel online die naar de webshop van het restaurant leidt, en drie gerechten met prijzen.",
  intro: {
    title: "Een website die bezoekers omzet in bestellingen",
    paragraphs: [
      "Met Page krijgt je zaak een eigen website op een eigen domein. Wij regelen de hosting, dus je hoeft nooit na te denken over servers of updates.",
      "Elke pagina linkt direct naar je webshop. Wie je menu opzoekt, bestelt meteen in hetzelfde bezoek, zonder omweg via een bestelplatform.",
    ],
  },
  features: {
    title: "Dit krijg je met Page",
    intro: "Een complete website zonder webdesigner, en zonder aparte rekening voor hosting.",
    cards: [
      { icon: "globe", title: "Je eigen domein", text: "De naam van je zaak in de adresbalk, hosting inbegrepen." },
      { icon: "palette", title: "1000+ ontwerpen", text: "Kies een ontwerp dat bij je zaak past en maak het eigen met je logo, kleuren en foto's." },
      { icon: "store", title: "Gekoppeld aan je webshop", text: "Je menu en prijzen komen rechtstreeks uit de webshop, dus ze kloppen altijd." },
      {
        icon: "dashboard",
        title: "Zelf aanpassen in Manager",
        text: "Verander teksten, foto's en gerechten in Manager, in de app of in het portaal, wanneer je maar wilt.",
      },
      {
        icon: "clock",
        title: "Binnen {onboardingHours} uur online",
        text: "We zetten je website samen met je op, zodat hij binnen {onboardingHours} uur online staat.",
      },
    ],
  },
  outro: {
    title: "Eén plek voor je naam, je menu en je bestellingen",
    paragraphs: [
      "Page en Webshop werken als één geheel. Pas je een prijs aan in Manager, dan verandert die tegelijk op je website en in je webshop.",
      "Page zit in Professional, samen met Webshop en QR, en in Enterprise, zonder opstartkosten; een POS-apparaat of QR-stickers neem je alleen als je wilt. Professional probeer je {trialDays} dagen gratis.",
    ],
  },
} satisfies ProductCopy;
