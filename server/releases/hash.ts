import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { FileFacts } from "./store";
import { FS_IDLE_LIMIT_MS, idleSignal } from "./time-limit";

/** Both digests in one pass: SHA-256 (hex) for people and the page, SHA-512 (base64) for electron-updater. */
export class FileHasher {
  private readonly sha256 = createHash("sha256");
  private readonly sha512 = createHash("sha512");
  private size = 0;

  update(chunk: Buffer): void {
    this.sha256.update(chunk);
    this.sha512.update(chunk);
    this.size += chunk.length;
  }

  facts(): FileFacts {
    return { sha256: this.sha256.digest("hex"), sha512: this.sha512.digest("base64"), size: this.size };
  }
}

/** Hashes any byte stream, giving up when it stalls, so a large installer never sits in memory and a hung disk never hangs us. */
export async function hashStream(what: string, open: (signal: AbortSignal) => AsyncIterable<unknown>, idleMs = FS_IDLE_LIMIT_MS): Promise<FileFacts> {
  const hasher = new FileHasher();
  const idle = idleSignal(what, idleMs);
  const source = open(idle.signal);
  // A stream that was not given the signal is ended by hand, so the loop below stops waiting.
  idle.signal.addEventListener("abort", () => (source as { destroy?: (error: unknown) => void }).destroy?.(idle.signal.reason), { once: true });
  try {
    for await (const chunk of source) {
      idle.touch();
      hasher.update(chunk as Buffer);
    }
  } catch (error) {
    throw idle.signal.aborted ? idle.signal.reason : error;
  } finally {
    idle.done();
  }
  return hasher.facts();
}

export function hashLocalFile(file: string, idleMs?: number): Promise<FileFacts> {
  return hashStream(`Reading ${file}`, (signal) => createReadStream(file, { signal }), idleMs);
}
