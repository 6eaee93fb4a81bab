import { stringify } from "yaml";
import { pickNotes, renderNotesHtml } from "../../../app/release-notes/markdown";
import type { Locale } from "../../../app/shared/locales";
import type { Architecture, FileKind, OperatingSystem } from "../../../shared/release-files";
import { type Manifest, pinnedVersionOf, type VersionEntry, versionEntryOf } from "../../releases/manifest";
import { rolloutShareOf } from "../../releases/rollout-schedule";
import { type Channel, channelVersions, fileFor, type UpdateFile } from "./offer";

/*
 * electron-updater's "generic" provider: the app is configured with a base URL, asks for
 * `<channel><-mac>.yml` there (latest.yml, latest-mac.yml, beta.yml, beta-mac.yml), and resolves
 * the file URLs in it against that base. Windows installs with the NSIS .exe; macOS updates
 * through Squirrel.Mac, which needs the .zip (the .dmg is listed after it for completeness).
 * The staged rollout is electron-updater's own: `stagingPercentage`, decided on the client
 * from its stored staging id. The id comes with every request for the channel file, so the server
 * names the version whose band holds the installation; a YAML names one version only
 * (docs/decisions/075-a-feed-per-band.md).
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

/**
 * The channel file's layout: every string double-quoted with JSON's escapes (which are YAML's),
 * keys plain, never folded, so a value is one line whatever its length. The feed is ASCII, every
 * character from DEL up written as a \u escape; only a double-quoted string can hold such a
 * character, so escaping the finished text touches nothing else.
 */
const FEED_YAML = { defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN", doubleQuotedAsJSON: true, lineWidth: 0 } as const;
const asciiOnly = (text: string) => text.replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The relative URL of a file inside the feed; the redirect route (index.ts) turns it into a fresh signed link. */
const feedFileUrl = (file: UpdateFile) => `${file.version}/${file.path.split("/")[2]}`;

/**
 * Answers worked out once per manifest: a manifest in the catalogue is never changed, only
 * replaced by the next read, which drops its answers with it (WeakMap). The key holds every
 * input an answer depends on besides the manifest, so a remembered answer is the one that would
 * be worked out again (docs/decisions/070-near-the-platforms-speed.md).
 */
const remembered = new WeakMap<Manifest, Map<string, unknown>>();
/** More keys than any manifest's feeds have (systems × architectures × (channels + staged versions × locales × rollout steps)): a bound, never reached in use. */
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

/** The staging id electron-updater keeps (.updaterId) and sends as `x-user-staging-id`: a UUID, written in lowercase. */
const STAGING_ID = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/**
 * Where electron-updater puts an installation in every staged rollout, 0 ≤ x ≤ 1: the last four
 * bytes of its staging id over 2³²−1, as AppUpdater.isStagingMatch computes it, so the server
 * bands an installation exactly as its client will. The same place for every version: its bands
 * are nested, unlike the update check's (offer.ts). Undefined when the request carries no such
 * id: its band is not known.
 */
export function stagingPlace(header: string | string[] | undefined): number | undefined {
  if (typeof header !== "string" || !STAGING_ID.test(header)) return undefined;
  return Number.parseInt(header.slice(-8), 16) / 0xffffffff;
}

/** A version the feed names, with the share it is offered to now; no share when it is offered to all (or pinned). */
export interface FeedOffer {
  version: string;
  file: UpdateFile;
  share?: number;
}

/** What feedOffer chooses among: a channel's candidates in one manifest (feedCandidates). */
export type FeedCandidates = readonly FeedCandidate[];

interface FeedCandidate {
  version: string;
  file: UpdateFile;
  /** Undefined under a pin: a pin holds everyone, with no rollout. */
  entry: VersionEntry | undefined;
  /** Its offer when no share holds it back: one object per remembered candidate list (manifest, system, architecture, channel), so its bytes are found by it (electronFeedBytes). */
  toAll: FeedOffer;
}

/**
 * The versions a channel file may name, highest first: the pinned one alone, else the channel's
 * versions with a file the updater can install, down to the first that has no rollout (every
 * installation is in its band, so none below it is ever named). The moment is not part of it:
 * the shares are read per request, a handful of versions at most.
 */
export function feedCandidates(manifest: Manifest, os: OperatingSystem, arch: Architecture, channel: Channel): FeedCandidates {
  return remember(manifest, `candidates ${os} ${arch} ${channel}`, () => {
    const pinned = pinnedVersionOf(manifest, os);
    if (pinned !== undefined) {
      const file = fileFor(manifest, os, pinned, arch, UPDATER_KINDS[os]);
      return file ? [{ version: pinned, file, entry: undefined, toAll: { version: pinned, file } }] : [];
    }
    const candidates: FeedCandidate[] = [];
    for (const version of channelVersions(manifest, os, channel)) {
      const file = fileFor(manifest, os, version, arch, UPDATER_KINDS[os]);
      if (!file) continue;
      const entry = versionEntryOf(manifest, os, version);
      candidates.push({ version, file, entry, toAll: { version, file } });
      if (entry?.schedule === undefined && entry?.rolloutPercent === undefined) break;
    }
    return candidates;
  });
}

/**
 * What a channel file names for an installation at `place` (stagingPlace): the highest version
 * whose band holds it, so one outside the newest version's band still gets the highest version it
 * may have. An installation whose place is not known is in the band of no staged version: it gets
 * the highest version offered to all. When no band holds it, the newest version with its share,
 * which its client then declines itself: electron-updater reads a 404 as a broken feed, a share
 * as "not yet". Null when nothing is published that the updater could install.
 */
export function feedOffer(
  manifest: Manifest,
  os: OperatingSystem,
  arch: Architecture,
  channel: Channel,
  nowMs: number,
  place: number | undefined,
): FeedOffer | null {
  return feedOfferAmong(feedCandidates(manifest, os, arch, channel), nowMs, place);
}

/** feedOffer's choice among candidates already found (feedCandidates), for a caller that keeps them per manifest. */
export function feedOfferAmong(candidates: FeedCandidates, nowMs: number, place: number | undefined): FeedOffer | null {
  let newest: FeedOffer | null = null;
  for (const { version, file, entry, toAll } of candidates) {
    const share = rolloutShareOf(entry, nowMs);
    const offer = share === undefined ? toAll : { version, file, share };
    // As isStagingMatch: no share is everyone; the client's comparison, so both sides agree at the edge.
    if (share === undefined || (place !== undefined && place < share / 100)) return offer;
    newest ??= offer;
  }
  return newest;
}

/**
 * The channel file naming `offer`, as the bytes sent, with `stagingPercentage` when it has a
 * share: the client checks it again with the same id, so the server's choice can only narrow
 * what the client would take. Worked out once per manifest, system, architecture, version,
 * language and share: the moment and the installation matter only through the version and share
 * chosen, so each step of a schedule and each band makes its own answer.
 */
export function electronFeedBytes(manifest: Manifest, os: OperatingSystem, arch: Architecture, offer: FeedOffer, locale: Locale): Buffer {
  // An offer to all is one object per remembered candidate list (feedCandidates): its bytes are found by it, without a key made per check.
  const byLocale = offer.share === undefined ? bytesOfOfferToAll.get(offer) : undefined;
  const known = byLocale?.get(locale);
  if (known) return known;
  const bytes = remember(manifest, `feed ${os} ${arch} ${offer.version} ${locale} ${offer.share}`, () =>
    Buffer.from(feedText(manifest, os, arch, offer, locale)),
  );
  if (offer.share === undefined) {
    if (byLocale) byLocale.set(locale, bytes);
    else bytesOfOfferToAll.set(offer, new Map([[locale, bytes]]));
  }
  return bytes;
}

/** The bytes of each offer to all, per language: the offer belongs to one manifest and goes with it. */
const bytesOfOfferToAll = new WeakMap<FeedOffer, Map<Locale, Buffer>>();

function feedText(manifest: Manifest, os: OperatingSystem, arch: Architecture, offer: FeedOffer, locale: Locale): string {
  const { version, file: main, share } = offer;
  const extras = EXTRA_KINDS[os].map((kind) => fileFor(manifest, os, version, arch, [kind])).filter((file): file is UpdateFile => file !== undefined);
  const entry = versionEntryOf(manifest, os, version);
  const notes = pickNotes(entry?.notes, locale);
  const feed = {
    version,
    files: [main, ...extras].map((file) => ({ url: feedFileUrl(file), sha512: file.sha512, size: file.size })),
    path: feedFileUrl(main),
    sha512: main.sha512,
    releaseDate: main.publishedAt,
    ...(share === undefined ? {} : { stagingPercentage: share }),
    ...(notes ? { releaseNotes: renderNotesHtml(notes.markdown) } : {}),
  };
  return asciiOnly(stringify(feed, FEED_YAML));
}
