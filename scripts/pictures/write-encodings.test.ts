import { mkdtemp, open, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type EncodingEntry, formatEncodings, writeEncodings } from "./encodings";

/*
 * The development server rewrites encodings.json in the background, and may be stopped at any
 * moment: the file must be replaced whole, never rewritten in place, where a write cut off halfway
 * leaves a truncated file that every later run fails to read. A reader that opened the old file
 * before the write shows which it was: replaced, the old file it holds is still whole.
 */
const OLD: EncodingEntry[] = [
  { label: "home-hero nl 300w", fingerprint: "0123456789ab", encoding: "lossless" },
  { label: "home-hero nl 600w", fingerprint: "123456789abc", encoding: "lossy" },
];
const NEW: EncodingEntry[] = [...OLD, { label: "home-hero en 300w", fingerprint: "23456789abcd", encoding: "lossy" }];

describe("writeEncodings", () => {
  let folder: string;
  let file: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "encodings-write-"));
    file = path.join(folder, "encodings.json");
    await writeEncodings(OLD, file);
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("writes the new entries, and no file of its own is left beside them", async () => {
    await writeEncodings(NEW, file);
    expect(await readFile(file, "utf8")).toBe(formatEncodings(NEW));
    expect(await readdir(folder)).toEqual(["encodings.json"]);
  });

  it("replaces the file whole instead of rewriting it in place: a reader of the old file reads all of it", async () => {
    const reader = await open(file, "r");
    try {
      await writeEncodings(NEW, file);
      expect(await reader.readFile("utf8")).toBe(formatEncodings(OLD));
    } finally {
      await reader.close();
    }
    expect(await readFile(file, "utf8")).toBe(formatEncodings(NEW));
  });
});
