import type { DownloadsCopy } from "../types";

export default {
  meta: {
    title: "Desktop app for Windows and macOS | Bestelwijs",
    description: "Download Bestelwijs for Windows (7, 8, 10, 11) or macOS (Ventura, Monterey, Big Sur). Receive and print orders on the PC or Mac at your counter.",
  },
  hero: {
    title: "Receive and print orders on your PC or Mac",
    subtitle: "Install the desktop software on the computer at your counter. It runs on Windows 7, 8, 10 and 11, and on macOS Ventura, Monterey and Big Sur.",
  },
} satisfies DownloadsCopy;
