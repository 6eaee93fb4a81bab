import type { Locale } from "../../../app/i18n/locales";
import { pickNotes, renderNotesHtml } from "../../../app/release-notes/markdown";
import type { Architecture, FileKind, OperatingSystem } from "../../../shared/release-files";
import { type Manifest, pinnedVersionOf, versionEntryOf } from "../../releases/manifest";
import { type Channel, channelVersions, fileFor, shareOf, type UpdateFile } from "./offer";

/*
 * electron-updater's "generic" provider: the app is configured with a base URL, asks for
 * `<channel><-mac>.yml` there (latest.yml, latest-mac.yml, beta.yml, beta-mac.yml), and resolves
 * the file URLs in it against that base. Windows installs with the NSIS .exe; macOS updates
 * through Squirrel.Mac, which needs the .zip (the .dmg is listed after it for completeness).
 * The staged rollout is electron-updater's own: `stagingPercentage`, decided on the client
 * from its stored installation id.
 */

/** The channel files electron-updater asks for, per system. */
export const FEED_FILES: Record<OperatingSystem, Record<string, Channel>> = {
  win: { "latest.yml": "stable", "beta.yml": "beta" },
  mac_os: { "latest-mac.yml": "stable", "beta-mac.yml": "beta" },
};

/** What each system's updater can install, in order of preference. */
const UPDATER_KINDS: Record<OperatingSystem, readonly FileKind[]> = { win: ["installer"], mac_os: ["zip"] };
/** Listed beside the one it installs, as electron-builder lists them. */
const EXTRA_KINDS: Record<OperatingSystem, readonly FileKind[]> = { win: [], mac_os: ["dmg"] };

/** A YAML double-quoted scalar: JSON's escapes are YAML's, and anything outside ASCII is escaped too. */
const quoted = (text: string) => JSON.stringify(text).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The relative URL of a file inside the feed; the redirect route (index.ts) turns it into a fresh signed link. */
const feedFileUrl = (file: UpdateFile) => `${file.version}/${file.path.split("/")[2]}`;

/**
 * The version and file a channel file offers the updater: the pinned version, else the
 * channel's highest with a file for the architecture that the updater can install.
 */
export function feedFile(manifest: Manifest, os: OperatingSystem, arch: Architecture, channel: Channel): { version: string; file: UpdateFile } | null {
  const pinned = pinnedVersionOf(manifest, os);
  const versions = pinned === undefined ? channelVersions(manifest, os, channel) : [pinned];
  for (const version of versions) {
    const file = fileFor(manifest, os, version, arch, UPDATER_KINDS[os]);
    if (file) return { version, file };
  }
  return null;
}

/**
 * The channel file for one system, architecture and channel, or null when nothing is published
 * that the updater could install. The version is the pinned one, else the channel's highest with
 * a file for the architecture.
 */
export function electronFeed(manifest: Manifest, os: OperatingSystem, arch: Architecture, channel: Channel, locale: Locale, nowMs: number): string | null {
  const pinned = pinnedVersionOf(manifest, os);
  const offered = feedFile(manifest, os, arch, channel);
  if (offered === null) return null;
  const { version, file: main } = offered;
  const extras = EXTRA_KINDS[os].map((kind) => fileFor(manifest, os, version, arch, [kind])).filter((file): file is UpdateFile => file !== undefined);
  const entry = versionEntryOf(manifest, os, version);
  const notes = pickNotes(entry?.notes, locale);
  const lines = [
    `version: ${quoted(version)}`,
    "files:",
    ...[main, ...extras].flatMap((file) => [`  - url: ${quoted(feedFileUrl(file))}`, `    sha512: ${quoted(file.sha512)}`, `    size: ${file.size}`]),
    `path: ${quoted(feedFileUrl(main))}`,
    `sha512: ${quoted(main.sha512)}`,
    `releaseDate: ${quoted(main.publishedAt)}`,
  ];
  // A pin holds everyone on its version: no rollout applies to it.
  const share = shareOf(manifest, os, version, nowMs);
  if (pinned === undefined && share !== undefined) lines.push(`stagingPercentage: ${share}`);
  if (notes) lines.push(`releaseNotes: ${quoted(renderNotesHtml(notes.markdown))}`);
  return `${lines.join("\n")}\n`;
}
