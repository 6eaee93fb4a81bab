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
} satisfies DownloadsCopy;
