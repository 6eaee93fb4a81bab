import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildDir } from "../../../config/build-dir";
import type { Releases } from "../../../server/releases/setup";
import { buildTestApp } from "../../../tooling/app/test-app";
import { createSampleReleases } from "../../../tooling/releases/sample-releases";

/**
 * The built site as the server serves it, answering through app.inject(): no socket. The same
 * app and sample releases the browser tests' global setup starts (tests/e2e/support/global-setup.ts).
 * `releases` replaces the samples with a store of the test's own.
 */
export function useBuiltApp(releases?: () => Promise<{ releases: Releases; remove: () => Promise<void> }>): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  let remove: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const store = await (releases ?? createSampleReleases)();
    remove = store.remove;
    app = await buildTestApp({ buildDir: buildDir(), releases: store.releases });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await remove?.();
  });
  return () => {
    if (!app) throw new Error("useBuiltApp(): the app is not ready yet");
    return app;
  };
}
