import { describe, expect, it } from "vitest";
import { encodingFingerprint, formatEncodings, parseEncodings, readEncodings } from "./encodings";
import { ALL_SLOTS, pictureFiles } from "./index";
import { DRAWINGS } from "./registry";

describe("scripts/pictures/encodings.json", () => {
  it("has one entry for every picture file the build writes, drawn as the picture is drawn now (else run npm run pictures:record)", async () => {
    const current = await Promise.all(
      pictureFiles(DRAWINGS, ALL_SLOTS).map(async (file) => `${file.label} ${encodingFingerprint(await file.svg, file.width)}`),
    );
    const recorded = readEncodings().map((entry) => `${entry.label} ${entry.fingerprint}`);
    const stale = recorded.filter((entry) => !current.includes(entry));
    const missing = current.filter((entry) => !recorded.includes(entry));
    expect({ stale, missing }).toEqual({ stale: [], missing: [] });
  });

  it("is written sorted, one entry a line, as the record command writes it", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(new URL("./encodings.json", import.meta.url), "utf8");
    expect(formatEncodings(parseEncodings(text))).toBe(text);
  });

  it("refuses an entry that names no encoding or no fingerprint", () => {
    expect(() => parseEncodings(JSON.stringify({ "home-hero nl 300w": "webp 123456789abc" }))).toThrow(/"home-hero nl 300w" must be/);
    expect(() => parseEncodings(JSON.stringify({ "home-hero nl 300w": "lossy" }))).toThrow(/must be/);
  });
});
