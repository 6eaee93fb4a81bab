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
 * Answers worked out once per manifest: a manifest in the catalogue is never changed, only
 * replaced by the next read, which drops its answers with it (WeakMap). The key holds every
 * input an answer depends on besides the manifest, so a remembered answer is the one that would
 * be worked out again (docs/decisions/070-near-the-platforms-speed.md).
 */
const remembered = new WeakMap<Manifest, Map<string, unknown>>();
/** More keys than any manifest's feeds have (systems × architectures × channels × locales × rollout steps): a bound, never reached in use. */
const REMEMBERED_PER_MANIFEST = 256;

function remember<T>(manifest: Manifest, key: string, work: () => T): T {
  let answers = remembered.get(manifest);
  if (!answers) {
    answers = new Map();
    remembered.set(manifest, answers);
  }
  if (answers.has(key)) return answers.get(key) as T;
  const answer = work();
  if (answers.size >= REMEMBERED_PER_MANIFEST) answers.clear();
  answers.set(key, answer);
  return answer;
}

/**
 * The version and file a channel file offers the updater: the pinned version, else the
 * channel's highest with a file for the architecture that the updater can install.
 */
export function feedFile(manifest: Manifest, os: OperatingSystem, arch: Architecture, channel: Channel): { version: string; file: UpdateFile } | null {
  return remember(manifest, `file ${os} ${arch} ${channel}`, () => offeredInFeed(manifest, os, arch, channel));
}

function offeredInFeed(manifest: Manifest, os: OperatingSystem, arch: Architecture, channel: Channel): { version: string; file: UpdateFile } | null {
  const pinned = pinnedVersionOf(manifest, os);
  const versions = pinned === undefined ? channelVersions(manifest, os, channel) : [pinned];
  for (const version of versions) {
    const file = fileFor(manifest, os, version, arch, UPDATER_KINDS[os]);
    if (file) return { version, file };
  }
  return null;
}

/**
 * The channel file for one system, architecture and channel, as the bytes sent, or null when
 * nothing is published that the updater could install. The version is the pinned one, else the
 * channel's highest with a file for the architecture. Worked out once per manifest, system,
 * architecture, channel, language and rollout share: the moment matters only through the share
 * a scheduled rollout has reached, which is part of the key, so each step makes a new answer.
 */
export function electronFeedBytes(manifest: Manifest, os: OperatingSystem, arch: Architecture, channel: Channel, locale: Locale, nowMs: number): Buffer | null {
  const offered = feedFile(manifest, os, arch, channel);
  if (offered === null) return null;
  // A pin holds everyone on its version: no rollout applies to it.
  const share = pinnedVersionOf(manifest, os) === undefined ? shareOf(manifest, os, offered.version, nowMs) : undefined;
  return remember(manifest, `feed ${os} ${arch} ${channel} ${locale} ${share}`, () => Buffer.from(feedText(manifest, os, arch, offered, locale, share)));
}

function feedText(
  manifest: Manifest,
  os: OperatingSystem,
  arch: Architecture,
  offered: { version: string; file: UpdateFile },
  locale: Locale,
  share: number | undefined,
): string {
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
  if (share !== undefined) lines.push(`stagingPercentage: ${share}`);
  if (notes) lines.push(`releaseNotes: ${quoted(renderNotesHtml(notes.markdown))}`);
  return `${lines.join("\n")}\n`;
}
