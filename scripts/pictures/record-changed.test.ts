import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { drawing as webshopCheckout } from "./drawings/webshop-checkout";
import { ENCODINGS_FILE, encodingsByFingerprint, formatEncodings, readEncodings } from "./encodings";
import { recordChangedEncodings, renderPictures } from "./index";

const dir = await mkdtemp(path.join(tmpdir(), "pictures-record-changed-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The checkout picture after an editor renamed its second dish in English. */
const renamed = {
  ...webshopCheckout,
  text: {
    ...webshopCheckout.text,
    en: {
      ...webshopCheckout.text.en,
      items: webshopCheckout.text.en.items.map((item, index) => (index === 1 ? { ...item, name: "Tuna nigiri, renamed" } : item)),
    },
  },
};

describe("recordChangedEncodings", () => {
  it("after a dish is renamed, encodes only the changed files and writes what the full record writes", { timeout: 120_000 }, async () => {
    expect(webshopCheckout.text.en.items[1]?.name).not.toBe("Tuna nigiri, renamed");
    const file = path.join(dir, "encodings.json");
    await copyFile(ENCODINGS_FILE, file);

    const { recorded } = await recordChangedEncodings({ drawings: [renamed], cacheDir: null, file });

    // Only the English files of the picture are new; the other languages' are recorded already.
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every((label) => label.startsWith("webshop-checkout en "))).toBe(true);
    const full = await renderPictures(path.join(dir, "client"), [renamed], { encodings: encodingsByFingerprint(readEncodings()) });
    expect(full.unrecorded.sort()).toEqual([...recorded].sort());
    const written = await readFile(file, "utf8");
    expect(written).toBe(formatEncodings(full.entries));

    // Up to date now: a second run records nothing and leaves the file as it was.
    expect(await recordChangedEncodings({ drawings: [renamed], cacheDir: null, file })).toEqual({ recorded: [], dropped: 0 });
    expect(await readFile(file, "utf8")).toBe(written);
  });
});
