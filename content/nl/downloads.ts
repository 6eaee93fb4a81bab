import type { DownloadsCopy } from "../types";

export default {
  meta: {
    title: "Downloads voor Windows en macOS | Bestelwijs",
    description:
      "Download Bestelwijs voor Windows (7, 8, 10, 11) of macOS (Ventura, Monterey, Big Sur). Ontvang en print bestellingen op de pc of Mac bij je toonbank.",
  },
  hero: {
    title: "Ontvang en print bestellingen op je pc of Mac",
    subtitle: "Installeer de software op de computer bij je toonbank. Werkt op Windows 7, 8, 10 en 11 en op macOS Ventura, Monterey en Big Sur.",
  },
  systems: {
    win: { name: "Windows", supported: "Windows 7, 8, 10, 11" },
    mac_os: { name: "macOS", supported: "macOS Ventura, Monterey, Big Sur" },
  },
  listTitle: "Kies je computer",
  supportedLabel: "Werkt op",
  latestVersion: "Nieuwste versie voor {os}: {version}",
  recommended: "Jouw computer",
  download: "Downloaden",
  downloadLabel: "Downloaden: {title} voor {os}, versie {version}",
  fileLabel: "{kind} ({arch})",
  kinds: {
    installer: "Installatieprogramma",
    msi: "MSI-installatiebestand",
    msix: "MSIX-installatiebestand",
    dmg: "Schijfkopie",
    pkg: "PKG-installatiebestand",
    zip: "ZIP-archief",
    other: "Bestand",
  },
  architectures: {
    win: { x64: "64-bit", x86: "32-bit", arm64: "ARM64", universal: "alle processors" },
    mac_os: { universal: "Apple-chip en Intel", arm64: "Apple-chip", x64: "Intel", x86: "Intel, 32-bit" },
  },
  matchesComputer: "past bij jouw computer",
  dateFormat: "{day} {month} {year}",
  months: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  releasedOn: "Uitgebracht op {date}",
  allFiles: "Alle bestanden van {version} ({count})",
  whatsNew: "Wat is er nieuw in {version}",
  notesInOtherLanguage: "Deze notities zijn er alleen in het Engels.",
  beta: {
    title: "Bètaversies",
    intro: "Wil je nieuwe functies eerder proberen? Een bètaversie wordt nog getest: installeer hem niet op de computer waarop je je bestellingen ontvangt.",
    badge: "Bèta",
    heading: "{os} {version}",
    notesTitle: "Wat is er nieuw in deze bèta",
  },
  busy: "Je download wordt klaargezet…",
  listUnavailable: {
    title: "De downloads zijn even niet beschikbaar",
    text: "We kunnen de lijst met downloads nu niet ophalen. Probeer het over een minuut opnieuw.",
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
    notesTitle: "Wat was er nieuw",
    filesTitle: "Bestanden",
  },
  formError: {
    title: "Je download is niet gestart",
    invalid: "Er ging iets mis met je keuze. Kies het bestand hieronder opnieuw.",
    notFound: "Dit bestand staat niet meer in de lijst. Kies hieronder de nieuwste versie.",
    tooMany: "Je hebt in korte tijd te veel downloads aangevraagd. Wacht {seconds} seconden en probeer het opnieuw.",
    unavailable: "De downloads zijn even niet beschikbaar. Probeer het over een minuut opnieuw.",
  },
} satisfies DownloadsCopy;
