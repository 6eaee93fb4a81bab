import { planRecovery, recoverManifest, recoveryRemarks } from "../../server/releases/recover";
import type { ReleaseStore } from "../../server/releases/store";

/** The CLI's output (cli.ts's Output, named here too so that neither file imports the other both ways). */
interface Output {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `release recover [--dry-run]`: rebuilds a lost manifest.json from the store's files
 * (server/releases/recover.ts). With --dry-run the manifest it would write goes to stdout, alone,
 * so it can be read or piped; what was not recovered goes to stderr either way.
 */
export async function runRecover(store: ReleaseStore, dryRun: boolean, io: Output, nowMs: number): Promise<number> {
  const recovery = dryRun ? await planRecovery(store, nowMs) : await recoverManifest(store, nowMs);
  const { files, versions } = recovery.manifest;
  if (files.length === 0) {
    for (const line of recovery.leftOut) io.err(`Not listed: ${line}.`);
    io.out(
      `Nothing to recover: ${store.location} holds no release files${recovery.leftOut.length > 0 ? " (only what is named above)" : ""}, so no manifest was written; the first publish starts one.`,
    );
    return 0;
  }
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  const summary = `${plural(files.length, "file")} of ${plural(versions.length, "version")}${recovery.blockmaps > 0 ? `, ${plural(recovery.blockmaps, "blockmap")} matched to their files` : ""}, sizes, sha256 and sha512 read from the stored bytes`;
  if (dryRun) {
    io.out(JSON.stringify(recovery.manifest, null, 2));
    io.err(`Would write this manifest.json to ${store.location}: ${summary}. Nothing was written; \`release recover\` without --dry-run writes it.`);
  } else io.out(`Recovered manifest.json in ${store.location}: ${summary}.`);
  for (const remark of recoveryRemarks(recovery)) io.err(remark);
  return 0;
}
