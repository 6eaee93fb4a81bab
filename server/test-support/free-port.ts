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

/** Waits until `ready()` holds, polling; fails with `what` and the helper's own output after `limitMs`. */
export async function waitFor(what: string, ready: () => Promise<boolean>, limitMs: number, output: () => string = () => ""): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    // A refused connection means "not yet"; a helper that exited will never answer.
    const answer = await ready().catch((error: Error) => (error instanceof HelperExited ? error : false));
    if (answer instanceof HelperExited) throw answer;
    if (answer) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${limitMs} ms.${output() ? `\n${output().slice(-2000)}` : ""}`);
}
