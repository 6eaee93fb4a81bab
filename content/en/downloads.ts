import type { DownloadsCopy } from "../types";

export default {
  meta: {
    title: "Desktop app for Windows and macOS | Bestelwijs",
    description:
      "Download Bestelwijs for Windows (7, 8, 10, 11) or macOS (Ventura, Monterey, Big Sur). Receive and print orders on the PC or Mac at your counter.",
  },
  hero: {
    title: "Receive and print orders on your PC or Mac",
    subtitle: "Install the desktop software on the computer at your counter. It runs on Windows 7, 8, 10 and 11, and on macOS Ventura, Monterey and Big Sur.",
  },
  systems: {
    win: { name: "Windows", supported: "Windows 7, 8, 10, 11" },
    mac_os: { name: "macOS", supported: "macOS Ventura, Monterey, Big Sur" },
  },
  listTitle: "Choose your computer",
  supportedLabel: "Runs on",
  latestVersion: "Latest version for {os}: {version}",
  recommended: "Your computer",
  download: "Download",
  downloadLabel: "Download {title} for {os}, version {version}",
  fileLabel: "{kind} ({arch})",
  kinds: {
    installer: "Installer",
    msi: "MSI installer",
    msix: "MSIX installer",
    dmg: "Disk image",
    pkg: "PKG installer",
    zip: "ZIP archive",
    other: "File",
  },
  architectures: {
    win: { x64: "64-bit", x86: "32-bit", arm64: "ARM64", universal: "all processors" },
    mac_os: { universal: "Apple silicon and Intel", arm64: "Apple silicon", x64: "Intel", x86: "Intel, 32-bit" },
  },
  matchesComputer: "matches your computer",
  dateFormat: "{day} {month} {year}",
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  releasedOn: "Released on {date}",
  allFiles: "All files for {version} ({count})",
  whatsNew: "What's new in {version}",
  notesInOtherLanguage: "These notes are only available in Dutch.",
  beta: {
    title: "Beta versions",
    intro: "Want to try new features early? A beta is still being tested: don't install it on the computer that receives your orders.",
    badge: "Beta",
    heading: "{os} {version}",
    notesTitle: "What's new in this beta",
  },
  busy: "Preparing your download…",
  listUnavailable: {
    title: "The downloads are not available right now",
    text: "We can't reach the list of downloads at the moment. Please try again in a minute.",
    retry: "Try again",
  },
  empty: "There are no downloads available right now. Please check back later.",
  fileDetails: {
    summary: "File size and SHA-256",
    size: "Size",
    sha256: "SHA-256",
    howTo: "Compare this with the checksum of the file you downloaded to make sure it arrived intact.",
  },
  previous: {
    title: "Previous versions",
    intro: "Need an older version? Pick your system and the version number.",
    versionLabel: "Version {version}",
    notesTitle: "What was new",
    filesTitle: "Files",
  },
  formError: {
    title: "Your download didn't start",
    invalid: "Something went wrong with your choice. Please pick the file again below.",
    notFound: "This file is no longer on the list. Please pick the latest version below.",
    tooMany: "You asked for too many downloads in a short time. Wait {seconds} seconds and try again.",
    unavailable: "Downloads are not available right now. Please try again in a minute.",
  },
} satisfies DownloadsCopy;
