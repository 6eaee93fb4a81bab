import type { Clock } from "../clock";
import { StoreUnavailableError } from "./store";

/**
 * Raised instead of calling a store that failed a moment ago: the caller answers 503 at once,
 * as it would for the failure itself, and no visitor waits on a store that is known to hang.
 */
export class CircuitOpenError extends StoreUnavailableError {}

/** Where the breaker says it opened and closed: the server's pino logger. */
export type BreakerLog = { warn(fields: object, message: string): void; info(fields: object, message: string): void };

/** While the store stays down, a line at most this often: enough to see it lasts, not a line per request. */
const REMINDER_MS = 60_000;

export interface CircuitBreakerOptions {
  /** Reads the open period's end; a test moves it instead of waiting. */
  clock: Clock;
  /** How long the first failure keeps the store shut off; each failed probe doubles it. */
  firstOpenMs?: number;
  /** The doubling stops here, so a store that comes back is tried again within this long. */
  maxOpenMs?: number;
  /** How long one call may take before it counts as a failure and its caller gets a 503. */
  callLimitMs?: number;
}

/**
 * The release store as the server uses it (docs/deploy.md): a store that accepts connections and never
 * answers would otherwise hold every visitor for the SDK's full timeouts (5-10 s). Each call gets
 * `callLimitMs`; a failure opens the circuit, and while it is open calls fail at once. Once the
 * open period has passed, one call (a probe: the catalogue's retry or a visitor's) goes through;
 * its success closes the circuit, its failure opens it again for twice as long.
 *
 * "Now" comes from the Clock, so the states are decided without a timer; only the call limit,
 * which must end a wait, uses one.
 */
export class CircuitBreaker {
  private readonly clock: Clock;
  private readonly firstOpenMs: number;
  private readonly maxOpenMs: number;
  private readonly callLimitMs: number;
  /** Failed openings in a row: 0 while closed. */
  private openings = 0;
  private openUntil = Number.NEGATIVE_INFINITY;
  private probing = false;
  private lastProblem: string | null = null;
  private log: BreakerLog | null = null;
  private store = "the release store";
  /** When this outage began, its last line, and the calls refused at once since that line and since it began. */
  private outage = { sinceMs: 0, lastLineMs: 0, refusedSinceLine: 0, refused: 0 };

  constructor({ clock, firstOpenMs = 1000, maxOpenMs = 10_000, callLimitMs = 1000 }: CircuitBreakerOptions) {
    this.clock = clock;
    this.firstOpenMs = firstOpenMs;
    this.maxOpenMs = maxOpenMs;
    this.callLimitMs = callLimitMs;
  }

  /** `store` names it in each line: the bucket and prefix. */
  useLogger(log: BreakerLog, store: string): void {
    this.log = log;
    this.store = store;
  }

  get state(): "closed" | "open" | "half-open" {
    if (this.openings === 0) return "closed";
    return this.clock() < this.openUntil ? "open" : "half-open";
  }

  /** What the last failure was, while the store has not answered since; null when closed. */
  get problem(): string | null {
    return this.openings === 0 ? null : this.lastProblem;
  }

  /**
   * Runs one store call within the limit, or refuses at once while the circuit is open. `work`
   * gets a signal that aborts when the limit passes, so the request is given up, not left running.
   * `counts` tells a failure of the store from an answer the caller dislikes (a corrupt manifest).
   */
  async run<T>(what: string, work: (signal: AbortSignal) => Promise<T>, counts: (error: unknown) => boolean = () => true): Promise<T> {
    const state = this.state;
    if (state === "open" || (state === "half-open" && this.probing)) {
      this.outage.refused++;
      this.outage.refusedSinceLine++;
      throw new CircuitOpenError(`${what} was not tried: the store failed a moment ago (${this.lastProblem}).`);
    }
    const probe = state === "half-open";
    if (probe) this.probing = true;
    try {
      const answer = await withinLimit(what, work, this.callLimitMs);
      this.answered();
      return answer;
    } catch (error) {
      if (counts(error)) this.failed((error as Error).message);
      else this.answered();
      throw error;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private answered(): void {
    if (this.openings > 0) {
      const { refused } = this.outage;
      const openSeconds = this.secondsSince(this.outage.sinceMs);
      this.log?.info(
        { store: this.store, circuit: "closed", refused, openSeconds },
        `the release store ${this.store} answers again: its circuit is closed after ${openSeconds} s open, in which ${refused} calls were refused at once`,
      );
    }
    this.openings = 0;
    this.openUntil = Number.NEGATIVE_INFINITY;
    this.lastProblem = null;
  }

  private failed(problem: string): void {
    this.lastProblem = problem;
    // Calls that were under way when the circuit opened fail too: one outage, one opening.
    if (this.state === "open") return;
    this.openings++;
    const openMs = Math.min(this.firstOpenMs * 2 ** (this.openings - 1), this.maxOpenMs);
    this.openUntil = this.clock() + openMs;
    if (this.openings === 1) this.opened(problem, openMs);
    else this.stillDown(problem);
  }

  private opened(problem: string, openMs: number): void {
    const now = this.clock();
    this.outage = { sinceMs: now, lastLineMs: now, refusedSinceLine: 0, refused: 0 };
    this.log?.warn(
      { store: this.store, circuit: "open", problem, retryInSeconds: openMs / 1000 },
      `the release store ${this.store} is not answering (${problem}): download links and update checks answer 503 at once while its circuit is open; it is tried again in ${openMs / 1000} s, then less often, every ${this.maxOpenMs / 1000} s at most; check that this replica reaches it (S3_ENDPOINT or the region's endpoint, the network, the provider's status page)`,
    );
  }

  /** A failed probe: the outage goes on, said once a minute at most, however many calls it refused. */
  private stillDown(problem: string): void {
    const now = this.clock();
    if (now - this.outage.lastLineMs < REMINDER_MS) return;
    const refused = this.outage.refusedSinceLine;
    const seconds = this.secondsSince(this.outage.lastLineMs);
    this.outage = { ...this.outage, lastLineMs: now, refusedSinceLine: 0 };
    this.log?.warn(
      { store: this.store, circuit: "open", problem, refused, openSeconds: this.secondsSince(this.outage.sinceMs) },
      `the release store ${this.store} is still not answering (${problem}): ${refused} calls refused at once in the last ${seconds} s`,
    );
  }

  private secondsSince(ms: number): number {
    return Math.round((this.clock() - ms) / 1000);
  }
}

/** The call's answer, or a StoreUnavailableError once `ms` have passed, with the call aborted. */
async function withinLimit<T>(what: string, work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new StoreUnavailableError(`${what} did not answer within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`}.`);
      reject(error);
      controller.abort(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
