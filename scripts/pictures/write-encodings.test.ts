import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EncodingEntry, formatEncodings, writeEncodings } from "./encodings";

/*
 * The development server rewrites encodings.json in the background, and may be stopped at any
 * moment: a write cut off halfway must leave the file as it was, never a truncated one that every
 * later run fails to read. The cut is made where the bytes go to disk (node:fs/promises).
 */
vi.mock(import("node:fs/promises"), async (original) => {
  const fs = await original();
  return { ...fs, writeFile: vi.fn(fs.writeFile) };
});

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
    vi.mocked(writeFile).mockReset();
    await rm(folder, { recursive: true, force: true });
  });

  it("writes the new entries, and no file of its own is left beside them", async () => {
    await writeEncodings(NEW, file);
    expect(await readFile(file, "utf8")).toBe(formatEncodings(NEW));
    expect(await readdir(folder)).toEqual(["encodings.json"]);
  });

  it("leaves the old file whole when the write is cut off halfway, and nothing else in its folder", async () => {
    const { writeFile: realWriteFile } = await vi.importActual<typeof import("node:fs/promises")>("node:fs/promises");
    vi.mocked(writeFile).mockImplementationOnce(async (target, data) => {
      await realWriteFile(target as string, String(data).slice(0, String(data).length / 2));
      throw new Error("killed mid-write");
    });
    await expect(writeEncodings(NEW, file)).rejects.toThrow("killed mid-write");
    expect(await readFile(file, "utf8")).toBe(formatEncodings(OLD));
    expect(await readdir(folder)).toEqual(["encodings.json"]);
  });
});
