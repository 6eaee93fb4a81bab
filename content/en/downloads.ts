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
  systems: {
    win: { name: "Windows", supported: "Windows 7, 8, 10, 11" },
    mac_os: { name: "macOS", supported: "Mac OSX Ventura, Monterey, Big Sur" },
  },
  listTitle: "Choose your computer",
  supportedLabel: "Runs on",
  latestVersion: "Latest version for {os}: {version}",
  recommended: "Your computer",
  download: "Download",
  downloadLabel: "Download {title} for {os}, version {version}",
  busy: "Preparing your download…",
  loading: "Loading the available downloads…",
  loadError: {
    title: "We couldn't load the downloads",
    text: "Check your internet connection and try again.",
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
  },
  formError: {
    title: "Your download didn't start",
    invalid: "Something went wrong with your choice. Go back to the downloads and pick the file again.",
    notFound: "This file is no longer on the list. Go back to the downloads and pick the latest version.",
    tooMany: "You asked for too many downloads in a short time. Wait {seconds} seconds and try again.",
    unavailable: "Downloads are not available right now. Please try again in a minute.",
    back: "Back to the downloads",
  },
} satisfies DownloadsCopy;
