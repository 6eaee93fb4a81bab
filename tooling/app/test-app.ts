import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../../server/app";
import type { Clock } from "../../server/clock";
import { ensureSampleReleases } from "../../server/releases/samples";
import { createReleases, type Releases } from "../../server/releases/setup";
import { FILES_URL } from "../../shared/home-api";
import { createFixtureBuild } from "./fixture-build";
import { manualClock } from "./manual-clock";

export interface TestApp {
  app: FastifyInstance;
  releases: Releases;
  dir: string;
}

/**
 * The app as a test starts it: on the fixture build, or on `buildDir` when the test serves the
 * real build (config/build-dir.ts) or a fixture it changed, and with only the parts the test
 * passes (no release store unless `releases`). Not ready yet, so a test may add a hook or a route
 * first; the first inject() or listen() makes it ready. For the usual app with a sample store, use
 * createTestApp().
 */
export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({ ...options, buildDir: options.buildDir ?? (await createFixtureBuild()) });
}

/**
 * A fixture build plus a local release store in a temporary folder, holding the samples. Its
 * clock stands still unless the test passes one it moves: no answer depends on how fast the test runs.
 */
export async function createTestApp(
  overrides: { linksPerMinute?: number; updateChecksPerMinute?: number; updateRangesPerMinute?: number; samples?: boolean; clock?: Clock } & Pick<
    AppOptions,
    "metrics" | "backPressure" | "logger" | "trustProxy"
  > = {},
): Promise<TestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-releases-"));
  const releases = createReleases(
    {
      dir,
      signingSecret: "test-secret-that-is-at-least-32-characters",
      linkTtlSeconds: 300,
      refreshSeconds: 30,
      linksPerMinute: overrides.linksPerMinute ?? 1000,
      ...(overrides.updateChecksPerMinute === undefined ? {} : { updateChecksPerMinute: overrides.updateChecksPerMinute }),
      ...(overrides.updateRangesPerMinute === undefined ? {} : { updateRangesPerMinute: overrides.updateRangesPerMinute }),
      samples: true,
    },
    FILES_URL,
    { clock: overrides.clock ?? manualClock() },
  );
  if (overrides.samples !== false) await ensureSampleReleases(releases.store);
  const { metrics, backPressure, logger, trustProxy } = overrides;
  const app = await buildTestApp({ releases, metrics, backPressure, logger, trustProxy });
  await app.ready();
  return { app, releases, dir };
}
