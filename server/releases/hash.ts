import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { FileFacts } from "./store";

/** Streams the file once, so a large installer never sits in memory. */
export async function hashLocalFile(file: string): Promise<FileFacts> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), size };
}
