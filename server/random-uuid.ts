import { randomFillSync } from "node:crypto";

/** Ids made from one draw of random bytes: 4 KiB a draw, where Node's own randomUUID draws 2 KiB for 128. */
const IDS_PER_DRAW = 256;
const BYTES_PER_ID = 16;

/** Where each byte's two hex digits go in `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`. */
const DIGITS_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const HEX = [..."0123456789abcdef"].map((digit) => digit.charCodeAt(0));

/** Version 4 UUIDs from the random bytes `fill` draws, many ids at a time (randomUuid's, or a test's). */
export function uuidsFrom(fill: (bytes: Buffer) => unknown): () => string {
  const drawn = Buffer.alloc(BYTES_PER_ID * IDS_PER_DRAW);
  let next = IDS_PER_DRAW;
  const text = Buffer.from("00000000-0000-0000-0000-000000000000", "latin1");
  return () => {
    if (next === IDS_PER_DRAW) {
      fill(drawn);
      next = 0;
    }
    const from = BYTES_PER_ID * next++;
    for (let index = 0; index < BYTES_PER_ID; index++) {
      let byte = drawn[from + index] as number;
      // RFC 9562 §5.4: the version (4) in the high half of byte 6, the variant (10) in the top bits of byte 8.
      if (index === 6) byte = (byte & 0x0f) | 0x40;
      else if (index === 8) byte = (byte & 0x3f) | 0x80;
      const at = DIGITS_AT[index] as number;
      text[at] = HEX[byte >> 4] as number;
      text[at + 1] = HEX[byte & 0x0f] as number;
    }
    return text.toString("latin1");
  };
}

/**
 * A random (version 4) UUID, as `crypto.randomUUID()` makes one: 122 random bits from
 * `randomFillSync` (OpenSSL's CSPRNG, seeded by the system), drawn for many ids at once. It is written into one buffer and read out as one
 * string, where randomUUID joins 20 pieces that each header check, log line and write then walk
 * again: with one per request, that was a measured share of the busiest answers
 * (docs/decisions/070-near-the-platforms-speed.md).
 */
export const randomUuid = uuidsFrom(randomFillSync);
