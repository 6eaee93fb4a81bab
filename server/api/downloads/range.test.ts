import { describe, expect, it } from "vitest";
import { askedBytes, contentDisposition, MAX_RANGES, multipartLayout, parseRange } from "./range";

describe("parseRange", () => {
  it.each([
    [undefined, { kind: "whole" }],
    ["bytes=0-9", { kind: "part", start: 0, end: 9 }],
    ["bytes=90-", { kind: "part", start: 90, end: 99 }],
    ["bytes=90-500", { kind: "part", start: 90, end: 99 }],
    ["bytes=-10", { kind: "part", start: 90, end: 99 }],
    ["bytes=-500", { kind: "part", start: 0, end: 99 }],
    ["bytes=100-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=100-200, 300-", { kind: "unsatisfiable" }],
    // Several ranges, in the order asked; an unsatisfiable one among them is left out (RFC 9110 §14.6).
    [
      "bytes=0-1,5-6",
      {
        kind: "parts",
        ranges: [
          { start: 0, end: 1 },
          { start: 5, end: 6 },
        ],
      },
    ],
    [
      "bytes=50-59, 0-9",
      {
        kind: "parts",
        ranges: [
          { start: 50, end: 59 },
          { start: 0, end: 9 },
        ],
      },
    ],
    [
      "bytes=0-1, 200-300, 5-6",
      {
        kind: "parts",
        ranges: [
          { start: 0, end: 1 },
          { start: 5, end: 6 },
        ],
      },
    ],
    // Overlapping or touching ranges are coalesced, so no answer is longer than the file.
    ["bytes=0-9,5-19,20-29", { kind: "part", start: 0, end: 29 }],
    ["bytes=0-99,0-99,0-99", { kind: "part", start: 0, end: 99 }],
    [
      "bytes=40-49,0-9,45-60",
      {
        kind: "parts",
        ranges: [
          { start: 40, end: 60 },
          { start: 0, end: 9 },
        ],
      },
    ],
    // What cannot be read is ignored: the whole file.
    ["bytes=9-3", { kind: "whole" }],
    ["bytes=0-1,9-3", { kind: "whole" }],
    ["bytes=0-1,x-", { kind: "whole" }],
    ["items=0-5", { kind: "whole" }],
    ["bytes=-", { kind: "whole" }],
    ["bytes=", { kind: "whole" }],
    ["bytes 0-5", { kind: "whole" }],
    ["bytes=1e2-", { kind: "whole" }],
  ])("%s of 100 bytes → %o", (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });

  it(`answers up to ${MAX_RANGES} ranges, and ignores more (the whole file)`, () => {
    const ranges = (count: number) => `bytes=${Array.from({ length: count }, (_, index) => `${index * 10}-${index * 10 + 4}`).join(",")}`;
    const most = parseRange(ranges(MAX_RANGES), 100_000);
    expect(most.kind === "parts" && most.ranges.length).toBe(MAX_RANGES);
    expect(parseRange(ranges(MAX_RANGES + 1), 100_000)).toEqual({ kind: "whole" });
  });

  it("counts the bytes an answer sends", () => {
    expect(askedBytes("bytes=0-9, 20-29", 100)).toBe(20);
    expect(askedBytes("bytes=0-9, 5-14", 100)).toBe(15);
    expect(askedBytes(undefined, 100)).toBeNull();
    expect(askedBytes("bytes=200-", 100)).toBeNull();
  });
});

describe("multipartLayout", () => {
  it("gives each part its Content-Type and Content-Range, and the exact length", () => {
    const layout = multipartLayout(
      [
        { start: 0, end: 1 },
        { start: 5, end: 6 },
      ],
      100,
      "application/octet-stream",
    );
    const boundary = /boundary=(\w+)$/.exec(layout.contentType)?.[1];
    expect(boundary).toMatch(/^[0-9a-f]{24}$/);
    const body = Buffer.concat([layout.parts[0]!.head, Buffer.from("ab"), layout.parts[1]!.head, Buffer.from("fg"), layout.tail]).toString();
    expect(body).toBe(
      `--${boundary}\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes 0-1/100\r\n\r\nab` +
        `\r\n--${boundary}\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes 5-6/100\r\n\r\nfg\r\n--${boundary}--\r\n`,
    );
    expect(layout.length).toBe(Buffer.byteLength(body));
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name (RFC 6266)", () => {
    expect(contentDisposition('Bestelwijs café "1".exe')).toBe(
      `attachment; filename="Bestelwijs caf_ _1_.exe"; filename*=UTF-8''Bestelwijs%20caf%C3%A9%20%221%22.exe`,
    );
  });
});
