import type { PageCopy } from "./page";

type OperatingSystem = "mac_os" | "win";
/** What a published file is (server/releases/file-kinds.ts); the page names them from this copy. */
type Architecture = "x64" | "x86" | "arm64" | "universal";
type FileKind = "installer" | "msi" | "msix" | "dmg" | "pkg" | "zip" | "other";

/** The copy of the downloads page. {os}, {version}, {title} and {label} are filled in by the page. */
export interface DownloadsCopy extends PageCopy {
  systems: Record<OperatingSystem, { name: string; supported: string }>;
  listTitle: string;
  /**
   * Above the cards on a phone or tablet, which can install neither: the software runs on a
   * computer, and the actions that bring this page there. `mailBody` holds {url}, the page's
   * address; `copied` and `copyFailed` replace the copy button's words for a moment.
   */
  sendToComputer: {
    title: string;
    text: string;
    share: string;
    copy: string;
    copied: string;
    copyFailed: string;
    mail: string;
    mailSubject: string;
    mailBody: string;
  };
  /** Before the list of supported versions, with its colon as the language writes it ("Runs on:", "Fonctionne sous :"). */
  supportedLabel: string;
  /** "{os} {version}" style sentence for the newest release of a system. */
  latestVersion: string;
  recommended: string;
  download: string;
  /** Accessible name of every download button, in one language: "{title} for {os}, version {version}" ({title} is fileLabel filled). */
  downloadLabel: string;
  /** A file's name composed from what it is: "{kind} ({arch})", from kinds and architectures. */
  fileLabel: string;
  kinds: Record<FileKind, string>;
  architectures: Record<OperatingSystem, Record<Architecture, string>>;
  /** Shown hidden beside a file that matches the architecture the browser reported. */
  matchesComputer: string;
  /** "{day} {month} {year}" in the locale's order, with months in the locale's words (no Intl on the page). */
  dateFormat: string;
  months: readonly [string, string, string, string, string, string, string, string, string, string, string, string];
  /** "Released on {date}". */
  releasedOn: string;
  /** Summary of the list of every file of the latest version (other architectures and kinds): "All files for {version} ({count})". */
  allFiles: string;
  /** Heading of the latest version's notes: "What's new in {version}". */
  whatsNew: string;
  /** Said beside notes shown in the other language because the version has none in this one. */
  notesInOtherLanguage: string;
  beta: { title: string; intro: string; badge: string; heading: string; notesTitle: string };
  busy: string;
  /**
   * Said next to the button when a download fails and the server gave no sentence of its own
   * (with JavaScript; without, the server's page says why): any failure, the file gone (404, 410),
   * and busy for "{seconds}" (Retry-After).
   */
  failed: { generic: string; gone: string; retry: string };
  /** Where the list goes when the server cannot read the release catalogue; `retry` asks for the page again. */
  listUnavailable: { title: string; text: string; retry: string };
  empty: string;
  fileDetails: { summary: string; size: string; sha256: string; howTo: string };
  previous: { title: string; intro: string; versionLabel: string; notesTitle: string; filesTitle: string };
  /**
   * The alert at the top of the downloads page the server answers a download form with when it
   * cannot give the file (no JavaScript, or before the page's script runs): {seconds} in tooMany
   * is the wait the rate limit asks for.
   */
  formError: { title: string; invalid: string; notFound: string; tooMany: string; unavailable: string };
}
