import { randomFillSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomUuid, uuidsFrom } from "./random-uuid";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("uuidsFrom", () => {
  it("writes each drawn byte as two hex digits, with the version and variant bits of RFC 9562", () => {
    const next = uuidsFrom((bytes) => {
      for (let at = 0; at < bytes.length; at++) bytes[at] = (at % 16) * 17;
    });
    // Bytes 00 11 22 … ff: byte 6 (66) keeps its low half under version 4, byte 8 (88) its low six bits under variant 10.
    expect(next()).toBe("00112233-4455-4677-8899-aabbccddeeff");
    expect(next()).toBe("00112233-4455-4677-8899-aabbccddeeff");
  });

  it("sets the version and variant whatever the random bytes", () => {
    expect(uuidsFrom((bytes) => bytes.fill(0xff))()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(uuidsFrom((bytes) => bytes.fill(0))()).toBe("00000000-0000-4000-8000-000000000000");
  });

  it("draws again once the drawn bytes are used up, and never repeats an id", () => {
    let draws = 0;
    const next = uuidsFrom((bytes) => {
      draws++;
      randomFillSync(bytes);
    });
    const ids = Array.from({ length: 2000 }, next);
    expect(draws).toBe(Math.ceil(2000 / 256));
    expect(new Set(ids).size).toBe(2000);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});

describe("randomUuid", () => {
  it("uses every hex digit in every random place", () => {
    const ids = Array.from({ length: 4000 }, randomUuid);
    for (let place = 0; place < 36; place++) {
      const seen = new Set(ids.map((id) => id[place]));
      if ([8, 13, 18, 23].includes(place)) expect(seen).toEqual(new Set(["-"]));
      else if (place === 14) expect(seen).toEqual(new Set(["4"]));
      else if (place === 19) expect(seen).toEqual(new Set(["8", "9", "a", "b"]));
      else expect(seen.size, `place ${place}`).toBe(16);
    }
  });
});
