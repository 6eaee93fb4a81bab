import type { DownloadsCopy } from "../types";

export default {
  meta: {
    title: "Downloads voor Windows en macOS | Bestelwijs",
    description: "Download Bestelwijs voor Windows (7, 8, 10, 11) of macOS (Ventura, Monterey, Big Sur). Ontvang en print bestellingen op de pc of Mac bij je toonbank.",
  },
  hero: {
    title: "Ontvang en print bestellingen op je pc of Mac",
    subtitle: "Installeer de software op de computer bij je toonbank. Werkt op Windows 7, 8, 10 en 11 en op macOS Ventura, Monterey en Big Sur.",
  },
  systems: {
    win: { name: "Windows", supported: "Windows 7, 8, 10, 11" },
    mac_os: { name: "macOS", supported: "Mac OSX Ventura, Monterey, Big Sur" },
  },
  listTitle: "Kies je computer",
  supportedLabel: "Werkt op",
  latestVersion: "Nieuwste versie voor {os}: {version}",
  recommended: "Jouw computer",
  download: "Downloaden",
  downloadLabel: "Downloaden: {title} voor {os}, versie {version}",
  busy: "Je download wordt klaargezet…",
  loading: "De beschikbare downloads worden geladen…",
  loadError: {
    title: "De downloads konden niet geladen worden",
    text: "Controleer je internetverbinding en probeer het opnieuw.",
    retry: "Opnieuw proberen",
  },
  empty: "Er zijn op dit moment geen downloads beschikbaar. Kijk later nog eens.",
  fileDetails: {
    summary: "Bestandsgrootte en SHA-256",
    size: "Grootte",
    sha256: "SHA-256",
    howTo: "Vergelijk dit met de controlesom van het gedownloade bestand, zodat je zeker weet dat het onbeschadigd is aangekomen.",
  },
  previous: {
    title: "Eerdere versies",
    intro: "Een oudere versie nodig? Kies je systeem en het versienummer.",
    versionLabel: "Versie {version}",
  },
  formError: {
    title: "Je download is niet gestart",
    invalid: "Er ging iets mis met je keuze. Ga terug naar de downloads en kies het bestand opnieuw.",
    notFound: "Dit bestand staat niet meer in de lijst. Ga terug naar de downloads en kies de nieuwste versie.",
    tooMany: "Je hebt in korte tijd te veel downloads aangevraagd. Wacht {seconds} seconden en probeer het opnieuw.",
    unavailable: "De downloads zijn even niet beschikbaar. Probeer het over een minuut opnieuw.",
    back: "Terug naar de downloads",
  },
} satisfies DownloadsCopy;
