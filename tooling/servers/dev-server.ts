import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { freePort, HelperExited, onOutput, waitFor } from "./free-port";

/** Resolves when Vite's client in `page` has connected to the dev server, which it says in the console; a page reloaded by a saved change gets the next change's update only then. */
export function viteConnected(page: Page, timeoutMs: number): Promise<unknown> {
  return page.waitForEvent("console", { predicate: (message) => message.text().includes("[vite] connected"), timeout: timeoutMs });
}

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What a copy of the project needs to run `npm run dev`: its sources, not what was built or installed. */
const LEFT_OUT = new Set([".git", "node_modules", "build", ".builds", ".tools", "test-results", "var"]);
/** A hang detector: tsx and Vite compiling on two busy cores. */
const START_LIMIT_MS = 90_000;

/**
 * `npm run dev` (scripts/dev/index.ts) in a copy of the project, so a test can save changes to content/,
 * app/ and the stylesheets as an editor does without touching the checked-out files.
 */
export class DevServer {
  output = "";
  private constructor(
    private readonly child: ChildProcess,
    readonly root: string,
    readonly url: string,
  ) {}

  static async start(env: Record<string, string>): Promise<DevServer> {
    const root = await mkdtemp(path.join(tmpdir(), "bestelwijs-dev-"));
    await cp(ROOT, root, { recursive: true, filter: (source) => !LEFT_OUT.has(path.relative(ROOT, source).split(path.sep)[0] ?? "") });
    await symlink(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/dev/index.ts"], {
      cwd: root,
      // As `npm run dev` runs, not with the test runner's NODE_ENV=test: Vite hands that to the
      // editor's dependencies, whose list views then read process.env.VIRT_ON, which no browser has.
      env: { ...process.env, NODE_ENV: "development", ...env, PORT: String(port), HOST: "127.0.0.1", FORCE_COLOR: "0", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new DevServer(child, root, `http://127.0.0.1:${port}`);
    const keep = (chunk: Buffer) => void (server.output = (server.output + chunk.toString()).slice(-200_000));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    let exited = false;
    child.once("exit", () => void (exited = true));
    await waitFor(
      "npm run dev",
      async () => {
        if (exited) throw new HelperExited(`npm run dev exited:\n${server.output.slice(-3000)}`);
        return server.output.includes("ready in");
      },
      START_LIMIT_MS,
      () => server.output,
      onOutput(child.stdout, child.stderr),
    );
    return server;
  }

  read(file: string): Promise<string> {
    return readFile(path.join(this.root, file), "utf8");
  }

  /** Saves a file of the copy, as an editor's save does. */
  write(file: string, text: string): Promise<void> {
    return writeFile(path.join(this.root, file), text);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const gone = new Promise((resolve) => this.child.once("exit", resolve));
      this.child.kill("SIGTERM");
      await gone;
    }
    await rm(this.root, { recursive: true, force: true });
  }
}
