/*
 * The home API's downloads answer (GET /api/home/v1/downloads, docs/api.md) and the download
 * form's fields: the server builds them (server/releases/downloads-view.ts, server/api/downloads/),
 * the page reads them (app/components/downloads/). One definition, so page and API cannot drift
 * apart; it imports nothing of either (docs/decisions/033-formatter-linter-and-room-rules.md).
 */
import type { Locale } from "./locale";
import type { Architecture, FileKind, OperatingSystem } from "./release-files";

/** Release notes in Markdown (a small subset, app/release-notes/markdown.ts), per language of the site; a language without notes is absent. */
export type ReleaseNotes = Partial<Record<Locale, string>>;

export interface FileLink {
  /** The manifest key to POST for a download link. */
  url: string;
  sha256: string;
  size: number;
  /** What the file is; the page composes its label from these in the visitor's language. */
  arch: Architecture;
  kind: FileKind;
  /** The English label composed from arch and kind, for clients written before them (the key in `files`). */
  label: string;
  publishedAt: string;
}

export interface LatestVersion extends FileLink {
  /** The main file's label, as before schema 2. */
  title: string;
  version: string;
  notes: ReleaseNotes;
}

/** Facts of a version rather than of one file. */
export interface VersionFacts {
  channel: "stable" | "beta";
  /** When its first file was published. */
  publishedAt: string;
  /** Markdown, per language; a language without notes is absent. */
  notes: ReleaseNotes;
}

type ByVersion = Record<string, Record<string, FileLink>>;

/**
 * The GET /downloads answer (docs/api.md). `files` and `latestVersions` keep their first shape, so
 * existing clients keep working; the rest was added in schema 2.
 */
export interface DownloadsAnswer {
  /** os → version → label → file: the versions a visitor may install (no pre-releases, unless pinned). */
  files: Partial<Record<OperatingSystem, ByVersion>>;
  latestVersions: Partial<Record<OperatingSystem, LatestVersion>>;
  /** os → version → label → file: pre-releases newer than the system's highest release, highest first. */
  betaVersions: Partial<Record<OperatingSystem, ByVersion>>;
  /** os → version → facts, for every version in `files` and `betaVersions`. */
  versions: Partial<Record<OperatingSystem, Record<string, VersionFacts>>>;
}

/** The download form (a plain post, which works without JavaScript): its field, and the query parameter with the page's language. */
export const FORM_PATH_FIELD = "path";
export const FORM_LOCALE_PARAM = "lang";

/** Why a download form's post got no file; the page it is answered with says so (content's downloads formError). */
export type FormRefusal = "invalid" | "notFound" | "tooMany" | "unavailable";

/** A form post's refusal as the downloads page shows it: which, and for tooMany the wait in seconds. */
export interface FormRefusalNotice {
  refusal: FormRefusal;
  retryAfterSeconds?: number;
}
