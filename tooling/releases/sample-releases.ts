import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureSampleReleases } from "../../server/releases/samples";
import { createReleases, type Releases } from "../../server/releases/setup";
import { FILES_URL } from "../../shared/home-api";

/**
 * A local release store in a temporary folder, filled with the samples through the publish
 * code path: what the browser tests and the Lighthouse bench serve, so /downloads shows its
 * real list rather than its error state.
 */
export async function createSampleReleases(): Promise<{ releases: Releases; dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-sample-releases-"));
  const releases = createReleases({ dir, linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute: 10_000, samples: true }, FILES_URL);
  await ensureSampleReleases(releases.store);
  return { releases, dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
