import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FaultyStore } from "../../tests/support/faulty-store";
import { emptyManifest } from "./manifest";
import { publish } from "./publish";

/* The blockmap is written to the temporary folder before its upload: a full disk there is that folder's, not the store's. */

const full = vi.hoisted(() => ({ tmp: false }));
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof import("node:fs/promises")>();
  return {
    ...fs,
    writeFile: (async (file, ...rest) => {
      if (full.tmp && String(file).includes("bestelwijs-blockmap-"))
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });
      return fs.writeFile(file, ...rest);
    }) as typeof fs.writeFile,
  };
});

afterEach(() => void (full.tmp = false));

describe("a full temporary folder during a publish (issue 45 item 8)", () => {
  it("names the temporary folder, not the store, and says nothing was uploaded", async () => {
    const source = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-temp-disk-")), "bestelwijs-2.5.0-x64.exe");
    await writeFile(source, "installer bytes");
    const store = new FaultyStore();
    store.manifest = emptyManifest();
    full.tmp = true;
    await expect(publish(store, { os: "win", version: "2.5.0", arch: "x64", kind: "installer", file: source })).rejects.toThrow(
      `Publishing stopped before anything was uploaded: the disk that holds ${tmpdir()} is full (ENOSPC), where the blockmap is written before its upload. Nothing was published. Free space on that disk (\`df -h ${tmpdir()}\` shows what is left), then run this same publish again; or set TMPDIR to a folder on a disk with room.`,
    );
    expect(store.objects.size).toBe(0);
  });
});
