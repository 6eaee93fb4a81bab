import type { Architecture, FileKind, OperatingSystem } from "../../shared/release-files";
import { type CopyOf, group, keyed, list, page, text } from "./fields";
import { HERO, META } from "./page";

/** What the page fills in for each placeholder of its texts, as the editor explains it beside a field. */
const FILLED_IN = {
  os: "the name of the computer's system (Windows or macOS, as written under Systems)",
  version: "a version number, such as 2.4.0",
  title: "the file's name, as File name makes it",
  kind: "the kind of file, in the words of Kinds of file",
  arch: "the processors the file is for, in the words of Processors",
  url: "this page's address",
  day: "the day of the month, as a number",
  month: "the month's name, from Months",
  year: "the year, as a number",
  date: "the date, written as Date makes it",
  count: "how many files there are",
  seconds: "how many seconds to wait",
} as const;

/** A text that names some of the page's placeholders. */
const filled = (label: string, ...names: ReadonlyArray<keyof typeof FILLED_IN>) =>
  text(label, { placeholders: Object.fromEntries(names.map((name) => [name, FILLED_IN[name]])) });

const SYSTEMS = { win: "Windows", mac_os: "macOS" } as const satisfies Record<OperatingSystem, string>;

const KINDS = {
  installer: "Installer (Windows)",
  msi: "MSI file (Windows)",
  msix: "MSIX file (Windows)",
  dmg: "Disk image (macOS)",
  pkg: "PKG file (macOS)",
  zip: "ZIP archive",
  other: "Any other file",
} as const satisfies Record<FileKind, string>;

// Each system lists its processors in the order they matter on it: a Mac's universal file first.
const WINDOWS_PROCESSORS = {
  x64: "64-bit (x64)",
  x86: "32-bit (x86)",
  arm64: "ARM (arm64)",
  universal: "Every processor (universal)",
} as const satisfies Record<Architecture, string>;
const MAC_PROCESSORS = {
  universal: "Apple chip and Intel (universal)",
  arm64: "Apple chip (arm64)",
  x64: "Intel (x64)",
  x86: "32-bit Intel (x86)",
} as const satisfies Record<Architecture, string>;

/**
 * The downloads page; the versions, files and their release notes come from the release store.
 * Its words are also used by the server, which renders the list of files on every request.
 */
export const DOWNLOADS_PAGE = page("info.downloads", "Downloads", {
  meta: META,
  hero: HERO,
  systems: keyed("Systems", SYSTEMS, (system) => group(system, { name: text("Name"), supported: text("Versions it runs on") })),
  listTitle: text("Heading above the systems"),
  sendToComputer: group("On a phone or tablet (which cannot install the software)", {
    title: text("Heading"),
    text: text("Text"),
    share: text("Share button"),
    copy: text("Copy-link button"),
    copied: text("Copy-link button, once the link is copied"),
    copyFailed: text("Copy-link button, when copying failed"),
    mail: text("E-mail link"),
    mailSubject: text("Subject of the e-mail"),
    mailBody: filled("Text of the e-mail", "url"),
  }),
  supportedLabel: text("Before the versions a system runs on, with its colon"),
  latestVersion: filled("Newest version of a system", "os", "version"),
  recommended: text("Badge on the visitor's own system"),
  download: text("Download button"),
  downloadLabel: filled("Download button, read out by screen readers", "title", "os", "version"),
  fileLabel: filled("File name", "kind", "arch"),
  kinds: keyed("Kinds of file", KINDS, text),
  architectures: group("Processors", {
    win: keyed("Windows", WINDOWS_PROCESSORS, text),
    mac_os: keyed("macOS", MAC_PROCESSORS, text),
  } satisfies Record<OperatingSystem, unknown>),
  matchesComputer: text("Beside a file that fits the visitor's computer, read out by screen readers"),
  dateFormat: filled("Date", "day", "month", "year"),
  months: list("Month", text("Name"), { length: 12 }),
  releasedOn: filled("Release date", "date"),
  allFiles: filled("All files of the newest version", "version", "count"),
  whatsNew: filled("Heading of the newest version's notes", "version"),
  notesInOtherLanguage: text("Beside notes that are not written in this language"),
  beta: group("Beta versions", {
    title: text("Heading"),
    intro: text("Text"),
    badge: text("Badge"),
    heading: filled("Heading of one beta version", "os", "version"),
    notesTitle: text("Heading of its notes"),
  }),
  busy: text("While a download is being prepared"),
  failed: group("When a download fails", {
    generic: text("For any reason"),
    gone: text("The file is gone"),
    retry: filled("Too busy: try again later", "seconds"),
  }),
  listUnavailable: group("When the list of downloads cannot be read", {
    title: text("Heading"),
    text: text("Text"),
    retry: text("Try-again button"),
  }),
  empty: text("When there are no downloads"),
  fileDetails: group("File details", {
    summary: text("Link that opens them"),
    size: text("Size"),
    sha256: text("Checksum"),
    howTo: text("What the checksum is for"),
  }),
  previous: group("Previous versions", {
    title: text("Heading"),
    intro: text("Text"),
    versionLabel: filled("Name of one version", "version"),
    notesTitle: text("Heading of its notes"),
    filesTitle: text("Heading of its files"),
  }),
  formError: group("When a download without JavaScript fails (at the top of the page)", {
    title: text("Heading"),
    invalid: text("The choice was not understood"),
    notFound: text("The file is no longer in the list"),
    tooMany: filled("Too many downloads: wait", "seconds"),
    unavailable: text("The downloads cannot be read"),
  }),
});

/** The copy of the downloads page, in one language. */
export type DownloadsCopy = CopyOf<typeof DOWNLOADS_PAGE>;
