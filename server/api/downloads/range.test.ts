import { describe, expect, it } from "vitest";
import { contentDisposition, parseRange } from "./range";

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
    ["bytes=0-1,5-6", { kind: "whole" }],
    ["bytes=9-3", { kind: "whole" }],
    ["items=0-5", { kind: "whole" }],
    ["bytes=-", { kind: "whole" }],
  ])("%s of 100 bytes → %o", (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name (RFC 6266)", () => {
    expect(contentDisposition('Bestelwijs café "1".exe')).toBe(
      `attachment; filename="Bestelwijs caf_ _1_.exe"; filename*=UTF-8''Bestelwijs%20caf%C3%A9%20%221%22.exe`,
    );
  });
});
