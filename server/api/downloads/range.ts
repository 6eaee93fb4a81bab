import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { combineRanges, parse } from "range-parser";

export interface ByteRange {
  start: number;
  end: number;
}

export type RangeAnswer = { kind: "whole" } | { kind: "part"; start: number; end: number } | { kind: "parts"; ranges: ByteRange[] } | { kind: "unsatisfiable" };

/**
 * More ranges than this in one request are ignored (the whole file is sent, RFC 9110 §14.2).
 * electron-updater asks for the download ranges of up to 1,000 of its operations in one request
 * (multipleRangeDownloader: a batch of 1,000), so a lower cap would send every large
 * differential update back to a full download (docs/decisions/072-multiple-ranges.md).
 */
export const MAX_RANGES = 1000;

/**
 * A Range header read as RFC 9110 §14 says (range-parser, the parser of Express's `send`):
 * no header, another unit, a header we cannot read, or more than MAX_RANGES ranges get the whole
 * file (a server may ignore Range); ranges that overlap or touch are coalesced (§14.6), kept in
 * the order they were asked; when none overlaps the file, 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: "whole" };
  // Counted before parsing: a header of thousands of ranges is not worth reading.
  if (header.split(",").length > MAX_RANGES) return { kind: "whole" };
  const parsed = parse(size, header);
  if (parsed.type !== "bytes" || parsed.code & 1) return { kind: "whole" };
  // A nonzero suffix of an empty file is satisfied by the empty file itself.
  if (parsed.ranges.length === 0) return size === 0 && parsed.code === 0 ? { kind: "whole" } : { kind: "unsatisfiable" };
  const ranges = combineRanges(parsed.ranges).map(({ start, end }) => ({ start, end }));
  if (ranges.length === 1) return { kind: "part", ...(ranges[0] as ByteRange) };
  return { kind: "parts", ranges };
}

/** How many bytes of the file a Range header asks for, or null for the whole file. */
export function askedBytes(header: string | undefined, size: number): number | null {
  const range = parseRange(header, size);
  if (range.kind === "part") return range.end - range.start + 1;
  if (range.kind === "parts") return range.ranges.reduce((sum, part) => sum + part.end - part.start + 1, 0);
  return null;
}

/** A `206 multipart/byteranges` answer laid out before any byte is read: its Content-Type, exact length, and each part's header. */
interface Multipart {
  contentType: string;
  length: number;
  parts: { head: Buffer; start: number; end: number }[];
  tail: Buffer;
}

/** RFC 9110 §14.6 and RFC 2046 §5.1.1: each part has its own Content-Type and Content-Range; CRLF before every delimiter. */
export function multipartLayout(ranges: readonly ByteRange[], size: number, partType: string): Multipart {
  const boundary = randomBytes(12).toString("hex");
  const parts = ranges.map(({ start, end }, index) => ({
    head: Buffer.from(`${index === 0 ? "" : "\r\n"}--${boundary}\r\nContent-Type: ${partType}\r\nContent-Range: bytes ${start}-${end}/${size}\r\n\r\n`),
    start,
    end,
  }));
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = parts.reduce((sum, part) => sum + part.head.length + part.end - part.start + 1, tail.length);
  return { contentType: `multipart/byteranges; boundary=${boundary}`, length, parts, tail };
}

/**
 * The body of a multipart answer, streamed: each part's bytes come from `open` (a stream of
 * exactly end - start + 1 bytes), in order. A source that fails or gives another number of bytes
 * ends the body with an error, so the client sees a cut answer (shorter than its Content-Length),
 * never a whole-looking one with wrong bytes.
 */
export function multipartBody(layout: Multipart, open: (start: number, end: number) => Readable | Promise<Readable>): Readable {
  return Readable.from(
    (async function* () {
      for (const part of layout.parts) {
        yield part.head;
        let sent = 0;
        for await (const chunk of await open(part.start, part.end)) {
          sent += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
        if (sent !== part.end - part.start + 1) throw new Error(`bytes ${part.start}-${part.end}: got ${sent} bytes from the store`);
      }
      yield layout.tail;
    })(),
    { objectMode: false },
  );
}

export { contentDispositionFor as contentDisposition } from "../../releases/content-disposition";
