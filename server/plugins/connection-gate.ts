import type { EventEmitter } from "node:events";

/** A connection as the gate sees it: it says when it closes (a net.Socket, or light-my-request's stand-in). */
type Connection = EventEmitter;

/** An admitted connection that has had no request for this long gives its place to a new one when the gate is full. */
export const IDLE_MS = 1000;

/**
 * Which connections the server reads requests from while it is overloaded
 * (docs/decisions/049-shed-overload-by-connections.md). Node reads every open connection in turn,
 * so with a thousand busy connections a request waits seconds in the kernel before the server
 * even parses it; the time spent inside the server stays under a millisecond and no in-flight
 * count can see the queue. So the first `max` connections that ask something are served, and a
 * request on any other is shed (answered 503, its connection closed): that keeps the number of
 * connections the event loop takes turns over, and with it the wait, bounded.
 *
 * A connection keeps its place while it closes or sends requests; one idle for IDLE_MS (a
 * browser's or a proxy's kept-alive connection) gives it up to a newcomer, so idle connections
 * never shut visitors out of a server with nothing to do.
 */
export class ConnectionGate {
  /** Admitted connections: how many of their requests are being answered, and when the last one finished. */
  private readonly admitted = new Map<Connection, { answering: number; lastAnsweredAt: number }>();
  /** Connections already told to leave the gate when they close (once each, however often they are admitted again). */
  private readonly watched = new WeakSet<Connection>();

  constructor(
    private readonly max: number,
    private readonly now: () => number,
  ) {}

  get served(): number {
    return this.admitted.size;
  }

  /** A request arrived on `connection`: true to answer it, false to shed it. */
  admit(connection: Connection): boolean {
    const known = this.admitted.get(connection);
    if (known) {
      known.answering++;
      return true;
    }
    if (this.admitted.size >= this.max) this.dropIdle();
    if (this.admitted.size >= this.max) return false;
    this.admitted.set(connection, { answering: 1, lastAnsweredAt: this.now() });
    if (!this.watched.has(connection)) {
      this.watched.add(connection);
      connection.once("close", () => this.admitted.delete(connection));
    }
    return true;
  }

  /** An admitted request on `connection` got its answer. */
  answered(connection: Connection): void {
    const known = this.admitted.get(connection);
    if (!known) return;
    known.answering = Math.max(0, known.answering - 1);
    known.lastAnsweredAt = this.now();
  }

  private dropIdle(): void {
    const idleSince = this.now() - IDLE_MS;
    for (const [connection, state] of this.admitted) {
      if (state.answering === 0 && state.lastAnsweredAt <= idleSince) this.admitted.delete(connection);
    }
  }
}
