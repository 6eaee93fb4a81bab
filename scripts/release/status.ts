import { CHANNELS, channelVersions } from "../../server/api/updates/offer";
import { type Manifest, pinnedVersionOf, versionEntryOf } from "../../server/releases/manifest";
import { rolloutShareOf, scheduleAt } from "../../server/releases/rollout-schedule";
import { yankedVersionsOf } from "../../server/releases/yank";
import { OPERATING_SYSTEMS, type OperatingSystem } from "../../shared/release-files";

const utc = (date: Date | string) => `${new Date(date).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A share of installations and what they are offered; `null`: no update at all. */
interface Band {
  percent: number;
  version: string | null;
  /** A share of a share drawn apart: what it comes to over many installations. */
  about?: boolean;
}

/**
 * The bands of installations a channel's versions make, highest version first, each with its
 * share now (undefined: every installation); listed down to the first offered to all.
 * electron-updater puts an installation at one place for every version (electron-feed.ts), so its
 * bands nest: a version gets its share minus the shares above it. The update check draws each
 * version's installations apart (offer.ts), so a version gets its share of those left.
 */
function bandsOf(shares: Array<{ version: string; share: number | undefined }>, nested: boolean): Band[] {
  const bands: Band[] = [];
  let left = 100;
  // Drawn apart, a band is exact only while one partial draw decides it; after two it is a tendency.
  let draws = 0;
  for (const { version, share = 100 } of shares) {
    const percent = nested ? Math.max(0, share - (100 - left)) : (left * share) / 100;
    if (share > 0 && share < 100) draws++;
    if (percent > 0) bands.push({ version, percent, ...(!nested && draws > 1 ? { about: true } : {}) });
    left -= percent;
    if (left <= 0) return bands;
  }
  return [...bands, { version: null, percent: left, ...(!nested && draws > 1 ? { about: true } : {}) }];
}

const percentText = ({ percent, about }: Band) => `${about ? "about " : ""}${Number(percent.toFixed(1))}%`;

function bandsText(bands: Band[]): string {
  const [first, ...rest] = bands;
  if (first === undefined || rest.length === 0)
    return first?.version ? `every installation is offered ${first.version}` : "no installation is offered an update";
  const offered = (band: Band) => band.version ?? "nothing";
  const last = rest.pop()!;
  return [
    `${percentText(first)} are offered ${offered(first)}`,
    ...rest.map((band) => `${percentText(band)} ${offered(band)}`),
    last.about ? `the rest (${percentText(last)}) ${offered(last)}` : `the other ${percentText(last)} ${offered(last)}`,
  ].join(", ");
}

/**
 * What each band of installations is offered while the newest version is staged: by
 * electron-updater's feed and by the update check when they differ, then what an installation
 * that sends no id gets (the highest version offered to all).
 */
function bandLines(manifest: Manifest, os: OperatingSystem, versions: string[], nowMs: number): string[] {
  const shares = versions.map((version) => ({ version, share: rolloutShareOf(versionEntryOf(manifest, os, version), nowMs) }));
  const feed = bandsText(bandsOf(shares, true));
  const check = bandsText(bandsOf(shares, false));
  const withoutId = `without an id: ${shares.find(({ share }) => share === undefined)?.version ?? "nothing"}`;
  return feed === check
    ? [`  ${feed} (the feed and the update check alike); ${withoutId}`]
    : [`  electron-updater's feed: ${feed}`, `  the update check: ${check}`, `  ${withoutId}`];
}

/**
 * `release status`: per system and channel, the version installations are offered, to what share,
 * and where a scheduled rollout goes next and when, computed from the manifest and the clock as
 * the servers compute it (rollout-schedule.ts); while it is staged, what each band of
 * installations is offered (docs/decisions/075-a-feed-per-band.md); then the yanked versions.
 */
export function statusLines(manifest: Manifest, nowMs: number): string[] {
  const lines: string[] = [];
  for (const os of OPERATING_SYSTEMS) {
    const pinned = pinnedVersionOf(manifest, os);
    for (const channel of CHANNELS) {
      const versions = pinned === undefined ? channelVersions(manifest, os, channel) : [pinned];
      const top = versions[0];
      if (top === undefined) continue;
      const entry = versionEntryOf(manifest, os, top);
      const share = pinned === undefined ? rolloutShareOf(entry, nowMs) : undefined;
      let line: string;
      if (pinned !== undefined) line = `${top} (pinned), to every installation`;
      else if (entry?.schedule) {
        const state = scheduleAt(entry.schedule, nowMs);
        const step = state.halted
          ? `halted since ${utc(entry.schedule.haltedAt!)}; \`rollout --resume\` goes on`
          : state.next
            ? `next ${state.next.share}% at ${utc(state.next.at)}`
            : "last step reached";
        line = share === undefined ? `${top}, to every installation (schedule done)` : `${top}, to ${share}% of installations; ${step}`;
      } else if (share !== undefined) line = `${top}, to ${share}% of installations; no schedule (moves by hand)`;
      else line = `${top}, to every installation`;
      lines.push(`${os} ${channel}: ${line}`);
      if (share !== undefined) lines.push(...bandLines(manifest, os, versions, nowMs));
    }
    for (const version of yankedVersionsOf(manifest, os)) {
      const yanked = versionEntryOf(manifest, os, version)!.yanked!;
      lines.push(`${os} ${version}: yanked ${utc(yanked.at)}: ${yanked.reason}`);
    }
  }
  return lines;
}
