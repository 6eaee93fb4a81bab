import { connect } from "node:net";

/** One answer read off a raw HTTP/1.1 stream. */
export interface RawAnswer {
  statusLine: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What came back on one connection: every byte, and whether the server (not our patience) ended it. */
export interface RawExchange {
  text: string;
  closedByServer: boolean;
}

/**
 * Writes bytes as given on a fresh connection to `host:port` and reads until the server closes it.
 * `halfClose` ends our side after writing (Node answers then closes); nginx reads a half-closed
 * connection as a client that went away, so through nginx the bytes are written and left open.
 * A server that keeps the connection open for `idleMs` ends the exchange with closedByServer false,
 * so a test fails saying so instead of hanging.
 */
export function rawExchange(address: string, bytes: string, { halfClose = false, idleMs = 5000 } = {}): Promise<RawExchange> {
  const [host = "", port = ""] = address.split(":");
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port: Number(port) });
    const chunks: Buffer[] = [];
    let closedByServer = true;
    socket.setTimeout(idleMs, () => {
      closedByServer = false;
      socket.destroy();
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve({ text: Buffer.concat(chunks).toString("latin1"), closedByServer }));
    if (halfClose) socket.end(bytes);
    else socket.write(bytes);
  });
}

/**
 * The answers in a stream, one after the other, each framed as a client frames it: by its
 * Content-Length, by chunked encoding, or (neither) up to the end of the stream. Stops at bytes that
 * are not a status line, which the caller sees as fewer answers than it expected.
 */
export function parseAnswers(stream: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = stream;
  while (/^HTTP\/1\.[01] \d{3}/.test(rest)) {
    const headEnd = rest.indexOf("\r\n\r\n");
    if (headEnd === -1) break;
    const [statusLine = "", ...lines] = rest.slice(0, headEnd).split("\r\n");
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
    rest = rest.slice(headEnd + 4);
    let body: string;
    if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      body = rest.slice(0, length);
      rest = rest.slice(length);
    } else if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
      body = "";
      for (;;) {
        const sizeEnd = rest.indexOf("\r\n");
        const size = Number.parseInt(rest.slice(0, sizeEnd), 16);
        rest = rest.slice(sizeEnd + 2);
        if (!(size > 0)) {
          rest = rest.slice(rest.indexOf("\r\n") + 2);
          break;
        }
        body += rest.slice(0, size);
        rest = rest.slice(size + 2);
      }
    } else {
      body = rest;
      rest = "";
    }
    answers.push({ statusLine, status: Number(statusLine.split(" ")[1]), headers, body });
  }
  return answers;
}

/** How many status lines the stream holds anywhere, framed or not: what a desynchronised client would read as answers. */
export function statusLinesIn(stream: string): number {
  return stream.match(/HTTP\/1\.[01] \d{3} /g)?.length ?? 0;
}
