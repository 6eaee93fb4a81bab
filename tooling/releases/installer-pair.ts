import { createCipheriv } from "node:crypto";

/**
 * Two "installers" of a few MB that differ as two builds of a small fix do: the second has a few
 * regions rewritten and a few bytes inserted (so everything after them shifts), a few percent in
 * all. Incompressible, deterministic bytes (AES-CTR of zeros under a fixed key), so the sizes and
 * the blocks are the same on every run.
 */
export function noise(bytes: number, seed: number): Buffer {
  const key = Buffer.alloc(32, seed);
  return createCipheriv("aes-256-ctr", key, Buffer.alloc(16)).update(Buffer.alloc(bytes));
}

export interface InstallerPair {
  old: Buffer;
  next: Buffer;
}

/** `sizeMb` MB; the new one rewrites three regions of `percent`/3 % each and inserts 1 KiB near the start. */
export function installerPair(sizeMb = 4, percent = 3): InstallerPair {
  const old = noise(sizeMb * 1024 * 1024, 1);
  const region = Math.floor((old.length * percent) / 100 / 3);
  const parts: Buffer[] = [];
  let at = 0;
  const edits = [0.1, 0.45, 0.8].map((share) => Math.floor(old.length * share));
  for (const [index, start] of edits.entries()) {
    parts.push(old.subarray(at, start), noise(region, 10 + index));
    at = start + region;
  }
  parts.push(old.subarray(at));
  const next = Buffer.concat(parts);
  // An insertion shifts everything after it: fixed-size blocks would all differ from here on.
  const insertAt = Math.floor(old.length * 0.05);
  return { old, next: Buffer.concat([next.subarray(0, insertAt), noise(1024, 20), next.subarray(insertAt)]) };
}

/**
 * A new build of `old` with `count` regions of `bytes` rewritten in place, spread evenly over the
 * file (each at a fixed jitter from its slot, so runs agree): many small scattered changes, the
 * case where a differential download needs the most ranges.
 */
export function scatteredChanges(old: Buffer, count: number, bytes: number, seed = 30): Buffer {
  const next = Buffer.from(old);
  const slot = Math.floor(old.length / count);
  const jitter = noise(count * 4, seed);
  for (let index = 0; index < count; index++) {
    const at = index * slot + (jitter.readUInt32LE(index * 4) % Math.max(1, slot - bytes));
    noise(bytes, seed + 1 + (index % 200)).copy(next, at);
  }
  return next;
}
