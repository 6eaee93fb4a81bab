import { CHANNELS, channelVersions } from "../../server/api/updates/offer";
import { type Manifest, pinnedVersionOf, versionEntryOf } from "../../server/releases/manifest";
import { rolloutShareOf, scheduleAt } from "../../server/releases/rollout-schedule";
import { yankedVersionsOf } from "../../server/releases/yank";
import { OPERATING_SYSTEMS } from "../../shared/release-files";

const utc = (date: Date | string) => `${new Date(date).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * `release status`: per system and channel, the version installations are offered, to what share,
 * and where a scheduled rollout goes next and when, computed from the manifest and the clock as
 * the servers compute it (rollout-schedule.ts); then the yanked versions.
 */
export function statusLines(manifest: Manifest, nowMs: number): string[] {
  const lines: string[] = [];
  for (const os of OPERATING_SYSTEMS) {
    const pinned = pinnedVersionOf(manifest, os);
    for (const channel of CHANNELS) {
      const [top, ...older] = pinned === undefined ? channelVersions(manifest, os, channel) : [pinned];
      if (top === undefined) continue;
      const entry = versionEntryOf(manifest, os, top);
      // An older version held at 0% (a recovered store holds them all, decision 068) is offered to nobody either.
      const offeredOlder = older.find((version) => rolloutShareOf(versionEntryOf(manifest, os, version), nowMs) !== 0);
      const fallback = offeredOlder !== undefined ? `; the others are offered ${offeredOlder}` : older.length > 0 ? "; no older version is offered either" : "";
      let line: string;
      if (pinned !== undefined) line = `${top} (pinned), to every installation`;
      else if (entry?.schedule) {
        const state = scheduleAt(entry.schedule, nowMs);
        const step = state.halted
          ? `halted since ${utc(entry.schedule.haltedAt!)}; \`rollout --resume\` goes on`
          : state.next
            ? `next ${state.next.share}% at ${utc(state.next.at)}`
            : "last step reached";
        line = state.share >= 100 ? `${top}, to every installation (schedule done)` : `${top}, to ${state.share}% of installations${fallback}; ${step}`;
      } else if (entry?.rolloutPercent !== undefined) line = `${top}, to ${entry.rolloutPercent}% of installations${fallback}; no schedule (moves by hand)`;
      else line = `${top}, to every installation`;
      lines.push(`${os} ${channel}: ${line}`);
    }
    for (const version of yankedVersionsOf(manifest, os)) {
      const yanked = versionEntryOf(manifest, os, version)!.yanked!;
      lines.push(`${os} ${version}: yanked ${utc(yanked.at)}: ${yanked.reason}`);
    }
  }
  return lines;
}
