import { describe, expect, it } from "vitest";
import { pickEncoding } from "./encoding";

const both = { br: 1, gzip: 1 };

describe("pickEncoding", () => {
  it.each([
    [undefined, both, "identity"],
    ["gzip, deflate, br", both, "br"],
    ["gzip", both, "gzip"],
    ["br;q=0, gzip", both, "gzip"],
    ["*", both, "br"],
    ["br", { gzip: 1 }, "identity"],
    ["gzip;q=0.5, br;q=0", { br: 1 }, "identity"],
    ["identity", both, "identity"],
  ] as const)("Accept-Encoding %s with %o gives %s", (header, available, expected) => {
    expect(pickEncoding(header, available)).toBe(expected);
  });
});
