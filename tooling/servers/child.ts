import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { HelperExited, onOutput, waitFor } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Output kept per process: enough for every log line a test reads, bounded for a process that writes for minutes. */
const KEPT_OUTPUT_CHARS = 1_000_000;

export interface ChildOptions {
  /** Named in every failure: "the compiled server", "release publish". */
  readonly name: string;
  /** The project's root unless given. */
  readonly cwd?: string;
  /** The whole environment the process gets: spread process.env in when it should inherit it. */
  readonly env?: NodeJS.ProcessEnv;
}

/** Every child started here that has not exited yet, so nothing outlives the test run that started it. */
const running = new Set<Child>();
// A test that fails (or times out) before it stops its process must not leave it running: a
// server on a port, a CLI spinning on a core. Vitest ends its workers with SIGTERM, which runs no
// exit handler: the integration tests stop what is left after each file
// (tests/support/stop-children.ts). A program that exits by itself (a benchmark) kills them here.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * How long the output of a process that has exited may still come: a process it started and left
 * behind (a server under `npm`, a namespace's process 1) can hold the pipes open for ever, and then
 * "close", which `exited` waits for, would never come.
 */
const OUTPUT_AFTER_EXIT_MS = 2000;

/**
 * One child process a test starts, the one way a test starts a process: its output kept, waited on
 * by a condition the process itself answers (never a fixed time), stopped one way, and killed if
 * the run ends while it still runs. The servers here (Replica, DevServer, RedisServer, MotoServer,
 * Nginx) keep their own starts, with what each needs to be ready; a test that starts a program
 * itself uses this.
 */
export class Child {
  stdout = "";
  stderr = "";
  /** stdout and stderr as they came, interleaved. */
  output = "";
  /** Resolves with the exit code (null after a signal) once the process has exited and its output is read. */
  readonly exited: Promise<number | null>;
  private gone = false;

  private constructor(
    readonly name: string,
    private readonly handle: ChildProcess,
  ) {
    const keep = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
      const text = chunk.toString();
      this[stream] = (this[stream] + text).slice(-KEPT_OUTPUT_CHARS);
      this.output = (this.output + text).slice(-KEPT_OUTPUT_CHARS);
    };
    handle.stdout?.on("data", keep("stdout"));
    handle.stderr?.on("data", keep("stderr"));
    running.add(this);
    handle.once("exit", () => {
      const cut = setTimeout(() => {
        handle.stdout?.destroy();
        handle.stderr?.destroy();
      }, OUTPUT_AFTER_EXIT_MS);
      cut.unref();
      handle.once("close", () => clearTimeout(cut));
    });
    this.exited = new Promise((resolve) => {
      // "close", not "exit": the exit code with every byte the process wrote (see OUTPUT_AFTER_EXIT_MS).
      handle.once("close", (code) => {
        running.delete(this);
        this.gone = true;
        resolve(code);
      });
      // A program that is not installed: an exit of its own, with the reason as its output.
      handle.once("error", (error) => {
        if (handle.pid !== undefined) return;
        running.delete(this);
        this.gone = true;
        this.output += `${error.message}\n`;
        resolve(null);
      });
    });
  }

  /** Starts `command` (the program, then its arguments) with stdin closed and its output piped. */
  static start(command: readonly string[], { name, cwd = ROOT, env = process.env }: ChildOptions): Child {
    const [program, ...args] = command;
    if (!program) throw new Error(`${name}: no program to start`);
    return new Child(name, spawn(program, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] }));
  }

  /**
   * A TypeScript file of the project run by node itself with tsx's loader, not by the tsx wrapper,
   * which would start a second process: a signal or a kill then reaches the program itself.
   */
  static tsx(file: string, args: readonly string[], options: ChildOptions): Child {
    return Child.start([process.execPath, "--import", "tsx", file, ...args], options);
  }

  get pid(): number | undefined {
    return this.handle.pid;
  }

  /** Whether it still runs: false once it has exited, even before its output is all read. */
  get alive(): boolean {
    return !this.gone && this.handle.exitCode === null && this.handle.signalCode === null;
  }

  /** Sends a signal, if it still runs. */
  kill(signal: NodeJS.Signals): void {
    if (this.alive) this.handle.kill(signal);
  }

  /**
   * Waits until `ready()` holds (asked again whenever the process writes, see waitFor); fails at
   * once, with its output, if the process exits first, and after `limitMs` if it never holds.
   */
  async until(what: string, ready: () => boolean | Promise<boolean>, limitMs: number): Promise<void> {
    await waitFor(
      `${this.name}: ${what}`,
      async () => {
        // Asked before the process is checked, so a condition met by its last words still counts;
        // a refused connection means "not yet".
        const holds = await Promise.resolve()
          .then(ready)
          .catch(() => false);
        if (holds) return true;
        if (this.alive) return false;
        const exit = this.handle.exitCode ?? this.handle.signalCode;
        throw new HelperExited(`${this.name} exited (${exit}) before ${what}:\n${this.output.slice(-3000)}`);
      },
      limitMs,
      () => this.output,
      onOutput(this.handle.stdout, this.handle.stderr),
    );
  }

  /** Waits until `url` answers 2xx: a server that is up. */
  answers(url: string, limitMs: number): Promise<void> {
    return this.until(`${url} to answer`, async () => (await fetch(url)).ok, limitMs);
  }

  /** The JSON log lines written so far (pino's, on stdout and stderr). */
  logLines(): Array<Record<string, unknown>> {
    return this.output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** Waits until a log line matches: the process's own word that it reached a state. */
  logged(what: string, match: (line: Record<string, unknown>) => boolean, limitMs: number): Promise<void> {
    return this.until(what, () => this.logLines().some(match), limitMs);
  }

  /**
   * The exit code once the process has exited. With `limitMs`, a process still running then (one
   * that spins or hangs, the fault a test guards against) is killed, and the code is null.
   */
  async exitCodeWithin(limitMs?: number): Promise<number | null> {
    if (limitMs === undefined) return this.exited;
    const timer = setTimeout(() => this.kill("SIGKILL"), limitMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Waits for its exit and fails, with its output, unless the code is 0: a step that must succeed. */
  async succeeds(): Promise<this> {
    const code = await this.exited;
    if (code !== 0) throw new Error(`${this.name} exited ${code}:\n${this.output.slice(-3000)}`);
    return this;
  }

  /** Stops it as an orchestrator does (SIGTERM, or the signal given) and resolves with its exit code once it is gone. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
    this.kill(signal);
    return this.exited;
  }

  /** Kills every child still running (SIGKILL) and waits until they are gone: for afterEach and afterAll, so a failed test leaves none behind. */
  static async killAll(): Promise<void> {
    await Promise.all([...running].map((child) => child.stop("SIGKILL")));
  }
}
