import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Agent, get, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../shared/home-api";
import { createFixtureBuild } from "../tooling/app/fixture-build";
import { Child } from "../tooling/servers/child";
import { freePort } from "../tooling/servers/free-port";
import { publish } from "./releases/publish";
import { createReleases } from "./releases/setup";

/*
 * Before decision 047, SIGTERM cut a 50 MB download at 2 MB/s after 32 MB; the process logged
 * "shutdown took too long; exiting", exited 1, and the cut download had no log line. Here a real
 * server process serves a large file from the local store to a client that reads it slowly.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
/** tsx compiling server.ts on two loaded cores: a hang detector, not a speed check. */
const START_LIMIT_MS = 90_000;
/**
 * Larger than loopback's socket buffers on both sides (about 10 MB here) several times over, so
 * the server is still writing long after SIGTERM: at READ_BYTES_PER_SECOND, some 20 s.
 */
const FILE_SIZE = 48 * 1024 * 1024;
/** The pace of a slow line (the report's 2 MB/s), so the download outlasts the old 10 s grace. */
const READ_BYTES_PER_SECOND = 2 * 1024 * 1024;
const READ_TICK_MS = 100;
const SECRET = "0d9b6c3a7e1f4a2c8b5d0e7f3a9c1b6d4e8f2a7c5b0d3e9f1a6c4b8d2e7f0a5c";

let buildDir = "";
let releaseDir = "";
let fileKey = "";
let fileSha256 = "";
/** Builds with a compiled server, inside the project as BUILD_DIR must be: removed after the run. */
const compiledBuilds: string[] = [];
afterAll(async () => {
  await Promise.all(compiledBuilds.map((folder) => rm(folder, { recursive: true, force: true })));
});

beforeAll(async () => {
  [buildDir, releaseDir] = await Promise.all([createFixtureBuild(), mkdtemp(path.join(tmpdir(), "bestelwijs-shutdown-releases-"))]);
  const source = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-shutdown-source-")), "bestelwijs-3.0.0-x64.exe");
  const bytes = randomBytes(FILE_SIZE);
  fileSha256 = createHash("sha256").update(bytes).digest("hex");
  await writeFile(source, bytes);
  const { store } = createReleases(
    { dir: releaseDir, signingSecret: SECRET, linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute: 100, samples: false },
    FILES_URL,
  );
  fileKey = (await publish(store, { os: "win", version: "3.0.0", arch: "x64", kind: "installer", file: source }, undefined, { rollout: { percent: 100 } }))
    .path;
}, 120_000);

/** A real server.ts process on 127.0.0.1 serving the store above. */
class ServerProcess {
  private constructor(
    readonly child: Child,
    readonly port: number,
  ) {}

  get output(): string {
    return this.child.output;
  }

  get exited(): Promise<number | null> {
    return this.child.exited;
  }

  /**
   * `command` is what starts the server: by default server.ts through tsx; the guide's way is
   * `npm run serve` on a compiled build (startAsTheGuideRunsIt).
   */
  static async start(env: Record<string, string>, command: string[] = [process.execPath, "--import", "tsx", "server/server.ts"]): Promise<ServerProcess> {
    const port = await freePort();
    const child = Child.start(command, {
      name: "server.ts",
      env: {
        ...process.env,
        NODE_ENV: "development",
        BUILD_DIR: buildDir,
        RELEASE_DIR: releaseDir,
        RELEASE_SAMPLES: "false",
        RELEASE_SIGNING_SECRET: SECRET,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        ...env,
      },
    });
    const server = new ServerProcess(child, port);
    await child.answers(`${server.url}/readyz`, START_LIMIT_MS);
    return server;
  }

  /**
   * As docs/deploy.md runs a replica in a container: `npm run serve` as the PID namespace's
   * process 1 (`unshare -pf`, as a container runtime starts it; `--kill-child`, so a test that kills
   * unshare ends the namespace with it), on a build with the compiled
   * server, as `npm run build` leaves it. `child` is unshare; `processOne` is npm inside.
   */
  static async startAsTheGuideRunsIt(env: Record<string, string>): Promise<ServerProcess> {
    await mkdir(path.join(ROOT, ".builds"), { recursive: true });
    const compiled = await mkdtemp(path.join(ROOT, ".builds", "shutdown-test-"));
    compiledBuilds.push(compiled);
    await cp(buildDir, compiled, { recursive: true });
    // The build's last step, as `npm run build` runs it (server/ imports nothing from scripts/).
    await Child.tsx("scripts/build-server.ts", [], {
      name: "scripts/build-server.ts",
      env: { ...process.env, BUILD_DIR: path.relative(ROOT, compiled) },
    }).succeeds();
    return ServerProcess.start({ BUILD_DIR: path.relative(ROOT, compiled), ...env }, [
      "unshare",
      "--pid",
      "--fork",
      "--kill-child",
      "--mount-proc",
      "npm",
      "run",
      "serve",
    ]);
  }

  /** The first process inside the namespace unshare made (npm): what `docker stop` signals. */
  processOne(): number {
    const children = readFileSync(`/proc/${this.child.pid}/task/${this.child.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    if (children.length !== 1) throw new Error(`unshare should have one child, the namespace's process 1; it has ${children.length}`);
    return Number(children[0]);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  logLines(): Array<Record<string, unknown>> {
    return this.child.logLines();
  }

  /** Resolves once a log line matches: the process's own word that it reached a state. */
  logged(what: string, match: (line: Record<string, unknown>) => boolean): Promise<void> {
    return this.child.logged(what, match, START_LIMIT_MS);
  }

  async downloadLink(): Promise<string> {
    const answer = await fetch(`${this.url}${DOWNLOADS_URL}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: fileKey }),
    });
    if (answer.status !== 200) throw new Error(`the download link answered ${answer.status}: ${await answer.text()}`);
    const { url } = (await answer.json()) as { url: string };
    return new URL(url, this.url).toString();
  }
}

/**
 * A download read at a bounded pace (a slow line), on a kept-alive connection as browsers and
 * download managers use. `paused` stops reading altogether: a client that never finishes.
 */
class SlowDownload {
  received = 0;
  paused = false;
  readonly finished: Promise<{ status: number; bytes: number; sha256: string; complete: boolean }>;
  readonly agent = new Agent({ keepAlive: true });
  private response: IncomingMessage | null = null;
  private readonly waiters: Array<() => void> = [];

  constructor(url: string) {
    const hash = createHash("sha256");
    this.finished = new Promise((resolve, reject) => {
      get(url, { agent: this.agent }, (response) => {
        this.response = response;
        let budget = (READ_BYTES_PER_SECOND * READ_TICK_MS) / 1000;
        const refill = setInterval(() => {
          budget = (READ_BYTES_PER_SECOND * READ_TICK_MS) / 1000;
          if (!this.paused) response.resume();
        }, READ_TICK_MS);
        response.on("data", (chunk: Buffer) => {
          hash.update(chunk);
          this.received += chunk.length;
          budget -= chunk.length;
          if (budget <= 0 || this.paused) response.pause();
          for (const wake of this.waiters.splice(0)) wake();
        });
        const settle = () => {
          clearInterval(refill);
          resolve({ status: response.statusCode ?? 0, bytes: this.received, sha256: hash.digest("hex"), complete: response.complete });
        };
        response.once("end", settle);
        response.once("close", () => {
          if (!response.complete) settle();
        });
        response.once("error", () => {});
      }).once("error", reject);
    });
  }

  /** Resolves once this many bytes arrived: the download is under way. */
  receivedAtLeast(bytes: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => (this.received >= bytes ? resolve() : this.waiters.push(check));
      check();
    });
  }

  close(): void {
    this.response?.destroy();
    this.agent.destroy();
  }
}

const downloadLine = (line: Record<string, unknown>) => line.msg === "request" && typeof line.url === "string" && line.url.startsWith(`${FILES_URL}/`);

/**
 * A download read at a slow line's pace from `server`, and the SIGTERM `stop` sends once it is under
 * way: what the reader got, the exit code and the log, once both are over. The server, once it
 * has answered, and the download are stopped when the test ends, whatever the outcome, as these
 * tests run side by side; a server that never answers is killed when the file ends
 * (tests/support/stop-children.ts).
 */
async function downloadThroughShutdown(server: ServerProcess, onTestFinished: (fn: () => Promise<void>) => void, stop: () => void) {
  let download: SlowDownload | undefined;
  onTestFinished(async () => {
    download?.close();
    await server.child.stop("SIGKILL");
  });
  download = new SlowDownload(await server.downloadLink());
  await download.receivedAtLeast(2 * 1024 * 1024);
  stop();
  await server.logged("the shutdown line", (line) => typeof line.msg === "string" && line.msg.startsWith("shutting down"));
  return { received: await download.finished, exitCode: await server.exited, downloadLines: server.logLines().filter(downloadLine) };
}

describe("SIGTERM during a download from the local store", () => {
  // These two wait on a reader paced at 2 MB/s for some 20 s each, and share nothing but the
  // store they read: run side by side, they take the time of one.
  describe.concurrent("a download at a slow line's pace, with a long grace", () => {
    it("lets the download finish with every byte, logs its line, and exits 0", async ({ expect, onTestFinished }) => {
      // Room for a loaded machine, where the slow reader may take longer than its pace says (about
      // 20 s), yet shorter than Fastify's 72 s keep-alive: a kept-alive connection left open after
      // the download would hold the process past it, and it would exit 1.
      const server = await ServerProcess.start({ SHUTDOWN_GRACE_SECONDS: "60" });
      const { received, exitCode, downloadLines } = await downloadThroughShutdown(server, onTestFinished, () => server.child.kill("SIGTERM"));
      expect(received).toEqual({ status: 200, bytes: FILE_SIZE, sha256: fileSha256, complete: true });
      expect(exitCode).toBe(0);
      expect(downloadLines).toEqual([expect.objectContaining({ method: "GET", status: 200 })]);
    }, 180_000);

    it("run as the guide runs it, `npm run serve` as a container's process 1: SIGTERM reaches the server, the download finishes, exit 0", async ({
      expect,
      onTestFinished,
    }) => {
      const server = await ServerProcess.startAsTheGuideRunsIt({ SHUTDOWN_GRACE_SECONDS: "60" });
      // What a container runtime does on stop: SIGTERM to process 1 alone. npm passes it on to node
      // only because the script execs node; through `sh -c` the shell died, npm exited 1 and the
      // namespace's end killed node mid-download.
      const { received, exitCode, downloadLines } = await downloadThroughShutdown(server, onTestFinished, () => process.kill(server.processOne(), "SIGTERM"));
      expect(received).toEqual({ status: 200, bytes: FILE_SIZE, sha256: fileSha256, complete: true });
      expect(exitCode).toBe(0);
      expect(downloadLines).toEqual([expect.objectContaining({ method: "GET", status: 200 })]);
    }, 180_000);
  });

  let server: ServerProcess | null = null;
  let download: SlowDownload | null = null;

  afterEach(async () => {
    download?.close();
    await server?.child.stop("SIGKILL");
    server = null;
  });

  it("when the grace period ends first, exits 1 and logs one line naming the cut download", async () => {
    server = await ServerProcess.start({ SHUTDOWN_GRACE_SECONDS: "1" });
    download = new SlowDownload(await server.downloadLink());
    await download.receivedAtLeast(1);
    // A client that stops reading: the server's writes stall once the socket buffers are full.
    download.paused = true;
    server.child.kill("SIGTERM");

    expect(await server.exited).toBe(1);
    const cut = server.logLines().filter((line) => line.msg === "request cut off by the shutdown");
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatchObject({ level: 50, method: "GET", url: expect.stringContaining(`${FILES_URL}/${fileKey}?`) });
    expect(cut[0]!.url).toContain("signature=REDACTED");
    expect(cut[0]!.bytesSent).toBeGreaterThan(0);
    expect(cut[0]!.bytesSent).toBeLessThan(FILE_SIZE);
    expect(cut[0]).toHaveProperty("reqId");
  }, 180_000);

  it("cuts at once on a second SIGTERM, with the same line", async () => {
    server = await ServerProcess.start({ SHUTDOWN_GRACE_SECONDS: "600" });
    download = new SlowDownload(await server.downloadLink());
    await download.receivedAtLeast(1);
    download.paused = true;
    server.child.kill("SIGTERM");
    await server.logged("the shutdown line", (line) => typeof line.msg === "string" && line.msg.startsWith("shutting down"));
    server.child.kill("SIGTERM");

    expect(await server.exited).toBe(1);
    expect(server.logLines().filter((line) => line.msg === "request cut off by the shutdown")).toEqual([
      expect.objectContaining({ method: "GET", url: expect.stringContaining(`${FILES_URL}/${fileKey}?`) }),
    ]);
    expect(server.logLines().filter((line) => line.msg === "a second SIGTERM with requests still open; exiting")).toEqual([
      expect.objectContaining({ level: 50, cut: 1 }),
    ]);
  });
});
