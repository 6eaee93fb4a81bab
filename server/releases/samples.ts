import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ReleaseNotes } from "../../shared/downloads-api";
import type { Architecture, PublishableKind } from "../../shared/release-files";
import { type Manifest, ManifestError, releasePath, validateManifest } from "./manifest";
import { publish } from "./publish";
import { AlreadyPublishedError, type ReleaseStore } from "./store";

export interface Sample {
  os: "win" | "mac_os";
  version: string;
  arch: Architecture;
  kind: PublishableKind;
  name: string;
  notes?: ReleaseNotes;
}

const NOTES_2_10: ReleaseNotes = {
  nl: "Voorbeeldnotities: dit is **geen echte release**.\n\n- Bestellingen verschijnen sneller op het scherm\n- Bonnen printen ook zonder internet\n\nZie [de handleiding](https://example.com/handleiding).",
  en: "Sample notes: this is **not a real release**.\n\n- Orders show up on screen faster\n- Receipts print without an internet connection\n\nSee [the manual](https://example.com/manual).",
  fr: "Notes d’exemple : ceci n’est **pas une vraie version**.\n\n- Les commandes s’affichent plus vite à l’écran\n- Les tickets s’impriment aussi sans connexion internet\n\nVoir [le manuel](https://example.com/manuel).",
};

/** Clearly fake releases, so a fresh checkout shows a working downloads page: several files per version, notes and a beta. */
const SAMPLES: readonly Sample[] = [
  { os: "win", version: "2.3.1", arch: "x64", kind: "installer", name: "bestelwijs-2.3.1-x64-sample.exe" },
  { os: "win", version: "2.4.0", arch: "x64", kind: "installer", name: "bestelwijs-2.4.0-x64-sample.exe" },
  { os: "win", version: "2.4.0", arch: "x86", kind: "installer", name: "bestelwijs-2.4.0-x86-sample.exe" },
  { os: "win", version: "2.10.0", arch: "x64", kind: "installer", name: "bestelwijs-2.10.0-x64-sample.exe", notes: NOTES_2_10 },
  { os: "mac_os", version: "2.9.2", arch: "universal", kind: "dmg", name: "bestelwijs-2.9.2-sample.dmg" },
  { os: "mac_os", version: "2.10.0", arch: "universal", kind: "dmg", name: "bestelwijs-2.10.0-sample.dmg", notes: NOTES_2_10 },
  {
    os: "win",
    version: "2.11.0-beta.1",
    arch: "x64",
    kind: "installer",
    name: "bestelwijs-2.11.0-beta.1-x64-sample.exe",
    notes: {
      nl: "Voorbeeld van een *bèta*: alleen voor wie wil testen.",
      en: "A sample *beta*: only for those who want to test.",
      fr: "Exemple de *bêta* : uniquement pour qui veut la tester.",
    },
  },
];

/** The samples' paths in the store, as a manifest lists them. */
const SAMPLE_PATHS: ReadonlySet<string> = new Set(SAMPLES.map((sample) => releasePath(sample.os, sample.version, sample.name)));

/**
 * What the samples are still to be published into: a store with no manifest, or with one that
 * lists samples and nothing else (another process is filling it at this moment, or stopped
 * part-way). An operator's store lists a real release or a removal and is never touched, nor is
 * one whose manifest does not read (the catalogue reports that).
 */
async function sampleManifest(store: ReleaseStore): Promise<{ listed: ReadonlySet<string> } | null> {
  const raw = await store.readManifest();
  if (raw === null) return { listed: new Set() };
  let manifest: Manifest;
  try {
    manifest = validateManifest(raw);
  } catch (error) {
    if (error instanceof ManifestError) return null;
    throw error;
  }
  const onlySamples = (manifest.removed ?? []).length === 0 && manifest.files.every((file) => SAMPLE_PATHS.has(file.path));
  return onlySamples ? { listed: new Set(manifest.files.map((file) => file.path)) } : null;
}

/**
 * Publishes the samples through the operators' own publish path into a store that has no manifest
 * or only samples, and returns whether this process published any. Replicas that start together
 * each publish what is not listed yet, so every one of them starts with all the samples, not with
 * the few a faster one had published (until its next refresh); a sample someone else published
 * first is skipped, never a reason to stop.
 */
export async function ensureSampleReleases(store: ReleaseStore, samples: readonly Sample[] = SAMPLES): Promise<boolean> {
  const state = await sampleManifest(store);
  if (state === null) return false;
  const missing = samples.filter((sample) => !state.listed.has(releasePath(sample.os, sample.version, sample.name)));
  if (missing.length === 0) return false;
  let published = 0;
  const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-samples-"));
  try {
    for (const sample of missing) {
      const file = path.join(scratch, sample.name);
      await writeFile(
        file,
        `SAMPLE FILE, NOT A PROGRAM: ${sample.name}\nBestelwijs ${sample.version} for ${sample.os} (${sample.arch} ${sample.kind}): replace it with a real release (see docs/releases.md).\n`,
      );
      try {
        // Samples are not a fleet to stage: every sample version is offered to every installation.
        await publish(store, { os: sample.os, version: sample.version, arch: sample.arch, kind: sample.kind, file, notes: sample.notes }, new Date(), {
          rollout: { percent: 100 },
        });
        published++;
      } catch (error) {
        // Another replica starting at the same moment published this one first: that is the goal.
        if (!(error instanceof AlreadyPublishedError)) throw error;
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return published > 0;
}

/** The samples, for tests that stand for a process stopped part-way through publishing them. */
export const SAMPLE_RELEASES: readonly Sample[] = SAMPLES;
