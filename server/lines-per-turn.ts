import pino from "pino";

/** Where the log's lines go: pino's destination (sonic-boom, in its buffer mode: bufferDestination), or a test's collector. */
export interface LineDestination {
  write(data: Buffer): unknown;
  flush?(done: (error?: Error) => void): void;
  flushSync?(): void;
}

/**
 * The server log's stream: the lines written during one turn of the event loop (a request line per
 * answer under load, and pino's own lines among them, in the order they came) are handed to the
 * destination together, as bytes, when the turn ends: one write(2) per turn instead of one per line,
 * which under load is one per answer (docs/decisions/070-near-the-platforms-speed.md). Nothing
 * waits longer than the turn; whoever makes one calls `flushSync` when the process exits.
 */
export class LinesPerTurn {
  private pending = "";
  private scheduled = false;

  constructor(private readonly destination: LineDestination) {}

  write(line: string): boolean {
    this.pending += line;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.handOver);
    }
    return true;
  }

  /** What is pending handed over now, and `done` called once the destination has written it (pino's `logger.flush()`). */
  flush(done: (error?: Error) => void): void {
    this.handOver();
    if (this.destination.flush) this.destination.flush(done);
    else done();
  }

  /** What is pending, and what the destination still holds, written now (the process's exit). */
  flushSync(): void {
    this.handOver();
    this.destination.flushSync?.();
  }

  private readonly handOver = (): void => {
    this.scheduled = false;
    const lines = this.pending;
    this.pending = "";
    // As bytes, encoded once: given a string, sonic-boom measures it, writes it, then encodes it again to
    // see what was written (its releaseWritingBuf), three passes over every turn's lines (decision 070).
    if (lines !== "") this.destination.write(Buffer.from(lines));
  };
}

/**
 * pino's destination in sonic-boom's buffer mode, which takes the bytes LinesPerTurn hands over
 * (sonic-boom's types name only its string mode's `write`).
 */
export function bufferDestination(options: { dest: number | string; sync: true }): LineDestination & { end(): void } {
  return pino.destination({ ...options, contentMode: "buffer" }) as unknown as LineDestination & { end(): void };
}
