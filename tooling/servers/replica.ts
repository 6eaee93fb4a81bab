import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { freePort, HelperExited, onOutput, waitFor } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** One real server process (server/server.ts), as a replica runs in production. */
/**
 * How long a replica may take to be ready: tsx compiling server.ts on two cores with two busy
 * processes beside the suite took over 60 s once (a hang detector, not a speed check).
 */
const REPLICA_START_LIMIT_MS = 90_000;

export class Replica {
  private process: ChildProcess | null = null;
  output = "";

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    /** Where the log lines go instead of memory: a benchmark's replicas write thousands a second. */
    private readonly logFile?: string,
  ) {}

  get pid(): number | undefined {
    return this.process?.pid;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(name: string, env: Record<string, string>, logFile?: string): Promise<Replica> {
    const replica = new Replica(name, await freePort(), env, logFile);
    await replica.resume();
    return replica;
  }

  async resume(): Promise<void> {
    if (this.process) return;
    const logFd = this.logFile ? openSync(this.logFile, "a") : undefined;
    const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
      cwd: ROOT,
      // Loopback unless the test asks for every interface (HOST=0.0.0.0, as the deploy guide has it);
      // the replica is reached at 127.0.0.1 either way.
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: this.env.HOST ?? "127.0.0.1" },
      stdio: logFd === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd],
    });
    // The child holds its own copy of the descriptor.
    if (logFd !== undefined) closeSync(logFd);
    this.process = child;
    const keep = (chunk: Buffer) => void (this.output = (this.output + chunk.toString()).slice(-200_000));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("exit", () => {
      if (this.process === child) this.process = null;
    });
    // It logs "Server listening at …" once it is ready (the catalogue loads before it listens); with a log file there is nothing to watch.
    await waitFor(
      `replica ${this.name}`,
      async () => {
        if (!this.process) throw new HelperExited(`replica ${this.name} exited:\n${this.output.slice(-3000)}`);
        return (await fetch(`${this.url}/readyz`)).ok;
      },
      REPLICA_START_LIMIT_MS,
      () => this.output,
      onOutput(child.stdout, child.stderr),
    );
  }

  /** SIGTERM, as an orchestrator stops a replica; resolves with the exit code once it is gone. */
  async terminate(): Promise<number | null> {
    const child = this.process;
    if (!child) return null;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const code = await exited;
    this.process = null;
    return code;
  }

  /** The JSON log lines written so far. */
  logLines(): Array<Record<string, unknown>> {
    return this.output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
