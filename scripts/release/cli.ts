import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError } from "../../config/site-config";
import { type Clock, systemClock } from "../../server/clock";
import { readReleaseConfig } from "../../server/config";
import { ARCHITECTURES_OF, englishLabel } from "../../server/releases/file-kinds";
import type { FileLockOptions } from "../../server/releases/file-lock";
import { freeSpaceAndRun, fullDiskCause, isFullDisk } from "../../server/releases/full-disk";
import { describeLeftover, findLeftovers, leftoverReport, REPAIR_MIN_AGE_MS, RepairRefusedError, repairStore } from "../../server/releases/hygiene";
import {
  allVersionsOf,
  isPrerelease,
  latestVersionOf,
  loadManifest,
  type Manifest,
  ManifestError,
  NOTES_MAX_CHARS,
  type VersionEntry,
  versionEntryOf,
} from "../../server/releases/manifest";
import {
  migrate,
  pin,
  publishFile,
  RefusalError,
  type RolloutChoice,
  remove,
  rollout,
  setNotes,
  UnlistedUploadError,
  UsageError,
  verify,
} from "../../server/releases/publish";
import { parseEvery, parseSteps, scheduleRollout, steerRollout } from "../../server/releases/rollout-commands";
import { scheduleAt } from "../../server/releases/rollout-schedule";
import { openReleaseStore } from "../../server/releases/setup";
import { AlreadyPublishedError, ConditionalWritesUnsupportedError, type ReleaseStore, StoreUnavailableError } from "../../server/releases/store";
import { CLOCK_TOLERANCE_MS, clockOfStore } from "../../server/releases/store-time";
import { withTimeLimit } from "../../server/releases/time-limit";
import { unyank, yank } from "../../server/releases/yank";
import type { ReleaseNotes } from "../../shared/downloads-api";
import { FILES_URL } from "../../shared/home-api";
import { LOCALES, type Locale } from "../../shared/locale";
import { KINDS_OF, type OperatingSystem } from "../../shared/release-files";
import { runRecover } from "./recover-command";
import { statusLines } from "./status";

/** A release-notes file per language of the site: --notes-nl, --notes-en, --notes-fr. */
const NOTES_OPTION_NAMES = LOCALES.map((locale) => `notes-${locale}` as const);
const NOTES_OPTIONS = Object.fromEntries(NOTES_OPTION_NAMES.map((name) => [name, { type: "string" }])) as Record<`notes-${Locale}`, { type: "string" }>;
const NOTES_USAGE = NOTES_OPTION_NAMES.map((name) => `[--${name} <file.md>]`).join(" ");

const USAGE = `Usage: npm run release -- <command> [options]
  publish --os <os> --version <x.y.z> --arch <arch> --kind <kind> --file <path>
          [--percent <0-100> | --steps <5,25,50,100> --every <24h>]
          [--blockmap <file.blockmap>] ${NOTES_USAGE} [--replace-removed]
                                              --percent / --steps --every: the version's rollout, as \`rollout\` takes it, written
                                              with the file in one manifest change: never offered beyond its first step
                                              a stable version that installations of an earlier one would be offered must
                                              name its reach (--percent 100 for every installation at once), or it is refused;
                                              the first version of a system and a pre-release need none; a further file of a
                                              published version keeps its rollout (another --percent or --steps is refused)
                                              win: --arch ${ARCHITECTURES_OF.win.join("|")}, --kind ${KINDS_OF.win.join("|")}
                                              mac_os: --arch ${ARCHITECTURES_OF.mac_os.join("|")}, --kind ${KINDS_OF.mac_os.join("|")}
                                              the installer (win) or the zip (mac_os) gets a blockmap beside it for differential
                                              updates: --blockmap is the one electron-builder wrote (checked against the file),
                                              else one is made
                                              a pre-release (2.11.0-beta.1) is offered as a beta, never as latest
                                              the stored copy is hashed again: a file that changed while it was read is refused
                                              an upload an interrupted publish left with these very bytes is listed as it is
                                              refused into a store with release files but no manifest.json, however young
                                              (restore it, or run recover); a first publish creates the manifest before it uploads
                                              --replace-removed: publish other bytes for a version removed earlier (installations
                                              that got the old bytes keep them, and are never offered these: prefer a new version)
  list                                        what is published; says how many uploads the manifest does not list
  remove --path <os/version/file>             the manifest remembers its bytes: the version may come back only with them
                                              (and yanked, if it was); a file whose deletion failed is named by verify
                                              as removed, and repair --apply deletes it
  pin --os <os> --version <x.y.z>             make this version "latest" (the page and the update feed, every channel);
                                              a pre-release cannot be pinned
  unpin --os <os>                             "latest" is the highest release again
  yank --os <os> --version <x.y.z> --reason "<text>"
                                              withdraw a bad version everywhere (page, update check, feeds) within one
                                              catalogue refresh; its files answer 410 (on S3, a link handed out before
                                              works until it expires, RELEASE_LINK_TTL_SECONDS at most); nothing is
                                              deleted; the reason is for operators (list, the log), never shown to
                                              visitors; it outlasts \`remove\`: publishing the version again keeps it yanked
  unyank --os <os> --version <x.y.z>          offer a yanked version again, to the share it had when it was yanked
                                              (a yank halts a scheduled rollout; unyank goes on from that step)
  notes --os <os> --version <x.y.z> ${NOTES_USAGE}
                                              set a version's release notes (Markdown); an empty file clears them
  rollout --os <os> --version <x.y.z> --percent <0-100>
                                              offer the version to that share of installations; 100 ends the rollout
  rollout --os <os> --version <x.y.z> --steps <5,25,50,100> --every <24h>
                                              a rollout that advances by itself: the first step now, the next one after
                                              each interval (m, h or d); every server computes the share from the clock
  rollout --os <os> --version <x.y.z> --halt | --resume
                                              stop a scheduled rollout at its current share, or go on from there
  status                                      each channel's version, the share it is offered to, the next step and when
  verify                                      re-hash every file (sha256 and sha512) against the manifest, and
                                              report leftovers: orphans, partial uploads, temporary files, empty folders;
                                              exits 1 for any orphan (an upload the manifest does not list), young or old
  repair [--apply]                            list the leftovers repair would remove; --apply removes them (never a
                                              file the manifest lists, never one younger than ${REPAIR_MIN_AGE_MS / 3_600_000} hours by the store's time)
  migrate                                     write the manifest as schema 2 and add missing sha512s; required once
                                              after upgrading from schema 1, or the update feed offers no old version
  recover [--dry-run]                         rebuild a lost manifest.json from the store's files: system, version and
                                              name from each path, kind and architecture from the name, sizes and hashes
                                              read again, blockmaps matched to their files; every version is held at 0%
                                              until you roll it out again; notes, pins, yanks and removed files are not
                                              recovered (it says what to re-apply); never replaces a manifest;
                                              --dry-run prints the manifest it would write and writes nothing
--file, --blockmap and --notes-* are relative to the folder you run npm in.
The times a command writes (a publish, a rollout's start, halt and resume, a yank, a removal) and the ages
verify and repair measure are the store's (S3's Date header, the folder's file times): a machine whose clock
differs from it by more than ${CLOCK_TOLERANCE_MS / 1000} s is told so, and the store's time is used.
Any command that writes may take --single-publisher: on an S3 store that does not enforce conditional
writes (If-None-Match, If-Match), write anyway because you are sure only one publisher runs at a time.
A command whose manifest write the store answers after its time limit reads the manifest back: finding
its own change there, it says so and exits 0 (run it again only when it exits 1).`;

/** The usage, naming the store this environment points at, so an operator sees where a command would act. */
function usage(env: Record<string, string | undefined>): string {
  let where: string;
  try {
    const config = readReleaseConfig(env);
    where = config.s3
      ? `The store in use is the bucket s3://${config.s3.bucket}/${config.s3.prefix} (RELEASE_STORE=s3, S3_BUCKET, S3_PREFIX${config.s3.endpoint ? `, S3_ENDPOINT=${config.s3.endpoint}` : ""}).`
      : `The store in use is the folder ${path.resolve(config.dir)} (RELEASE_DIR${env.RELEASE_DIR ? "" : ", default var/releases"}).`;
  } catch (error) {
    where = `The store is not configured: ${(error as Error).message}`;
  }
  return `${USAGE}\n${where}`;
}

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

const OPTIONS = {
  os: { type: "string" },
  version: { type: "string" },
  arch: { type: "string" },
  kind: { type: "string" },
  file: { type: "string" },
  blockmap: { type: "string" },
  path: { type: "string" },
  percent: { type: "string" },
  reason: { type: "string" },
  steps: { type: "string" },
  every: { type: "string" },
  halt: { type: "boolean" },
  resume: { type: "boolean" },
  ...NOTES_OPTIONS,
  help: { type: "boolean" },
  "single-publisher": { type: "boolean" },
  apply: { type: "boolean" },
  "replace-removed": { type: "boolean" },
  "dry-run": { type: "boolean" },
} as const;
type Option = keyof typeof OPTIONS;
type Values = Partial<Record<Option, string | boolean>>;

/** A notes file, read with a time limit and a size limit; an empty file means "no notes in this language". */
async function readNotes(file: string | undefined, locale: string): Promise<string | undefined> {
  if (file === undefined) return undefined;
  const info = await withTimeLimit(`Looking at ${file}`, stat(file)).catch(() => null);
  if (!info?.isFile()) throw new RefusalError(`--notes-${locale} ${file} is not a readable file.`);
  if (info.size > NOTES_MAX_CHARS * 4) throw new RefusalError(`--notes-${locale} ${file} is larger than release notes may be (${NOTES_MAX_CHARS} characters).`);
  return withTimeLimit(`Reading ${file}`, readFile(file, "utf8"));
}

async function notesFrom(values: Values): Promise<ReleaseNotes> {
  const notes: ReleaseNotes = {};
  for (const locale of LOCALES) {
    const text = await readNotes(values[`notes-${locale}`] as string | undefined, locale);
    if (text !== undefined) notes[locale] = text;
  }
  return notes;
}

async function manifestOf(store: ReleaseStore): Promise<{ manifest: Manifest; schema1: boolean } | null> {
  const raw = await store.readManifest();
  if (raw === null) return null;
  const loaded = loadManifest(raw);
  return { manifest: loaded.manifest, schema1: loaded.migration !== undefined };
}

function listLines(manifest: Manifest): string[] {
  return (["win", "mac_os"] as const).flatMap((os) =>
    allVersionsOf(manifest, os).flatMap((version) => {
      const entry = versionEntryOf(manifest, os, version);
      const marks = [
        entry?.yanked ? `yanked ${entry.yanked.at}: ${entry.yanked.reason}` : null,
        latestVersionOf(manifest, os) === version ? (manifest.pinned[os] === version ? "latest (pinned)" : "latest") : null,
        isPrerelease(version) ? "beta" : null,
        entry?.rolloutPercent === undefined ? null : `rollout ${entry.rolloutPercent}%`,
        entry?.schedule
          ? `rollout scheduled ${entry.schedule.steps.join(",")}% every ${entry.schedule.everyMinutes} min${entry.schedule.haltedAt ? ", halted" : ""}`
          : null,
        entry?.notes ? `notes ${Object.keys(entry.notes).join("+")}` : null,
      ].filter(Boolean);
      return manifest.files
        .filter((file) => file.os === os && file.version === version)
        .map((file) =>
          [
            file.path,
            `${file.arch} ${file.kind}`,
            englishLabel(os, file.arch, file.kind),
            `${file.size} bytes`,
            `sha256 ${file.sha256}`,
            file.sha512 ? null : "no sha512",
            ...marks,
          ]
            .filter(Boolean)
            .join("\t"),
        );
    }),
  );
}

/** How many release files the store holds that the manifest does not list; 0 when it cannot be listed (list is a reading aid, not a check). */
async function unlistedUploads(store: ReleaseStore, manifest: Manifest, nowMs: number): Promise<number> {
  const objects = await store.listStored?.().catch(() => []);
  return findLeftovers(objects ?? [], manifest, nowMs).filter((leftover) => leftover.kind === "orphan").length;
}

/** Which of rollout's four forms the options ask for; anything else is a usage error. */
function rolloutMode(values: Values): "percent" | "steps" | "halt" | "resume" {
  const given = (["percent", "steps", "halt", "resume"] as const).filter((name) => values[name] !== undefined);
  if (given.length !== 1) throw new UsageError("rollout needs exactly one of --percent, --steps (with --every), --halt or --resume.");
  return checkedMode(values, given[0]!, "rollout");
}

/** publish's reach, in rollout's own forms: none (decided by what is published, decision 067), --percent, or --steps with --every. */
function publishReach(values: Values): "percent" | "steps" | null {
  const given = (["percent", "steps"] as const).filter((name) => values[name] !== undefined);
  if (given.length > 1) throw new UsageError("publish takes one of --percent or --steps (with --every), not both.");
  if (given.length === 0 && values.every !== undefined) throw new UsageError("--every goes with --steps only.");
  return given.length === 0 ? null : checkedMode(values, given[0]!, "publish");
}

function checkedMode<Mode extends "percent" | "steps" | "halt" | "resume">(values: Values, mode: Mode, command: "rollout" | "publish"): Mode {
  if (mode === "steps" && values.every === undefined) throw new UsageError(`${command} --steps needs --every, such as --every 24h.`);
  if (mode !== "steps" && values.every !== undefined) throw new UsageError("--every goes with --steps only.");
  return mode;
}

function rolloutChoiceOf(values: Values, percent: number | undefined): RolloutChoice | undefined {
  if (percent !== undefined) return { percent };
  if (values.steps === undefined) return undefined;
  return { steps: parseSteps(values.steps as string), everyMinutes: parseEvery(values.every as string) };
}

function reachSentence(os: string, version: string, choice: RolloutChoice | undefined, rolloutKept: boolean, every: string | undefined): string {
  if (rolloutKept) return ` ${os} ${version} keeps the rollout it has (\`release status\` shows it).`;
  if (!choice) return "";
  if ("percent" in choice)
    return choice.percent === 100
      ? ` ${os} ${version} is offered to every installation.`
      : ` ${os} ${version} is offered to ${choice.percent}% of installations.`;
  return ` ${os} ${version} is offered to ${choice.steps[0]}% of installations now, and one step more every ${every} up to ${choice.steps.at(-1)}%; \`release status\` shows where it stands.`;
}

/**
 * After a writing command's own sentence when the store answered its manifest write too late but
 * the manifest read back holds the change (server/releases/own-change.ts): it is done, exit 0.
 */
const landedLate = (late: boolean): string =>
  late
    ? " The store's answer to the manifest write came after the time limit, but the manifest read back holds this very change: it is done, so do not run the command again."
    : "";

/** The share an unyanked version is offered to now: the one it had when it was yanked (yank halts a running schedule). */
function unyankedReach(entry: VersionEntry | undefined, nowMs: number): string {
  if (entry?.schedule) {
    const state = scheduleAt(entry.schedule, nowMs);
    const share = `to ${state.share}% of installations as when it was yanked`;
    if (state.halted) return `${share}; its schedule stays halted, as it was before the yank (\`rollout --resume\` goes on)`;
    return `${share}; its schedule goes on from there${state.next ? `, ${state.next.share}% from ${state.next.at.toISOString()}` : ""}`;
  }
  return entry?.rolloutPercent === undefined
    ? "to every installation as when it was yanked"
    : `to ${entry.rolloutPercent}% of installations as when it was yanked`;
}

/** What a command is given to run: its options, the store, where to write, and the time it writes by. */
interface CommandContext {
  values: Values;
  /** --percent, checked to be a whole number from 0 to 100. */
  percent: number | undefined;
  store: ReleaseStore;
  io: Output;
  /** The store's time when the command is `timed` and this machine's differs from it, else this machine's. */
  clock: Clock;
  linkTtlSeconds: number;
}

interface Command {
  required: Option[];
  optional?: Option[];
  /** What the options' presence does not tell, checked before any store is opened: a usage problem is one before anything is read. */
  checkUsage?(values: Values): void;
  /** Writes a time (a rollout's, a yank's, a publish's) or measures an age against one: takes the store's (decision 074). */
  timed: boolean;
  /** The exit code: 0 done, 1 refused or failed. */
  run(context: CommandContext): Promise<number>;
}

const COMMANDS = {
  publish: {
    required: ["os", "version", "arch", "kind", "file"],
    optional: ["percent", "steps", "every", "blockmap", ...NOTES_OPTION_NAMES, "single-publisher", "replace-removed"],
    checkUsage(values) {
      // The schedule is parsed here too, so a bad one is a usage problem before any store is opened.
      if (publishReach(values) === "steps") rolloutChoiceOf(values, undefined);
    },
    timed: true,
    async run({ values, percent, store, io, clock }) {
      const os = values.os as string;
      const version = values.version as string;
      const notes = await notesFrom(values);
      const blockmap = values.blockmap as string | undefined;
      const request = {
        os,
        version,
        arch: values.arch as string,
        kind: values.kind as string,
        file: values.file as string,
        notes,
        ...(blockmap ? { blockmap } : {}),
      };
      const rollout = rolloutChoiceOf(values, percent);
      const {
        file,
        adopted,
        warnings,
        rolloutKept,
        landedLate: late,
      } = await publishFile(store, request, new Date(clock()), {
        replaceRemoved: values["replace-removed"] === true,
        ...(rollout ? { rollout } : {}),
      });
      io.out(
        `Published ${file.path} as ${file.arch} ${file.kind} (${file.size} bytes, sha256 ${file.sha256})${file.blockmap ? `, with its blockmap (${file.blockmap.size} bytes${blockmap ? ", the one given" : ", made from the file"})` : ""}.${adopted ? " An interrupted publish had already uploaded these very bytes; only the manifest entry was missing, and it is written now." : ""}${isPrerelease(file.version) ? " It is a pre-release: offered as a beta, not as latest." : ""}${reachSentence(os, version, rollout, rolloutKept, values.every as string | undefined)}${landedLate(late)}`,
      );
      for (const warning of warnings) io.err(`Warning: ${warning}`);
      return 0;
    },
  },
  list: {
    required: [],
    timed: true,
    async run({ store, io, clock }) {
      const loaded = await manifestOf(store);
      const lines = loaded ? listLines(loaded.manifest) : [];
      io.out(lines.length > 0 ? lines.join("\n") : `No releases in ${store.location}.`);
      const unlisted = loaded ? await unlistedUploads(store, loaded.manifest, clock()) : 0;
      if (unlisted > 0)
        io.err(
          `${unlisted} upload${unlisted === 1 ? " is" : "s are"} in the store but not in the manifest (an interrupted publish, or one still running); \`release verify\` names ${unlisted === 1 ? "it" : "them"}.`,
        );
      if (loaded?.schema1) io.err("The manifest is still schema 1; `release migrate` writes it as schema 2.");
      return 0;
    },
  },
  remove: {
    required: ["path"],
    optional: ["single-publisher"],
    timed: true,
    async run({ values, store, io, clock }) {
      const { landedLate: late } = await remove(store, values.path as string, new Date(clock()));
      io.out(
        `Removed ${values.path}; the manifest remembers its bytes, so its version can come back only with these very bytes (or with --replace-removed).${landedLate(late)}`,
      );
      return 0;
    },
  },
  pin: {
    required: ["os", "version"],
    optional: ["single-publisher"],
    timed: false,
    async run({ values, store, io }) {
      const { landedLate: late } = await pin(store, values.os as string, values.version as string);
      io.out(`Latest for ${values.os} is now pinned to ${values.version}.${landedLate(late)}`);
      return 0;
    },
  },
  unpin: {
    required: ["os"],
    optional: ["single-publisher"],
    timed: false,
    async run({ values, store, io }) {
      const { landedLate: late } = await pin(store, values.os as string, null);
      io.out(`Latest for ${values.os} is the highest release again.${landedLate(late)}`);
      return 0;
    },
  },
  yank: {
    required: ["os", "version", "reason"],
    optional: ["single-publisher"],
    timed: true,
    async run({ values, store, io, clock, linkTtlSeconds }) {
      const { os, version } = values;
      const { landedLate: late } = await yank(store, os as string, version as string, values.reason as string, new Date(clock()));
      io.out(
        `${os} ${version} is yanked: no longer offered on the downloads page, in the update check or in the feeds, and its files answer 410, on every server within one catalogue refresh (RELEASE_REFRESH_SECONDS).${store.kind === "s3" ? ` Links to its files that S3 signed before then keep working until they expire, at most RELEASE_LINK_TTL_SECONDS (${linkTtlSeconds} s) after they were handed out.` : ""} Nothing was deleted; \`release unyank\` undoes it.${landedLate(late)}`,
      );
      return 0;
    },
  },
  unyank: {
    required: ["os", "version"],
    optional: ["single-publisher"],
    timed: true,
    async run({ values, store, io, clock }) {
      const os = values.os as string;
      const version = values.version as string;
      const { manifest, landedLate: late } = await unyank(store, os, version, new Date(clock()));
      io.out(
        `${os} ${version} is offered again with its notes, ${unyankedReach(versionEntryOf(manifest, os as OperatingSystem, version), clock())}.${landedLate(late)}`,
      );
      return 0;
    },
  },
  notes: {
    required: ["os", "version"],
    optional: [...NOTES_OPTION_NAMES, "single-publisher"],
    checkUsage(values) {
      if (NOTES_OPTION_NAMES.every((name) => values[name] === undefined))
        throw new UsageError(`notes needs ${NOTES_OPTION_NAMES.map((name) => `--${name}`).join(", ")}, one or more.`);
    },
    timed: false,
    async run({ values, store, io }) {
      const os = values.os as string;
      const version = values.version as string;
      const notes = await notesFrom(values);
      const { manifest, landedLate: late } = await setNotes(store, os, version, notes);
      const kept = Object.keys(versionEntryOf(manifest, os as OperatingSystem, version)?.notes ?? {});
      io.out(`Release notes of ${os} ${version}: ${kept.length > 0 ? kept.join(" and ") : "none"}.${landedLate(late)}`);
      return 0;
    },
  },
  rollout: {
    required: ["os", "version"],
    optional: ["percent", "steps", "every", "halt", "resume", "single-publisher"],
    checkUsage: (values) => void rolloutMode(values),
    timed: true,
    run: runRollout,
  },
  status: {
    required: [],
    timed: true,
    async run({ store, io, clock }) {
      const loaded = await manifestOf(store);
      const lines = loaded ? statusLines(loaded.manifest, clock()) : [];
      io.out(lines.length > 0 ? lines.join("\n") : `No releases in ${store.location}.`);
      return 0;
    },
  },
  verify: {
    required: [],
    timed: true,
    async run({ store, io, clock }) {
      const loaded = await manifestOf(store);
      if (loaded?.schema1) {
        // Schema 1 has no sha512s, so every file would "fail"; the one thing to do is migrate.
        io.err(
          `The manifest in ${store.location} is still schema 1, which has no sha512s to verify against: run \`release migrate\` first (it checks each file's sha256 and adds its sha512), then \`release verify\`.`,
        );
        return 1;
      }
      const problems = loaded ? await verify(store, loaded.manifest) : [];
      for (const problem of problems) io.err(problem);
      const leftovers = await leftoverReport(store, loaded?.manifest ?? null, clock());
      for (const line of leftovers.lines) io.err(line);
      if (!loaded || loaded.manifest.files.length === 0) io.out(`No releases in ${store.location}; nothing to verify.`);
      else io.out(`${loaded.manifest.files.length - problems.length} of ${loaded.manifest.files.length} files match the manifest (sha256 and sha512).`);
      return problems.length > 0 || leftovers.failing > 0 ? 1 : 0;
    },
  },
  repair: {
    required: [],
    optional: ["apply"],
    timed: true,
    async run({ values, store, io, clock }) {
      const nowMs = clock();
      const apply = values.apply === true;
      const result = await repairStore(store, { apply, nowMs });
      for (const leftover of result.removed) io.out(`${apply ? "Removed" : "Would remove"} ${describeLeftover(leftover, nowMs)}.`);
      for (const { leftover, reason } of result.skipped) io.err(`Kept ${describeLeftover(leftover, nowMs)}: ${reason}.`);
      for (const leftover of result.leftovers.filter((candidate) => !candidate.removable))
        io.err(`Kept ${describeLeftover(leftover, nowMs)}: ${leftover.keptBecause}.`);
      if (result.removed.length === 0) io.out(`Nothing to remove in ${store.location}.`);
      else if (!apply)
        io.out(
          `${result.removed.length} leftover${result.removed.length === 1 ? "" : "s"} to remove; \`release repair --apply\` removes ${result.removed.length === 1 ? "it" : "them"}.`,
        );
      return result.skipped.length > 0 ? 1 : 0;
    },
  },
  migrate: {
    required: [],
    optional: ["single-publisher"],
    timed: false,
    async run({ store, io }) {
      const result = await migrate(store);
      if (!result) {
        io.out(`No manifest in ${store.location}; nothing to migrate.`);
        return 0;
      }
      for (const line of result.unclassified) io.err(`Check ${line}.`);
      for (const problem of result.problems) io.err(problem);
      io.out(
        `Manifest is schema 2 (was ${result.from}); ${result.manifest.files.length} files kept, ${result.hashed.length} given a sha512, ${result.unclassified.length} to check by hand.${landedLate(result.landedLate)}`,
      );
      return result.problems.length > 0 ? 1 : 0;
    },
  },
  recover: {
    required: [],
    optional: ["dry-run", "single-publisher"],
    timed: true,
    run: ({ values, store, io, clock }) => runRecover(store, values["dry-run"] === true, io, clock()),
  },
} satisfies Record<string, Command>;
type CommandName = keyof typeof COMMANDS;

const isCommandName = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

/** rollout's four forms: a share, a schedule, or halting or resuming one. */
async function runRollout({ values, percent, store, io, clock }: CommandContext): Promise<number> {
  const os = values.os as string;
  const version = values.version as string;
  const mode = rolloutMode(values);
  if (mode === "percent") {
    const { landedLate: late } = await rollout(store, os, version, percent!);
    io.out(
      `${percent === 100 ? `${os} ${version} is offered to every installation.` : `${os} ${version} is offered to ${percent}% of installations.`}${landedLate(late)}`,
    );
  } else if (mode === "steps") {
    const steps = parseSteps(values.steps as string);
    const every = parseEvery(values.every as string);
    const { schedule, landedLate: late } = await scheduleRollout(store, os, version, steps, every, new Date(clock()));
    const state = scheduleAt(schedule, clock());
    io.out(
      `${os} ${version} is offered to ${state.share}% of installations now${state.next ? `, ${state.next.share}% from ${state.next.at.toISOString()}` : ""}, and so on every ${values.every} up to ${steps.at(-1)}%; \`release status\` shows where it stands.${landedLate(late)}`,
    );
  } else {
    const { schedule, landedLate: late } = await steerRollout(store, os, version, mode, new Date(clock()));
    const state = scheduleAt(schedule, clock());
    io.out(
      `${
        mode === "halt"
          ? `The rollout of ${os} ${version} is halted at ${state.share}%; \`rollout --resume\` goes on from there.`
          : `The rollout of ${os} ${version} goes on from ${state.share}%${state.next ? `, ${state.next.share}% from ${state.next.at.toISOString()}` : ""}.`
      }${landedLate(late)}`,
    );
  }
  return 0;
}

const isUsageProblem = (error: unknown) =>
  error instanceof UsageError || error instanceof ConfigError || Boolean((error as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS"));

/**
 * Runs one command; returns the exit code (0 done, 1 refused or failed, 2 arguments it cannot
 * parse). `clock` is this machine's (tests skew it or set it); a command that writes or measures a
 * time takes the store's instead when the two disagree (decision 074). `storeClock` stands in for
 * the store's own time, for tests whose store lives on a manual clock too; `lock` shortens a folder
 * store's publish lock waits, for tests that wait on a held lock.
 */
export async function runRelease(
  argv: string[],
  env: Record<string, string | undefined>,
  io: Output,
  clock: Clock = systemClock,
  { storeClock, lock }: { storeClock?: Clock; lock?: FileLockOptions } = {},
): Promise<number> {
  try {
    if (argv.includes("--label"))
      throw new UsageError("--label is gone: say what the file is with --arch and --kind, and the page writes the label in the visitor's language.");
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const [command, ...extra] = positionals;
    if (values.help) {
      io.out(usage(env));
      return 0;
    }
    if (!command || !isCommandName(command)) throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
    if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
    const { required, optional = [], checkUsage, timed, run }: Command = COMMANDS[command];
    const missing = required.filter((name) => values[name] === undefined);
    if (missing.length > 0) throw new UsageError(`${command} needs ${missing.map((name) => `--${name}`).join(", ")}.`);
    const stray = (Object.keys(values) as Option[]).find((name) => name !== "help" && !required.includes(name) && !optional.includes(name));
    if (stray) throw new UsageError(`${command} takes no --${stray}.`);
    checkUsage?.(values);
    const percent = values.percent === undefined ? undefined : /^\d{1,3}$/.test(values.percent) ? Number(values.percent) : Number.NaN;
    if (percent !== undefined && !(percent >= 0 && percent <= 100))
      throw new UsageError(`--percent must be a whole number from 0 to 100 (got "${values.percent}").`);
    // `npm run release` starts the command in the project folder; the operator typed --file and
    // --notes-* in the folder npm was started in, which npm passes on as INIT_CWD (only trusted
    // when npm runs this very script: a shell inside another npm script inherits a stale one).
    // RELEASE_DIR stays relative to the project folder, as it is for the server: one store for both.
    const here = env.npm_lifecycle_event === "release" && env.INIT_CWD ? env.INIT_CWD : process.cwd();
    for (const name of ["file", "blockmap", ...NOTES_OPTION_NAMES] as const)
      if (typeof values[name] === "string") values[name] = path.resolve(here, values[name]);
    const config = readReleaseConfig(env);
    if (config.s3 && values["single-publisher"]) config.s3 = { ...config.s3, singlePublisher: true };
    // The store alone: no command hands out links or serves visitors, so none needs a signer, a
    // circuit breaker or a catalogue.
    const store = openReleaseStore(config, FILES_URL, undefined, { lock });

    try {
      let now = clock;
      if (timed) {
        const storeNow = storeClock ? async () => storeClock() : async () => (await store.now?.()) ?? null;
        const taken = await clockOfStore(storeNow, clock, store.location);
        if (taken.warning) io.err(taken.warning);
        now = taken.clock;
      }
      return await run({ values, percent, store, io, clock: now, linkTtlSeconds: config.linkTtlSeconds });
    } catch (error) {
      // publish says more itself (what it uploaded); every other write here is one of the manifest, whole or not at all.
      if (isFullDisk(error))
        throw new StoreUnavailableError(
          `${command} stopped: ${fullDiskCause(store.location, error)}, so the manifest could not be written; it is as it was. ${freeSpaceAndRun(store.location, "the command")}.`,
        );
      throw error;
    } finally {
      store.close?.();
    }
  } catch (error) {
    const usageProblem = isUsageProblem(error);
    const known =
      usageProblem ||
      error instanceof RefusalError ||
      error instanceof UnlistedUploadError ||
      error instanceof AlreadyPublishedError ||
      error instanceof StoreUnavailableError ||
      error instanceof ManifestError ||
      error instanceof ConditionalWritesUnsupportedError ||
      error instanceof RepairRefusedError;
    // One sentence for a refusal or a failure; the usage only when the command line itself could not be read.
    io.err(usageProblem ? `${(error as Error).message}\n\n${usage(env)}` : known ? (error as Error).message : `Failed: ${(error as Error).message}`);
    return usageProblem ? 2 : 1;
  }
}
