import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { snapshotEnvironment } from "../../tests/support/environment-snapshot";
import { createFixtureBuild } from "../../tooling/app/fixture-build";
import { buildTestApp } from "../../tooling/app/test-app";
import type { PagesManifest } from "../pages-manifest";

/** The fixture build, with or without a container id recorded in its manifest by prerender. */
async function appFor(tagManagerId: string | undefined) {
  const buildDir = await createFixtureBuild();
  const manifestFile = path.join(buildDir, "pages", "manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as PagesManifest;
  await writeFile(manifestFile, JSON.stringify({ ...manifest, tagManagerId }));
  return buildTestApp({ buildDir });
}

describe("the page CSP follows the build, not the server's env", () => {
  it.each([
    ["GTM-T3ST000", true],
    [undefined, false],
  ] as const)("a build with tagManagerId %s allows the tag manager: %s", async (tagManagerId, allowed) => {
    const restoreEnvironment = snapshotEnvironment();
    // The opposite of the build, to show the server ignores it.
    process.env.TAG_MANAGER_ID = tagManagerId ? "" : "GTM-OTHER00";
    const app = await appFor(tagManagerId);
    try {
      const page = String((await app.inject({ url: "/?lang=en" })).headers["content-security-policy"]);
      expect(page.includes("https://*.googletagmanager.com")).toBe(allowed);
      // Where the browser needs it: the loader's script, and the frame of its <noscript> part.
      const scriptSrc = page.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc.includes("https://*.googletagmanager.com")).toBe(allowed);
      expect(page.includes("frame-src https://www.googletagmanager.com")).toBe(allowed);
      expect(page).toContain("'sha256-fixture'");
      expect(page).not.toContain("unsafe-inline");
      // Assets and API answers never load the tag manager, so their policy stays the base one.
      const asset = String((await app.inject({ url: "/favicon.svg" })).headers["content-security-policy"]);
      expect(asset).not.toMatch(/google/);
    } finally {
      await app.close();
      restoreEnvironment();
    }
  });
});
