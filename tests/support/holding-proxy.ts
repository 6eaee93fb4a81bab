import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A proxy in front of moto forwards every request at once and holds only the answer to a manifest
 * PUT, until the SDK has given up on it (the client closes the connection). The hold ends on that
 * event, not after a guessed time, so the answer always comes too late, however loaded the machine:
 * the write landed, and the client never heard.
 */

/**
 * The request timeout of a client that talks through the proxy, so the time each held answer
 * costs. It must stay above moto's slowest answer, or a request the proxy does not hold times
 * out too: over 400 rounds of a manifest GET, PUT and refused PUT with two cores loaded about
 * fourteenfold, moto answered within 0.7 s (p99 0.4 s); 2 s is about three times that
 * (docs/decisions/086-tests-wait-less-on-held-answers-and-locks.md).
 */
export const HELD_REQUEST_TIMEOUT_MS = 2_000;

export interface HoldingProxy {
  endpoint: string;
  /** Manifest PUTs that moto answered and whose answer the client never got. */
  heldAnswers: Array<{ status: number | undefined }>;
  close(): Promise<void>;
}

/** Forwards everything to moto; the answers of the manifest PUTs chosen by `hold` (1-based count) never reach the client. */
export async function holdingProxy(target: string, hold: (manifestPut: number) => boolean): Promise<HoldingProxy> {
  const upstream = new URL(target);
  const heldAnswers: HoldingProxy["heldAnswers"] = [];
  let manifestPuts = 0;
  const server = http.createServer((request, response) => {
    const isManifestPut = request.method === "PUT" && new URL(request.url!, target).pathname.endsWith("/manifest.json");
    const held = isManifestPut && hold(++manifestPuts);
    let clientGone = false;
    response.once("close", () => void (clientGone = true));
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        if (!held) {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
          return;
        }
        answer.resume();
        // The write has landed (moto answered); the client learns nothing until it gives up, or
        // had given up already if moto was slower than its time limit.
        const lost = () => heldAnswers.push({ status: answer.statusCode });
        if (clientGone) lost();
        else response.once("close", lost);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    heldAnswers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
