import { mkdtemp } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Child } from "../tooling/servers/child";

/**
 * A fatal line in pino's own shape, as every other line of the log (pino's default keys first:
 * level, time, pid, hostname; then the line's fields and msg), so one parser reads them all.
 */
function expectPinoFatal(stderr: string, pid: number | undefined, fields: Record<string, unknown>) {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0] ?? "");
  expect(Object.keys(line).slice(0, 4)).toEqual(["level", "time", "pid", "hostname"]);
  expect(line).toMatchObject({ level: 60, time: expect.any(Number), pid, hostname: hostname(), msg: expect.any(String), ...fields });
}

/** server.ts through tsx, as `npm run dev` and the replicas start it; each run here must exit by itself. */
const startServer = (env: NodeJS.ProcessEnv) => Child.tsx("server/server.ts", [], { name: "server.ts", env });

afterEach(() => Child.killAll());

// The same refusals as readReleaseConfig's (server/startup.test.ts, server/secret-strength.test.ts), through the real process: how it exits and what it prints.
describe("server.ts in production", () => {
  it.each([
    ["without RELEASE_SIGNING_SECRET", "", "NODE_ENV=production"],
    ["with a guessable RELEASE_SIGNING_SECRET", "changeme-changeme-changeme-12345", "openssl rand -hex 32"],
  ])(
    "exits 1 on a local store %s, with one line that names the variable",
    async (_case, secret, says) => {
      const child = startServer({
        ...process.env,
        NODE_ENV: "production",
        RELEASE_SIGNING_SECRET: secret,
        RELEASE_STORE: "local",
        PORT: "0",
        HOST: "127.0.0.1",
      });
      expect(await child.exited).toBe(1);
      expectPinoFatal(child.stderr, child.pid, { variable: "RELEASE_SIGNING_SECRET", msg: expect.stringContaining(says) });
      // A cold start of server.ts through tsx; the timeout only catches a hang, with room for a loaded machine.
    },
    60_000,
  );

  it("exits 1 without PUBLIC_BASE_URL, with one line that names it", async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      RELEASE_SIGNING_SECRET: "9f2c4e7a1b3d5f60a8c2e4f61b3d5a7c9e0f2a4c6e8b1d3f5a7c9e0b2d4f6a81",
      RELEASE_STORE: "local",
      PORT: "0",
      HOST: "127.0.0.1",
    };
    delete env.PUBLIC_BASE_URL;
    const child = startServer(env);
    expect(await child.exited).toBe(1);
    expectPinoFatal(child.stderr, child.pid, { variable: "PUBLIC_BASE_URL", msg: expect.stringContaining("NODE_ENV=production") });
  }, 60_000);

  // The deploy guide once said TRUST_PROXY=true: any client that reached a replica directly chose its IP (decision 047).
  it("exits 1 with TRUST_PROXY=true, with one line that names it and says what to set instead", async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      PUBLIC_BASE_URL: "https://www.bestelwijs.example",
      RELEASE_SIGNING_SECRET: "9f2c4e7a1b3d5f60a8c2e4f61b3d5a7c9e0f2a4c6e8b1d3f5a7c9e0b2d4f6a81",
      RELEASE_STORE: "local",
      TRUST_PROXY: "true",
      PORT: "0",
      HOST: "127.0.0.1",
    };
    const child = startServer(env);
    expect(await child.exited).toBe(1);
    expectPinoFatal(child.stderr, child.pid, { variable: "TRUST_PROXY", msg: expect.stringContaining("e.g. TRUST_PROXY=10.0.1.5") });
  }, 60_000);
});

describe("server.ts when the start fails after its configuration was read", () => {
  it("exits 1 with pino's fatal line, the error under err with its type, message and stack", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "bestelwijs-failed-start-"));
    const missingBuild = path.join(folder, "no-build");
    const env = { ...process.env, NODE_ENV: "development", BUILD_DIR: missingBuild, RELEASE_DIR: path.join(folder, "releases"), PORT: "0", HOST: "127.0.0.1" };
    const child = startServer(env);
    expect(await child.exited).toBe(1);
    expectPinoFatal(child.stderr, child.pid, {
      msg: "server failed to start",
      err: expect.objectContaining({
        type: "Error",
        message: expect.stringContaining(missingBuild),
        stack: expect.stringMatching(/^Error: ENOENT[^\n]*\n\s+at /),
      }),
    });
  }, 60_000);
});
