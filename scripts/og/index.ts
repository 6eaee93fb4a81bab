/**
 * Writes one 1200×630 share image per page and locale into build/client/og, where the
 * static-assets plugin serves it and the pages' og:image tags point (docs/decisions/011).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildDir } from "../../config/build-dir";
import { readSiteConfig } from "../../config/site-config";
import { shareImageJobs } from "./jobs";
import { createCardRenderer } from "./render";

const started = performance.now();
const clientDir = path.join(buildDir(), "client");
const [jobs, render] = await Promise.all([shareImageJobs(), createCardRenderer(readSiteConfig(process.env).brandName)]);
await rm(path.join(clientDir, "og"), { recursive: true, force: true });
for (const job of jobs) {
  const file = path.join(clientDir, job.urlPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await render(job.headline));
}
console.log(
  `Made ${jobs.length} share images in ${Math.round(performance.now() - started)} ms into ${path.relative(process.cwd(), path.join(clientDir, "og"))}`,
);
