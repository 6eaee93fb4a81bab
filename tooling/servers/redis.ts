import { type ChildProcess, spawn } from "node:child_process";
import { connect } from "node:net";
import { freePort, onOutput, waitFor } from "./free-port";

const REDIS_INSTALL_HINT = "redis-server is not installed: run `apt-get install -y redis-server` (Debian/Ubuntu), or `bash .ci/run`, which installs it.";

/** Debian's redis-server on a free loopback port, without persistence, started and stopped by a test. */
export class RedisServer {
  private process: ChildProcess | null = null;
  private output = "";

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.resume();
    return server;
  }

  async resume(): Promise<void> {
    if (this.process) return;
    const child = spawn("redis-server", ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "no"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const spawned = await new Promise<boolean>((resolve) => {
      child.once("spawn", () => resolve(true));
      child.once("error", () => resolve(false));
    });
    if (!spawned) throw new Error(REDIS_INSTALL_HINT);
    this.process = child;
    child.stdout?.on("data", (chunk: Buffer) => void (this.output = (this.output + chunk.toString()).slice(-4000)));
    child.once("exit", () => {
      if (this.process === child) this.process = null;
    });
    await waitFor(
      `redis-server on port ${this.port}`,
      () => this.ping(),
      10_000,
      () => this.output,
      onOutput(child.stdout),
    );
  }

  private ping(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, "127.0.0.1", () => socket.write("PING\r\n"));
      socket.once("data", (data) => {
        socket.destroy();
        resolve(data.toString().startsWith("+PONG"));
      });
      socket.once("error", () => resolve(false));
    });
  }

  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, the worst kind of down. */
  pause(): void {
    this.process?.kill("SIGSTOP");
  }

  unpause(): void {
    this.process?.kill("SIGCONT");
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.process = null;
    child.kill("SIGCONT");
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await gone;
  }
}
