import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBuild } from "../tooling/app/fixture-build";
import { Child } from "../tooling/servers/child";
import { freePort } from "../tooling/servers/free-port";
import { buildReleaseCli, buildServer, RELEASE_CLI_FILE } from "./build-server";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * What `npm run serve` runs in production: `node <build>/server.js`, no tsx
 * (docs/decisions/034-production-runs-compiled-javascript.md). The build folder lies inside the
 * project, as BUILD_DIR must, so the bundle finds node_modules and its own pages.
 */
describe("the compiled server", () => {
  let folder: string;
  let child: Child | undefined;
  let url: string;

  beforeAll(async () => {
    await mkdir(path.join(ROOT, ".builds"), { recursive: true });
    folder = await mkdtemp(path.join(ROOT, ".builds", "compiled-server-test-"));
    await cp(await createFixtureBuild(), folder, { recursive: true });
    const server = await buildServer(folder);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Started from elsewhere, so nothing depends on the current folder but the release store.
    child = Child.start([process.execPath, "--enable-source-maps", server], {
      name: "the compiled server",
      cwd: await mkdtemp(path.join(tmpdir(), "compiled-server-cwd-")),
      env: {
        ...process.env,
        BUILD_DIR: path.relative(ROOT, folder),
        PORT: String(port),
        HOST: "127.0.0.1",
        RELEASE_DIR: await mkdtemp(path.join(tmpdir(), "compiled-server-releases-")),
      },
    });
    await child.answers(`${url}/readyz`, 60_000);
  });

  afterAll(async () => {
    await child?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("is ready", async () => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(200);
  });

  it("serves a pre-rendered page from its own build folder", async () => {
    const response = await fetch(`${url}/prijzen`, { headers: { cookie: "preferredLocale=nl" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("pricing-nl");
    expect(response.headers.get("content-security-policy")).toContain("'sha256-fixture'");
  });

  it("answers the home API from the release store", async () => {
    const response = await fetch(`${url}/api/home/v1/downloads`);
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()).latestVersions)).not.toHaveLength(0);
  });
});

/**
 * The folder docs/deploy.md ships (package.json, build/, node_modules/) holds no scripts/ and no
 * tsx source: the operator's release CLI there is the compiled one.
 */
describe("the compiled release CLI, in the shipped folder alone", () => {
  let shipped: string;
  let releaseDir: string;

  beforeAll(async () => {
    shipped = await mkdtemp(path.join(tmpdir(), "shipped-folder-"));
    await mkdir(path.join(shipped, "build"));
    await cp(path.join(ROOT, "package.json"), path.join(shipped, "package.json"));
    await symlink(path.join(ROOT, "node_modules"), path.join(shipped, "node_modules"));
    await buildReleaseCli(path.join(shipped, "build"));
    releaseDir = await mkdtemp(path.join(tmpdir(), "shipped-folder-releases-"));
  });
  afterAll(async () => {
    if (shipped) await rm(shipped, { recursive: true, force: true });
  });

  const run = (args: string[]) =>
    Child.start([process.execPath, path.join("build", RELEASE_CLI_FILE), ...args], {
      name: "the compiled release CLI",
      cwd: shipped,
      env: { ...process.env, RELEASE_DIR: releaseDir },
    }).succeeds();

  it("says its usage and where the store is", async () => {
    const { stdout } = await run(["--help"]);
    expect(stdout).toContain("Usage: npm run release -- <command>");
    expect(stdout).toContain(releaseDir);
  });

  it("publishes and lists a release", async () => {
    const source = path.join(releaseDir, "..", `shipped-${path.basename(releaseDir)}.exe`);
    await writeFile(source, "an installer's bytes");
    const published = await run(["publish", "--os", "win", "--version", "1.0.0", "--arch", "x64", "--kind", "installer", "--file", source]);
    expect(published.stdout).toContain("Published");
    const { stdout } = await run(["list"]);
    expect(stdout).toContain("1.0.0");
  });
});
