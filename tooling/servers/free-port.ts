import { type AddressInfo, createServer } from "node:net";

/** A loopback port nobody listens on right now, for a helper process that needs a port number up front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Thrown by a readiness check when the helper process is gone, so the wait ends at once. */
export class HelperExited extends Error {}

/** Longest pause between two readiness checks of a helper that has said nothing new. */
const QUIET_CHECK_MS = 500;

/**
 * Waits until `ready()` holds: it is asked at once, again whenever `wake` fires (the helper wrote
 * a line, such as redis-server's "Ready to accept connections"), and otherwise after pauses
 * growing from 10 ms to QUIET_CHECK_MS, for a helper that says nothing when it is up (nginx, or
 * a replica whose log goes to a file). Each answer comes from the helper itself, never from the
 * time waited; fails with `what` and the helper's own output after `limitMs`.
 */
export async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  limitMs: number,
  output: () => string = () => "",
  wake?: (listener: () => void) => () => void,
): Promise<void> {
  let nudge: (() => void) | null = null;
  const unsubscribe = wake?.(() => nudge?.());
  let expired = false;
  const deadline = setTimeout(() => {
    expired = true;
    nudge?.();
  }, limitMs);
  try {
    for (let pause = 10; ; pause = Math.min(pause * 2, QUIET_CHECK_MS)) {
      // A refused connection means "not yet"; a helper that exited will never answer.
      const answer = await ready().catch((error: Error) => (error instanceof HelperExited ? error : false));
      if (answer instanceof HelperExited) throw answer;
      if (answer) return;
      if (expired) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        nudge = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      nudge = null;
    }
  } finally {
    clearTimeout(deadline);
    unsubscribe?.();
  }
  throw new Error(`${what} did not come up within ${limitMs} ms.${output() ? `\n${output().slice(-2000)}` : ""}`);
}

/** A `wake` for waitFor: fires on every chunk a helper writes to these streams. */
export function onOutput(...streams: Array<NodeJS.ReadableStream | null | undefined>): (listener: () => void) => () => void {
  return (listener) => {
    for (const stream of streams) stream?.on("data", listener);
    return () => {
      for (const stream of streams) stream?.off("data", listener);
    };
  };
}
