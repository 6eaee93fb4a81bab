import type { PricingCopy } from "../types";

export default {
  meta: {
    title: "Prijzen en pakketten | Bestelwijs",
    description:
      "Gratis: {commission} commissie per geslaagde bestelling. Starter, met Webshop en QR: {starter}, Professional {professional} per maand. Excl. btw, eerst {trialDays} dagen gratis.",
  },
  hero: {
    title: "Start gratis, of kies een vast bedrag zonder commissie",
    subtitle:
      "Elk pakket bevat alles van het pakket ervoor. Met Gratis betaal je geen vast bedrag, alleen {commission} commissie op geslaagde bestellingen. Starter, met Webshop en QR, is {starter} en Professional {professional} per maand. Alle bedragen zijn excl. btw.",
  },
  plansTitle: "Kies je pakket",
  vatNote:
    "Alle prijzen zijn per maand en exclusief btw, ook de commissie. Geen pakket heeft opstartkosten. QR-stickers, een POS-apparaat en sms koop of huur je alleen als je wilt. Starter en Professional probeer je {trialDays} dagen gratis, en je kunt elke maand wisselen.",
  included: "Inbegrepen:",
  notIncluded: "Niet inbegrepen:",
  plans: {
    free: {
      title: "Gratis",
      price: "{free}",
      period: "per maand, excl. btw",
      subtitle: "Plus {commission} commissie op geslaagde bestellingen, excl. btw",
      description: "Begin zonder vast bedrag per maand. Je betaalt alleen als een bestelling slaagt.",
      enabledFeatures: ["Webshop", "Eigen logo, kleuren en foto's", "Manager Basis"],
      disabledFeatures: ["QR, bestellen aan tafel", "Page, je website", "Uitgebreide rapporten", "Extra gebruikers"],
      start: "Start gratis",
    },
    starter: {
      title: "Starter",
      price: "{starter}",
      period: "per maand, excl. btw",
      subtitle: "Geen commissie",
      description: "Alles van Gratis, plus bestellen aan tafel: bestellingen online en aan tafel voor één vast bedrag.",
      enabledFeatures: ["Webshop", "QR, bestellen aan tafel", "Eigen logo, kleuren en foto's", "3 uitgebreide rapporten", "Manager Geavanceerd"],
      disabledFeatures: ["Page, je website", "Extra gebruikers"],
      start: "Probeer {trialDays} dagen gratis",
    },
    professional: {
      title: "Professional",
      price: "{professional}",
      period: "per maand, excl. btw",
      subtitle: "Geen commissie",
      description: "Alles van Starter, plus je eigen website en alle rapporten die je wilt.",
      enabledFeatures: [
        "Webshop",
        "QR, bestellen aan tafel",
        "Page, je website",
        "Eigen logo, kleuren en foto's",
        "Uitgebreide rapporten: onbeperkt",
        "Extra gebruikers: 2",
        "Manager Premium",
      ],
      disabledFeatures: ["Eigen accountmanager"],
      start: "Probeer {trialDays} dagen gratis",
    },
    enterprise: {
      title: "Enterprise",
      price: "Op maat",
      period: "in overleg",
      subtitle: "Geen commissie",
      description: "Alles van Professional, ook voor ketens, met persoonlijke begeleiding.",
      enabledFeatures: [
        "Webshop, QR en Page",
        "Eigen logo, kleuren en foto's",
        "Uitgebreide rapporten: onbeperkt",
        "Extra gebruikers: onbeperkt",
        "Manager Premium, alle functies",
        "Een eigen accountmanager",
        "Promoties op sociale media",
      ],
      disabledFeatures: [],
      start: "Neem contact op",
    },
  },
  calculator: {
    title: "Commissie of een vast bedrag?",
    intro:
      "Bij weinig online omzet ben je met Gratis het voordeligst uit, bij meer omzet met een vast bedrag. Vanaf {breakEven} omzet per maand is Starter goedkoper dan {commission} commissie. Alle bedragen excl. btw.",
    label: "Verwachte online omzet per maand",
    hint: "In euro's, bijvoorbeeld 1500.",
    resultsFor: "Je kosten bij {revenue} per maand, excl. btw",
    perMonth: "per maand",
    commissionLine: "{commission} van {revenue}",
    flatLine: "Vast bedrag, geen commissie",
    custom: "Op maat",
    cheapest: "Goedkoopst",
    breakEven: "Vanaf {amount} omzet per maand is {plan} het goedkoopste pakket.",
    professionalAdds:
      "Professional kost {professionalOverStarter} per maand meer dan Starter. Daarvoor krijg je er Page bij, je website met eigen domein, en uitgebreide rapporten zonder limiet en 2 extra gebruikers.",
    paymentsLine: "Betaalkosten, in elk pakket, zonder btw",
    paymentsNote:
      "Wat de betalingen van je gasten kosten, bovenop je pakket: gerekend met bestellingen van gemiddeld {averageOrder}, betaald met iDEAL ({idealShare}), Bancontact ({bancontactShare}), creditcard ({cardShare}) en Apple Pay of Google Pay ({walletShare}).",
    summary:
      "Bij {revenue} per maand is {plan} het goedkoopst: {amount} per maand, excl. btw. Met ongeveer {payments} betaalkosten erbij, waarover geen btw gaat, betaal je {total} per maand, excl. btw. Wat je zelf kiest, zoals een POS-apparaat, QR-stickers of sms, telt de rekenhulp niet mee.",
    invalid: "Vul een bedrag in euro's in, bijvoorbeeld 1500.",
    examples: {
      caption: "Wat elk pakket per maand kost bij deze omzet, excl. btw",
      revenue: "Online omzet per maand",
      note: "Alleen de pakketten, excl. btw. Daar komen betaalkosten bij, in elk pakket gelijk en zonder btw: ongeveer {paymentShare} van je omzet bij een gebruikelijke mix van betaalmethoden.",
    },
  },
  table: {
    title: "Vergelijk de pakketten",
    caption: "Wat elk pakket bevat",
    swipeHint: "Veeg om meer te zien",
    regionLabel: "Vergelijking van de pakketten",
    featureHeader: "Onderdeel",
    yes: "Inbegrepen",
    no: "Niet inbegrepen",
    rows: [
      { label: "Prijs per maand (excl. btw)", cells: ["{free}", "{starter}", "{professional}", "Op maat"] },
      { label: "Commissie op geslaagde bestellingen (excl. btw)", cells: ["{commission}", "Geen", "Geen", "Geen"] },
      { label: "Opstartkosten", cells: ["{zero}", "{zero}", "{zero}", "{zero}"] },
      { label: "Producten", cells: ["Webshop", "Webshop en QR", "Webshop, QR en Page", "Webshop, QR en Page"] },
      { label: "Eigen logo, kleuren en foto's", cells: [true, true, true, true] },
      { label: "Uitgebreide rapporten", cells: ["Geen", "3", "Onbeperkt", "Onbeperkt"] },
      { label: "Extra gebruikers", cells: ["Geen", "Geen", "2", "Onbeperkt"] },
      {
        label: "POS-apparaat",
        cells: ["Optioneel, te koop of te huur", "Optioneel, te koop of te huur", "Optioneel, te koop of te huur", "Optioneel, te koop of te huur"],
      },
      { label: "Manager", cells: ["Basis", "Geavanceerd", "Premium", "Premium, alle functies"] },
      { label: "Eigen accountmanager", cells: [false, false, false, true] },
      { label: "Promoties op sociale media", cells: [false, false, false, true] },
    ],
    includedTitle: "In elk pakket inbegrepen",
    includedRows: [
      "Bestellingen beheren",
      "Inzicht in je verkoop",
      "Menubouwer",
      "Productconfigurator",
      "Kortingen en acties",
      "Koppelingen",
      "Ondersteuning voor printers",
      "Vermelding op de marktplaats, als je wilt",
      "Klantenservice",
    ],
  },
  trial: {
    title: "Zo werkt de proefperiode",
    intro: "De proefperiode hoort bij Starter en Professional. Alles wat ervoor geldt, staat hier.",
    items: [
      {
        title: "Wat gratis is",
        text: "De eerste {trialDays} dagen betaal je geen maandbedrag voor Starter of Professional. Je krijgt alles wat in het pakket zit, en we zetten je binnen {onboardingHours} uur online.",
      },
      {
        title: "Wat je wel betaalt",
        text: "Betaalkosten per geslaagde betaling, zoals altijd, zonder btw. En wat je zelf kiest: QR-stickers ({qrSticker} per stuk), een POS-apparaat (te koop voor {posBuy} of te huur voor {posRent} per maand) en sms ({smsPrice} per sms), alles excl. btw.",
      },
      {
        title: "Stoppen in de proefperiode",
        text: "Zeg je op voor het einde van de proefperiode, via WhatsApp, telefoon of e-mail, dan stopt je pakket op dag {trialDays}. Er geldt dan geen opzegtermijn en je betaalt geen maandbedrag.",
      },
      {
        title: "Op dag {firstPaidDay}",
        text: "Zeg je niet op, dan loopt je pakket door en betaal je vanaf dag {firstPaidDay} het maandbedrag, excl. btw. Vanaf dan zeg je op met een opzegtermijn van {noticeMonths} maand, zoals bij elk pakket.",
      },
    ],
  },
  costs: {
    title: "Wat je verder betaalt",
    intro: "Naast je pakket betaal je alleen voor de betalingen van je gasten en voor wat je zelf kiest. Zonder kleine lettertjes.",
    payments: {
      title: "Betaalkosten per geslaagde betaling",
      caption: "Wat een betaling kost, per betaalmethode",
      methodHeader: "Betaalmethode",
      costHeader: "Per betaling",
      rows: [
        { method: "iDEAL", provider: "via {idealProvider}", cost: "{idealFee}" },
        { method: "Bancontact", provider: "via {idealProvider}", cost: "{bancontactFee}" },
        { method: "Creditcard en debitcard", provider: "via {cardProvider}", cost: "{cardFee}" },
        { method: "Apple Pay en Google Pay", provider: "via {cardProvider}", cost: "{walletFee}" },
      ],
      note: "Het percentage gaat over het bedrag van de betaling. De betaalkosten zijn in elk pakket gelijk en komen bovenop je pakket, ook bovenop de commissie van Gratis. Er gaat geen btw over: betaaldiensten zijn vrijgesteld. Een mislukte betaling kost niets.",
    },
    items: [
      {
        title: "POS-apparaat",
        text: "Optioneel, bij elk pakket: koop het voor {posBuy} of huur het voor {posRent} per maand, excl. btw. De huur zeg je per maand op, net als je pakket.",
      },
      { title: "QR-stickers", text: "{qrSticker} per sticker, excl. btw: de kostprijs. Je bestelt er zoveel als je tafels hebt." },
      { title: "Sms", text: "Wil je bestellingen ook per sms ontvangen? Dat kost {smsPrice} per sms, excl. btw. Het staat uit tot je het aanzet." },
      {
        title: "Per maand, zonder jaarcontract",
        text: "Elk pakket loopt per maand. Je zegt op met een opzegtermijn van {noticeMonths} maand, en je kunt elke maand van pakket wisselen.",
      },
      {
        title: "Klantenservice",
        text: "Elke dag van {supportOpens} tot {supportCloses} uur, in het Nederlands, via WhatsApp, telefoon en e-mail. In elk pakket.",
      },
    ],
  },
} satisfies PricingCopy;
