import { type Manifest, type RolloutSchedule, SCHEDULE_MAX_STEPS, scheduleProblem, versionEntryOf, withVersionEntry } from "./manifest";
import { type ManifestChange, updateOwnChange } from "./own-change";
import { checkOs, checkVersion, RefusalError, requireVersion, UsageError } from "./publish";
import { halted, newSchedule, parseInterval, resumed, scheduleAt } from "./rollout-schedule";
import type { ReleaseStore } from "./store";

/** "5,25,50,100" as rising whole percentages, or a UsageError that says what is wrong. */
export function parseSteps(text: string): number[] {
  const parts = text.split(",").map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,3}$/.test(part)))
    throw new UsageError(`--steps must be whole percentages separated by commas, such as 5,25,50,100 (got "${text}").`);
  const steps = parts.map(Number);
  const problem = scheduleProblem({ steps, everyMinutes: 1, startsAt: new Date(0).toISOString() });
  if (problem === "has steps that do not rise") throw new UsageError(`--steps must rise from one step to the next, such as 5,25,50,100 (got "${text}").`);
  if (problem) throw new UsageError(`--steps must be 1 to ${SCHEDULE_MAX_STEPS} percentages from 0 to 100 (got "${text}").`);
  return steps;
}

export function parseEvery(text: string): number {
  const minutes = parseInterval(text);
  if (minutes === null) throw new UsageError(`--every must be a whole number of minutes, hours or days, such as 30m, 24h or 2d (got "${text}").`);
  return minutes;
}

function refuseYanked(manifest: Manifest, os: ReturnType<typeof checkOs>, version: string): void {
  if (versionEntryOf(manifest, os, version)?.yanked)
    throw new RefusalError(`${os} ${version} is yanked and offered to nobody; \`release unyank\` it first if it is good after all.`);
}

/**
 * A rollout that advances by itself: steps[0] now, the next step every `everyMinutes`. Every
 * replica computes the share from the manifest and its clock (rollout-schedule.ts), so there is no
 * timer to lose (docs/decisions/057-yank-and-scheduled-rollouts.md).
 */
export async function scheduleRollout(
  store: ReleaseStore,
  os: string,
  version: string,
  steps: number[],
  everyMinutes: number,
  now: Date,
): Promise<ScheduleChange> {
  const system = checkOs(os);
  checkVersion(version);
  const schedule = newSchedule(steps, everyMinutes, now.getTime());
  const problem = scheduleProblem(schedule);
  if (problem) throw new UsageError(`The schedule ${problem}.`);
  const change = await updateOwnChange(
    store,
    (current) => {
      requireVersion(current, system, version, "roll out");
      refuseYanked(current, system, version);
      return withVersionEntry(current, system, version, ({ rolloutPercent: _percent, ...entry }) => ({ ...entry, schedule }));
    },
    (manifest) => versionEntryOf(manifest, system, version),
  );
  return { ...change, schedule };
}

/** A change to a version's schedule, and the schedule it left. */
export type ScheduleChange = ManifestChange & { schedule: RolloutSchedule };

/** Stops a scheduled rollout at its current share (`halt`), or goes on from there (`resume`). */
export async function steerRollout(store: ReleaseStore, os: string, version: string, action: "halt" | "resume", now: Date): Promise<ScheduleChange> {
  const system = checkOs(os);
  checkVersion(version);
  let result: RolloutSchedule | undefined;
  const change = await updateOwnChange(
    store,
    (current) => {
      requireVersion(current, system, version, `${action} the rollout of`);
      // A yank halts the schedule and unyank resumes it: steering it meanwhile would undo that.
      refuseYanked(current, system, version);
      const entry = versionEntryOf(current, system, version);
      const schedule = entry?.schedule;
      if (!schedule)
        throw new RefusalError(
          entry?.rolloutPercent === undefined
            ? `${system} ${version} has no rollout to ${action}: it is offered to every installation.`
            : `${system} ${version} is offered to a fixed ${entry.rolloutPercent}%, which moves only by hand; \`rollout --percent\` sets another share, \`rollout --steps\` schedules one.`,
        );
      const state = scheduleAt(schedule, now.getTime());
      if (action === "halt" && schedule.haltedAt !== undefined)
        throw new RefusalError(`The rollout of ${system} ${version} is already halted at ${state.share}% (since ${schedule.haltedAt}).`);
      if (action === "halt" && state.next === null)
        throw new RefusalError(`The rollout of ${system} ${version} has reached its last step (${state.share}%); nothing to halt.`);
      if (action === "resume" && schedule.haltedAt === undefined)
        throw new RefusalError(`The rollout of ${system} ${version} is not halted; nothing to resume.`);
      result = action === "halt" ? halted(schedule, now.getTime()) : resumed(schedule, now.getTime());
      const next = result;
      return withVersionEntry(current, system, version, (changed) => ({ ...changed, schedule: next }));
    },
    (manifest) => versionEntryOf(manifest, system, version),
  );
  return { ...change, schedule: result! };
}
