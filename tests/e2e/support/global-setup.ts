import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildDir } from "../../../config/build-dir";
import { API_PREFIX } from "../../../server/api";
import { buildApp } from "../../../server/app";
import { ensureSampleReleases } from "../../../server/releases/samples";
import { createReleases } from "../../../server/releases/setup";
import { CHROMIUM_ARGS, findChromium } from "./find-browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}

/** One built server and one browser for the whole run; each test file opens its own contexts. */
export default async function setup(project: TestProject) {
  // A release store of its own, filled with the samples through the publish code path.
  const releaseDir = await mkdtemp(path.join(tmpdir(), "bestelwijs-e2e-releases-"));
  const releases = createReleases(
    { dir: releaseDir, linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute: 10_000, samples: true },
    `${API_PREFIX}/files`,
  );
  await ensureSampleReleases(releases.store);
  const app = await buildApp({ buildDir: buildDir(), releases });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launchServer({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });

  project.provide("baseUrl", address);
  project.provide("browserWsEndpoint", browser.wsEndpoint());

  return async () => {
    await browser.close();
    await app.close();
    await rm(releaseDir, { recursive: true, force: true });
  };
}
