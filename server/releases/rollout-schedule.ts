import type { RolloutSchedule, VersionEntry, Yank } from "./manifest";

const MINUTE_MS = 60_000;

/** Where a schedule stands at a moment: the share offered, and the next step with its time (none after the last, or while halted). */
export interface ScheduleState {
  share: number;
  next: { share: number; at: Date } | null;
  halted: boolean;
}

/**
 * The schedule at `nowMs`, computed from the manifest alone, so every replica and every restart
 * agrees and no timer can be lost: step i holds from startsAt + i × everyMinutes; a halt freezes
 * the clock at haltedAt (resume moves startsAt on by the time spent halted).
 */
export function scheduleAt(schedule: RolloutSchedule, nowMs: number): ScheduleState {
  const startsAt = Date.parse(schedule.startsAt);
  const halted = schedule.haltedAt !== undefined;
  const at = halted ? Math.min(nowMs, Date.parse(schedule.haltedAt!)) : nowMs;
  const everyMs = schedule.everyMinutes * MINUTE_MS;
  const index = Math.min(schedule.steps.length - 1, Math.max(0, Math.floor((at - startsAt) / everyMs)));
  const share = at < startsAt ? 0 : schedule.steps[index]!;
  const nextIndex = at < startsAt ? 0 : index + 1;
  const next = halted || nextIndex >= schedule.steps.length ? null : { share: schedule.steps[nextIndex]!, at: new Date(startsAt + nextIndex * everyMs) };
  return { share, next, halted };
}

/**
 * The share of installations a version is offered to at `nowMs`, 0–99, or undefined when it is
 * offered to all (no rollout, or one that has reached 100). The update check's banding and the
 * feed's stagingPercentage both read it.
 */
export function rolloutShareOf(entry: VersionEntry | undefined, nowMs: number): number | undefined {
  if (entry?.schedule) {
    const { share } = scheduleAt(entry.schedule, nowMs);
    return share >= 100 ? undefined : share;
  }
  return entry?.rolloutPercent;
}

/** A schedule that starts now; `steps` already checked (manifest.ts scheduleProblem). */
export const newSchedule = (steps: number[], everyMinutes: number, nowMs: number): RolloutSchedule => ({
  steps,
  everyMinutes,
  startsAt: new Date(nowMs).toISOString(),
});

/** Halted at `nowMs` (a halted schedule stays as it is). */
export const halted = (schedule: RolloutSchedule, nowMs: number): RolloutSchedule =>
  schedule.haltedAt !== undefined ? schedule : { ...schedule, haltedAt: new Date(nowMs).toISOString() };

/** Going on from where the halt left it: the start moves on by the time spent halted, so no step is skipped. */
export function resumed(schedule: RolloutSchedule, nowMs: number): RolloutSchedule {
  if (schedule.haltedAt === undefined) return schedule;
  const { haltedAt, ...rest } = schedule;
  const pausedMs = Math.max(0, nowMs - Date.parse(haltedAt));
  return { ...rest, startsAt: new Date(Date.parse(schedule.startsAt) + pausedMs).toISOString() };
}

/** "24h", "30m", "7d" in minutes, or null. */
export function parseInterval(text: string): number | null {
  const match = /^(\d{1,5})([mhd])$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * { m: 1, h: 60, d: 1440 }[match[2] as "m" | "h" | "d"];
  return minutes >= 1 ? minutes : null;
}

/**
 * The version's entry yanked at `nowMs`: a running schedule is halted with it, so the steps whose
 * time passes while the version is offered to nobody are not skipped when it comes back; a
 * schedule the operator had halted stays the operator's (docs/decisions/073-a-change-that-landed-late.md).
 */
export function yankedEntry(entry: VersionEntry, yank: Omit<Yank, "rolloutHalted">, nowMs: number): VersionEntry {
  const halts = entry.schedule !== undefined && entry.schedule.haltedAt === undefined;
  return {
    ...entry,
    yanked: { ...yank, ...(halts ? { rolloutHalted: true as const } : {}) },
    ...(halts ? { schedule: halted(entry.schedule!, nowMs) } : {}),
  };
}

/** Offered again at `nowMs` with the share it had when yanked: a schedule the yank halted goes on from there. */
export function unyankedEntry({ yanked, ...entry }: VersionEntry, nowMs: number): VersionEntry {
  return yanked?.rolloutHalted && entry.schedule ? { ...entry, schedule: resumed(entry.schedule, nowMs) } : entry;
}
