import type { Readable } from "node:stream";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { ReleaseFile } from "../../releases/manifest";
import type { ReleaseStore } from "../../releases/store";
import { type ByteRange, multipartBody, multipartLayout } from "../downloads/range";
import { logStoreFailure } from "../file-links";

/** Range requests to the store under way at once for one answer: enough to keep the answer flowing, few enough that one client cannot flood the store. */
const RANGES_AT_ONCE = 4;

type ReadRange = NonNullable<ReleaseStore["readRange"]>;

/**
 * Answers a request for several ranges of a file whose store answers one range per request (S3):
 * `206 multipart/byteranges`, each part fetched from the store, RANGES_AT_ONCE ahead of the one
 * being sent, and streamed as it arrives. The first part is asked before anything is sent, so a
 * store that cannot be asked gets an honest 503 (or 404); a failure after that cuts the answer
 * short of its Content-Length, which the client sees as a failed download, never as a whole one.
 */
export async function sendRangesFromStore(
  reply: FastifyReply,
  readRange: ReadRange,
  file: ReleaseFile,
  ranges: readonly ByteRange[],
  log: FastifyBaseLogger,
): Promise<{ sent: true } | { refused: "gone" | "unavailable" }> {
  const controller = new AbortController();
  const pending: Promise<Readable>[] = [];
  let asked = 0;
  const askMore = () => {
    while (pending.length < RANGES_AT_ONCE && asked < ranges.length) {
      const { start, end } = ranges[asked++] as ByteRange;
      const part = readRange(file.path, start, end, controller.signal);
      // Awaited in order below; a failure of one asked ahead is seen when its turn comes.
      part.catch(() => undefined);
      pending.push(part);
    }
  };
  const stop = () => {
    controller.abort();
    for (const part of pending.splice(0))
      part.then(
        (body) => body.destroy(),
        () => undefined,
      );
  };
  askMore();
  try {
    await pending[0];
  } catch (error) {
    stop();
    const gone = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
    logStoreFailure(log, error, file.path, "could not read a range of a published file from the store");
    return { refused: gone ? "gone" : "unavailable" };
  }
  const layout = multipartLayout(ranges, file.size, "application/octet-stream");
  const body = multipartBody(layout, () => {
    const part = pending.shift() as Promise<Readable>;
    askMore();
    return part;
  });
  body.on("error", (error) => log.error({ err: error, path: file.path }, "a multipart answer was cut short: the store failed during it"));
  reply.raw.on("close", stop);
  reply.code(206).header("accept-ranges", "bytes").header("etag", `"${file.sha256}"`).type(layout.contentType).header("content-length", layout.length);
  reply.send(body);
  return { sent: true };
}
