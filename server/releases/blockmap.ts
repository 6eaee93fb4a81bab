import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import type { FileKind, OperatingSystem } from "../../shared/release-files";
import { FS_IDLE_LIMIT_MS, idleSignal } from "./time-limit";

/*
 * electron-builder's blockmap (builder-util-runtime's blockMapApi): gzip'd JSON
 * {version: "2", files: [{name: "file", offset: 0, checksums, sizes}]}. electron-updater compares
 * the old and the new blockmap block by block (checksum and size), copies the blocks it has from
 * the installer it cached, and fetches the rest with Range requests
 * (docs/decisions/056-blockmaps-and-differential-updates.md).
 */

export interface Blockmap {
  version: "1" | "2";
  files: Array<{ name: string; offset: number; checksums: string[]; sizes: number[] }>;
}

/** What each system's updater downloads, so what gets a blockmap: the NSIS installer, and the zip Squirrel.Mac installs. */
export const BLOCKMAP_KINDS: Record<OperatingSystem, FileKind> = { win: "installer", mac_os: "zip" };

/** A blockmap larger than this is not one (a 2 GB installer in 16 KiB blocks makes about 6 MB of JSON, gzip'd less). */
export const BLOCKMAP_MAX_BYTES = 16 * 1024 * 1024;

/*
 * Content-defined chunking with a gear hash: a block ends where the hash of the last 32 bytes has
 * its 14 top bits clear (about every 16 KiB), within 4–64 KiB. A change moves only the boundaries
 * near it, so an installer that changes a few percent keeps almost all of its blocks, even when
 * bytes are inserted and everything after them shifts (fixed-size blocks would all change).
 */
const MIN_BLOCK = 4 * 1024;
const MAX_BLOCK = 64 * 1024;
const BOUNDARY_MASK = 0xfffc0000;
/** 256 fixed pseudo-random words, the same in every process and version of this code: blockmaps of two releases must agree. */
const GEAR = (() => {
  const table = new Uint32Array(256);
  for (let index = 0; index < 256; index++) table[index] = createHash("sha256").update(`bestelwijs-gear-${index}`).digest().readUInt32BE(0);
  return table;
})();

class Chunker {
  private hash = 0;
  private length = 0;
  private parts: Buffer[] = [];
  readonly checksums: string[] = [];
  readonly sizes: number[] = [];

  update(chunk: Buffer): void {
    let start = 0;
    for (let index = 0; index < chunk.length; index++) {
      this.hash = ((this.hash << 1) + GEAR[chunk[index]!]!) >>> 0;
      this.length++;
      if ((this.length >= MIN_BLOCK && (this.hash & BOUNDARY_MASK) === 0) || this.length >= MAX_BLOCK) {
        this.parts.push(chunk.subarray(start, index + 1));
        start = index + 1;
        this.cut();
      }
    }
    if (start < chunk.length) this.parts.push(chunk.subarray(start));
  }

  finish(): void {
    if (this.length > 0) this.cut();
  }

  private cut(): void {
    const digest = createHash("sha256");
    for (const part of this.parts) digest.update(part);
    this.checksums.push(digest.digest("base64"));
    this.sizes.push(this.length);
    this.parts = [];
    this.length = 0;
    this.hash = 0;
  }
}

const gzipped = (chunker: Chunker): Buffer => {
  const blockmap: Blockmap = { version: "2", files: [{ name: "file", offset: 0, checksums: chunker.checksums, sizes: chunker.sizes }] };
  // Node writes no mtime in the gzip header: the same file gives the same bytes.
  return gzipSync(JSON.stringify(blockmap), { level: 9 });
};

/** The blockmap of bytes in memory (tests, small files). */
export function blockmapOfBytes(bytes: Buffer): Buffer {
  const chunker = new Chunker();
  chunker.update(bytes);
  chunker.finish();
  return gzipped(chunker);
}

/** The blockmap of a local file, read as a stream (installers are large), gzip'd as electron-updater reads it. */
export async function makeBlockmap(file: string, idleMs = FS_IDLE_LIMIT_MS): Promise<Buffer> {
  const chunker = new Chunker();
  const idle = idleSignal(`Reading ${file}`, idleMs);
  try {
    for await (const chunk of createReadStream(file, { signal: idle.signal })) {
      idle.touch();
      chunker.update(chunk as Buffer);
    }
  } catch (error) {
    throw idle.signal.aborted ? idle.signal.reason : error;
  } finally {
    idle.done();
  }
  chunker.finish();
  return gzipped(chunker);
}

/** The blockmap in a gzip'd one, unchecked (blockmapProblem checks it). */
export const readBlockmap = (gzippedBlockmap: Buffer): Blockmap => JSON.parse(gunzipSync(gzippedBlockmap).toString("utf8")) as Blockmap;

/**
 * Why a blockmap (gzip'd, as electron-builder writes it) cannot describe a file of `fileSize`
 * bytes, or null when it can: electron-updater reads one file of blocks from offset 0, and the
 * blocks must cover the file exactly. Its checksums are electron-builder's own and are not
 * recomputed; the sha512 of the whole file, which the updater checks after assembling it, is the
 * final word.
 */
export function blockmapProblem(gzipped: Buffer, fileSize: number): string | null {
  if (gzipped.length > BLOCKMAP_MAX_BYTES) return `is larger than ${BLOCKMAP_MAX_BYTES} bytes`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(gzipped, { maxOutputLength: BLOCKMAP_MAX_BYTES * 8 }).toString("utf8"));
  } catch {
    return "is not gzip'd JSON";
  }
  const map = parsed as Partial<Blockmap>;
  if (typeof map !== "object" || map === null || (map.version !== "1" && map.version !== "2")) return 'has no version "1" or "2"';
  if (!Array.isArray(map.files) || map.files.length !== 1) return "does not describe exactly one file";
  const [entry] = map.files;
  if (typeof entry !== "object" || entry === null || entry.offset !== 0 || typeof entry.name !== "string") return "does not describe a file from offset 0";
  const { checksums, sizes } = entry;
  if (!Array.isArray(sizes) || !Array.isArray(checksums) || sizes.length !== checksums.length || sizes.length === 0)
    return "has no list of blocks with a checksum for each";
  if (!checksums.every((checksum) => typeof checksum === "string" && checksum.length > 0 && checksum.length <= 128)) return "has a block without a checksum";
  if (!sizes.every((size) => Number.isSafeInteger(size) && size > 0)) return "has a block without a size";
  const covered = sizes.reduce((sum, size) => sum + size, 0);
  if (covered !== fileSize) return `covers ${covered} bytes, and the file has ${fileSize}`;
  return null;
}
