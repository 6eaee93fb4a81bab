import type { LaunchedChrome } from "chrome-launcher";
import { buildDir } from "../../config/build-dir";
import { buildApp } from "../../server/app";
import { createSampleReleases } from "../../tooling/releases/sample-releases";
import { launchChrome } from "./lighthouse";

/** The probes' shared setup: the current build with sample releases on a free port, and Chrome. */
export async function withProbedSite(work: (origin: string, chrome: LaunchedChrome) => Promise<void>): Promise<void> {
  const samples = await createSampleReleases();
  const app = await buildApp({ buildDir: buildDir(), releases: samples.releases, logger: false });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const chrome = await launchChrome();
  try {
    await work(origin, chrome);
  } finally {
    chrome.kill();
    await app.close();
    await samples.remove();
  }
}
