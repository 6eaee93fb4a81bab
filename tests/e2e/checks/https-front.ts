import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { TestCertificate } from "../../support/test-certificate";

/** The first byte of every TLS connection (a handshake record). */
const TLS_HANDSHAKE = 0x16;

export interface HttpsFront {
  /** "127.0.0.1:<port>": plain HTTP and HTTPS answer on this one address. */
  host: string;
  close: () => Promise<void>;
}

/**
 * What the operator's reverse proxy does in production (docs/decisions/014): terminate TLS in
 * front of the app, and answer plain HTTP with a permanent redirect to HTTPS on the same host.
 *
 * Both share one port, told apart by the first byte. The scanner takes a host name and tries
 * http://host and https://host on default ports it cannot be told to change; with one
 * port for both, "127.0.0.1:<port>" is a host it can scan without root and without clashing
 * with other work on the machine.
 */
export async function startHttpsFront(upstream: string, certificate: TestCertificate): Promise<HttpsFront> {
  const secure = https.createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => proxy(upstream, request, response));
  const plain = http.createServer((request, response) => {
    response.writeHead(301, { location: `https://${request.headers.host}${request.url}` }).end();
  });
  const front = net.createServer((socket) => {
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? secure : plain).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const { port } = front.address() as net.AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    close: async () => {
      secure.closeAllConnections();
      plain.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    },
  };
}

/** Passes the request to the app unchanged and its answer back unchanged, headers included. */
function proxy(upstream: string, request: http.IncomingMessage, response: http.ServerResponse): void {
  const target = new URL(request.url ?? "/", upstream);
  const forwarded = http.request(target, { method: request.method, headers: { ...request.headers, "x-forwarded-proto": "https" } }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(response);
  });
  forwarded.on("error", () => response.writeHead(502, { "content-type": "application/json" }).end('{"error":"The app did not answer."}'));
  request.pipe(forwarded);
}
