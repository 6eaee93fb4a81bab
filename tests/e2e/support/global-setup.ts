import type { TestProject } from "vitest/node";
import { buildDir } from "../../../config/build-dir";
import { buildTestApp } from "../../../tooling/app/test-app";
import { createSampleReleases } from "../../../tooling/releases/sample-releases";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One built server for the whole run. The browser is not started here: each worker launches its
 * own (./worker-browser.ts), so no DevTools message is relayed through this process, which also
 * answers every page request (decision 052).
 */
export default async function setup(project: TestProject) {
  const { releases, remove } = await createSampleReleases();
  const app = await buildTestApp({ buildDir: buildDir(), releases });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  project.provide("baseUrl", address);

  return async () => {
    await app.close();
    await remove();
  };
}
