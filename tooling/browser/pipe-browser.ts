import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { CHROMIUM_ARGS, findChromium } from "./find-browser";

/** A message from Chromium that answers no command of ours: an event, on the browser or on a session. */
export type PipeEvent = { method?: string; params?: Record<string, unknown>; sessionId?: string };

/** A hang detector for one DevTools command, an evaluation's own awaiting included; not a speed check. */
const COMMAND_LIMIT_MS = 60_000;

/**
 * A Chromium of its own, driven over DevTools' pipe through its tab target: a client attached
 * that way does not stop it from prerendering, unlike Playwright's page sessions
 * (PrerenderingDisabledByDevTools). Google's tag hosts resolve to nothing, so a tag manager that
 * loads is seen as a script element and its request fails at once, never reaching the internet.
 * Used by tests/e2e/speculation.e2e.test.ts and by `npm run bench:navigation`.
 */
export class PipeBrowser {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }>();
  private readonly listeners = new Set<(message: PipeEvent) => void>();
  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
  ) {
    let buffer = "";
    (child.stdio[4] as Readable).on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
        const message = JSON.parse(buffer.slice(0, end)) as PipeEvent & { id?: number; result?: unknown; error?: unknown };
        buffer = buffer.slice(end + 1);
        const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
        if (waiting) {
          this.pending.delete(message.id!);
          if (message.error) waiting.reject(new Error(`${waiting.method}: ${JSON.stringify(message.error)}`));
          else waiting.resolve(message.result);
        } else for (const listener of [...this.listeners]) listener(message);
      }
    });
  }

  static launch(): PipeBrowser {
    const profile = mkdtempSync(path.join(os.tmpdir(), "prerender-test-"));
    const args = [
      ...CHROMIUM_ARGS,
      "--headless",
      "--remote-debugging-pipe",
      `--user-data-dir=${profile}`,
      "--host-resolver-rules=MAP *.googletagmanager.com ~NOTFOUND, MAP *.google-analytics.com ~NOTFOUND",
      "about:blank",
    ];
    return new PipeBrowser(spawn(findChromium(), args, { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] }), profile);
  }

  /**
   * Sends one command. A command that gets no answer within COMMAND_LIMIT_MS fails, naming
   * itself: a session that is gone or held answers nothing, and the caller would wait for ever
   * (bench:navigation once hung that way, silently, for six minutes).
   */
  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method} got no answer from Chromium within ${COMMAND_LIMIT_MS / 1000} s`));
      }, COMMAND_LIMIT_MS);
      // A command the caller chose not to await must not keep the process alive.
      timer.unref();
      const settle = () => clearTimeout(timer);
      this.pending.set(id, { resolve: (value) => (settle(), resolve(value as T)), reject: (error) => (settle(), reject(error)), method });
      (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** Calls `listener` with every event from now on, until the returned function is called. */
  on(listener: (message: PipeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** The next event for which `matches` holds. */
  event(matches: (method: string, params: Record<string, unknown>) => boolean): Promise<{ params: Record<string, unknown>; sessionId?: string }> {
    return new Promise((resolve) => {
      const listener = (message: PipeEvent) => {
        if (!message.method || !matches(message.method, message.params ?? {})) return;
        this.listeners.delete(listener);
        resolve({ params: message.params ?? {}, sessionId: message.sessionId });
      };
      this.listeners.add(listener);
    });
  }

  /** Evaluates `expression` (awaiting a promise) in a page and returns its value. */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{ result: { value: T }; exceptionDetails?: unknown }>(
      "Runtime.evaluate",
      { expression, returnByValue: true, awaitPromise: true },
      sessionId,
    );
    if (exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(exceptionDetails)}`);
    return result.value;
  }

  /**
   * The tab's page, attached through the tab target. Every page the tab makes later (a prerender:
   * Target.attachedToTarget with subtype "prerender") is attached too, on the tab's session; with
   * `waitForDebuggerOnStart` it then waits, before its document loads, for
   * Runtime.runIfWaitingForDebugger on its session, so emulation and init scripts can be set first.
   */
  async page({ waitForDebuggerOnStart = false } = {}): Promise<string> {
    const { targetInfos } = await this.send<{ targetInfos: { targetId: string; type: string }[] }>("Target.getTargets", { filter: [{ type: "tab" }] });
    const tab = targetInfos.find((target) => target.type === "tab");
    if (!tab) throw new Error("Chromium opened no tab");
    const { sessionId: tabSession } = await this.send<{ sessionId: string }>("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
    const attached = this.event((method, params) => method === "Target.attachedToTarget" && (params.targetInfo as { type: string }).type === "page");
    await this.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart, flatten: true }, tabSession);
    const page = (await attached).params.sessionId as string;
    await Promise.all(["Page.enable", "Runtime.enable", "Preload.enable"].map((method) => this.send(method, {}, page)));
    return page;
  }

  /** Stops Chromium and, once it has exited and its helpers have stopped writing to it, removes its profile. */
  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once("exit", resolve));
      this.child.kill();
      await exited;
    }
    // Chromium's helper processes outlive the browser by a moment and may still write into the
    // profile; Node's own retries on ENOTEMPTY wait that out instead of failing the test.
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** An expression that resolves once the page's script has run (it sets data-enhanced): a wait on the attribute, not on time. */
export const WHEN_ENHANCED = `new Promise((resolve) => {
  const done = () => document.documentElement.hasAttribute("data-enhanced") && (observer.disconnect(), resolve(true));
  const observer = new MutationObserver(done);
  observer.observe(document.documentElement, { attributes: true });
  done();
})`;
