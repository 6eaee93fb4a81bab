import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { publish } from "./publish";
import type { ReleaseStore } from "./store";

/** Clearly fake releases, so a fresh checkout shows a working downloads page. */
const SAMPLES = [
  { os: "win", version: "2.3.1", label: "Installer (64-bit)", name: "bestelwijs-2.3.1-x64-sample.exe" },
  { os: "win", version: "2.4.0", label: "Installer (64-bit)", name: "bestelwijs-2.4.0-x64-sample.exe" },
  { os: "win", version: "2.4.0", label: "Installer (32-bit)", name: "bestelwijs-2.4.0-x86-sample.exe" },
  { os: "win", version: "2.10.0", label: "Installer (64-bit)", name: "bestelwijs-2.10.0-x64-sample.exe" },
  { os: "mac_os", version: "2.9.2", label: "Disk image (Apple silicon and Intel)", name: "bestelwijs-2.9.2-sample.dmg" },
  { os: "mac_os", version: "2.10.0", label: "Disk image (Apple silicon and Intel)", name: "bestelwijs-2.10.0-sample.dmg" },
] as const;

/** Publishes the samples through the operators' own publish path, only into a store without a manifest. */
export async function ensureSampleReleases(store: ReleaseStore): Promise<boolean> {
  if ((await store.readManifest()) !== null) return false;
  const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-samples-"));
  try {
    for (const sample of SAMPLES) {
      const file = path.join(scratch, sample.name);
      await writeFile(file, `SAMPLE FILE, NOT A PROGRAM: ${sample.name}\nBestelwijs ${sample.version} for ${sample.os}, "${sample.label}": replace it with a real release (see README, "Releases").\n`);
      await publish(store, { os: sample.os, version: sample.version, label: sample.label, file });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return true;
}
