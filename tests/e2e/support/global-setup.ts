import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildDir } from "../../../config/build-dir";
import { buildApp } from "../../../server/app";
import { createSampleReleases } from "../../../server/test-support/sample-releases";
import { CHROMIUM_ARGS, findChromium } from "./find-browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}

/** One built server and one browser for the whole run; each test file opens its own contexts. */
export default async function setup(project: TestProject) {
  const { releases, remove } = await createSampleReleases();
  const app = await buildApp({ buildDir: buildDir(), releases });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launchServer({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });

  project.provide("baseUrl", address);
  project.provide("browserWsEndpoint", browser.wsEndpoint());

  return async () => {
    await browser.close();
    await app.close();
    await remove();
  };
}
