import { parseArgs } from "node:util";
import { ConfigError } from "../../config/site-config";
import { readReleaseConfig } from "../../server/config";
import { type Manifest, validateManifest, versionsOf } from "../../server/releases/manifest";
import { UsageError, pin, publish, remove, verify } from "../../server/releases/publish";
import { createReleases } from "../../server/releases/setup";
import type { ReleaseStore } from "../../server/releases/store";

export const USAGE = `Usage: npm run release -- <command> [options]
  publish --os <mac_os|win> --version <x.y.z> --label <text> --file <path>
  list
  remove --path <os/version/file>
  pin --os <mac_os|win> --version <x.y.z>     make this version "latest"
  unpin --os <mac_os|win>                     "latest" is the highest version again
  verify                                      re-hash every file against the manifest
The store is RELEASE_DIR (default var/releases).`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

const OPTIONS = { os: { type: "string" }, version: { type: "string" }, label: { type: "string" }, file: { type: "string" }, path: { type: "string" }, help: { type: "boolean" } } as const;
const REQUIRED: Record<string, (keyof typeof OPTIONS)[]> = { publish: ["os", "version", "label", "file"], list: [], remove: ["path"], pin: ["os", "version"], unpin: ["os"], verify: [] };

async function manifestOf(store: ReleaseStore): Promise<Manifest> {
  const raw = await store.readManifest();
  if (raw === null) throw new UsageError(`There is no manifest in ${store.location} yet; publish a release first.`);
  return validateManifest(raw);
}

function listLines(manifest: Manifest): string[] {
  return (["win", "mac_os"] as const).flatMap((os) =>
    versionsOf(manifest, os).flatMap((version) =>
      manifest.files.filter((file) => file.os === os && file.version === version).map((file) => `${file.path}\t${file.label}\t${file.size} bytes\tsha256 ${file.sha256}${manifest.pinned[os] === version ? "\t(pinned latest)" : ""}`),
    ),
  );
}

/** Runs one command; returns the exit code (0 done, 1 refused or failed, 2 bad arguments). */
export async function runRelease(argv: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const [command, ...extra] = positionals;
    if (values.help) return io.out(USAGE), 0;
    if (!command || !(command in REQUIRED)) throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
    if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
    const missing = REQUIRED[command]!.filter((name) => values[name] === undefined);
    if (missing.length > 0) throw new UsageError(`${command} needs ${missing.map((name) => `--${name}`).join(", ")}.`);
    const { store } = createReleases(readReleaseConfig(env), "/api/home/v1/files");

    if (command === "publish") {
      const file = await publish(store, { os: values.os!, version: values.version!, label: values.label!, file: values.file! });
      io.out(`Published ${file.path} (${file.size} bytes, sha256 ${file.sha256}).`);
    } else if (command === "list") {
      const lines = listLines(await manifestOf(store));
      io.out(lines.length > 0 ? lines.join("\n") : "No releases.");
    } else if (command === "remove") {
      await remove(store, values.path!);
      io.out(`Removed ${values.path}.`);
    } else if (command === "pin" || command === "unpin") {
      await pin(store, values.os!, command === "pin" ? values.version! : null);
      io.out(command === "pin" ? `Latest for ${values.os} is now pinned to ${values.version}.` : `Latest for ${values.os} is the highest version again.`);
    } else {
      const manifest = await manifestOf(store);
      const problems = await verify(store, manifest);
      for (const problem of problems) io.err(problem);
      io.out(`${manifest.files.length - problems.length} of ${manifest.files.length} files match the manifest.`);
      return problems.length > 0 ? 1 : 0;
    }
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError || error instanceof ConfigError || (error as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS");
    io.err(`${(error as Error).message}${usage ? `\n\n${USAGE}` : ""}`);
    return usage ? 2 : 1;
  }
}
