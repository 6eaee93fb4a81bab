import { gzipSync } from "node:zlib";
import { computeOperations, OperationKind } from "electron-updater/out/differentialDownloader/downloadPlanBuilder";
import { describe, expect, it } from "vitest";
import { installerPair, noise } from "../../tooling/releases/installer-pair";
import { blockmapOfBytes, blockmapProblem, readBlockmap } from "./blockmap";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: undefined };

/** The bytes electron-updater would fetch, planned by its own code from the two blockmaps. */
function fetchedBytes(old: Buffer, next: Buffer): number {
  const operations = computeOperations(readBlockmap(blockmapOfBytes(old)) as never, readBlockmap(blockmapOfBytes(next)) as never, quiet as never);
  return operations.filter((operation) => operation.kind === OperationKind.DOWNLOAD).reduce((sum, operation) => sum + operation.end - operation.start, 0);
}

describe("blockmaps", () => {
  it("are electron-builder's format: one file from offset 0 whose blocks cover it exactly, 4–64 KiB each", () => {
    const bytes = noise(1024 * 1024 + 17, 3);
    const map = readBlockmap(blockmapOfBytes(bytes));
    expect(map.version).toBe("2");
    expect(map.files).toHaveLength(1);
    const [file] = map.files;
    expect(file).toMatchObject({ name: "file", offset: 0 });
    expect(file!.sizes.reduce((sum, size) => sum + size, 0)).toBe(bytes.length);
    expect(file!.checksums).toHaveLength(file!.sizes.length);
    expect(file!.sizes.slice(0, -1).every((size) => size >= 4096 && size <= 65536)).toBe(true);
    expect(blockmapProblem(blockmapOfBytes(bytes), bytes.length)).toBeNull();
  });

  it("are the same bytes for the same file", () => {
    const bytes = noise(300_000, 4);
    expect(blockmapOfBytes(bytes).equals(blockmapOfBytes(Buffer.from(bytes)))).toBe(true);
  });

  it("keep almost every block when a few percent change and bytes are inserted, as electron-updater plans it", () => {
    const { old, next } = installerPair(4, 3);
    const fetched = fetchedBytes(old, next);
    // 3 % rewritten plus the blocks each edit touches: far below the whole file.
    expect(fetched).toBeGreaterThan(next.length * 0.03);
    expect(fetched).toBeLessThan(next.length * 0.1);
  });

  it("say why a blockmap does not fit its file", () => {
    const bytes = noise(200_000, 5);
    expect(blockmapProblem(blockmapOfBytes(bytes), bytes.length + 1)).toBe(`covers ${bytes.length} bytes, and the file has ${bytes.length + 1}`);
    expect(blockmapProblem(Buffer.from("not gzip"), 10)).toBe("is not gzip'd JSON");
    const twoFiles = gzipSync(JSON.stringify({ version: "2", files: [{}, {}] }));
    expect(blockmapProblem(twoFiles, 10)).toBe("does not describe exactly one file");
    const noChecksums = gzipSync(JSON.stringify({ version: "2", files: [{ name: "file", offset: 0, sizes: [10], checksums: [] }] }));
    expect(blockmapProblem(noChecksums, 10)).toBe("has no list of blocks with a checksum for each");
  });
});
