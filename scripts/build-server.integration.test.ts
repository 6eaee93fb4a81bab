import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBuild } from "../tooling/app/fixture-build";
import { freePort, HelperExited, onOutput, waitFor } from "../tooling/servers/free-port";
import { buildServer } from "./build-server";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * What `npm run serve` runs in production: `node <build>/server.js`, no tsx
 * (docs/decisions/034-production-runs-compiled-javascript.md). The build folder lies inside the
 * project, as BUILD_DIR must, so the bundle finds node_modules and its own pages.
 */
describe("the compiled server", () => {
  let folder: string;
  let child: ChildProcess | undefined;
  let output = "";
  let url: string;

  beforeAll(async () => {
    await mkdir(path.join(ROOT, ".builds"), { recursive: true });
    folder = await mkdtemp(path.join(ROOT, ".builds", "compiled-server-test-"));
    await cp(await createFixtureBuild(), folder, { recursive: true });
    const server = await buildServer(folder);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Started from elsewhere, so nothing depends on the current folder but the release store.
    child = spawn(process.execPath, ["--enable-source-maps", server], {
      cwd: await mkdtemp(path.join(tmpdir(), "compiled-server-cwd-")),
      env: {
        ...process.env,
        BUILD_DIR: path.relative(ROOT, folder),
        PORT: String(port),
        HOST: "127.0.0.1",
        RELEASE_DIR: await mkdtemp(path.join(tmpdir(), "compiled-server-releases-")),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const running = child;
    let exited = false;
    running.once("exit", () => void (exited = true));
    const keep = (chunk: Buffer) => void (output += chunk.toString());
    running.stdout?.on("data", keep);
    running.stderr?.on("data", keep);
    await waitFor(
      "the compiled server",
      async () => {
        if (exited) throw new HelperExited(`the compiled server exited:\n${output.slice(-3000)}`);
        return (await fetch(`${url}/readyz`)).ok;
      },
      60_000,
      () => output,
      onOutput(running.stdout, running.stderr),
    );
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
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
