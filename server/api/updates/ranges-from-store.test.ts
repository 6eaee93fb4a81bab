import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import type { LocalReleaseStore } from "../../releases/local-store";
import { StoreUnavailableError } from "../../releases/store";

/*
 * A store whose links answer one range per request (S3) gets readRange; the feed's file route then
 * answers several ranges itself. Here the local store is given one that reads its own files, and
 * one that fails, so every answer can be checked byte for byte without S3 (the real S3 path:
 * electron-updater-ranges.integration.test.ts).
 */

const PATH = "win/2.10.0/bestelwijs-2.10.0-x64-sample.exe";
const INSTALLER = `/api/home/v1/updates/electron/win/x64/2.10.0/bestelwijs-2.10.0-x64-sample.exe`;

let t: TestApp;
let content: Buffer;
let asked: string[];
beforeEach(async () => {
  t = await createTestApp();
  const store = t.releases.store as LocalReleaseStore;
  content = await readFile(store.filePath(PATH));
  asked = [];
  t.releases.store.readRange = async (path, start, end) => {
    asked.push(`${start}-${end}`);
    return createReadStream(store.filePath(path), { start, end });
  };
});
afterEach(() => t.app.close());

const get = (range?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: INSTALLER, headers: { ...headers, ...(range === undefined ? {} : { range }) } });

describe("several ranges of a file in a store that answers one range per request", () => {
  it("are answered by the replica with 206 multipart/byteranges, byte for byte", async () => {
    const size = content.length;
    const response = await get("bytes=0-1, 10-19, -4");
    expect(response.statusCode).toBe(206);
    expect(response.headers["cache-control"]).toBe("no-store");
    const boundary = /^multipart\/byteranges; boundary=(\w+)$/.exec(String(response.headers["content-type"]))?.[1];
    expect(boundary).toBeTruthy();
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    const part = (from: number, to: number) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes ${from}-${to}/${size}\r\n\r\n`),
        content.subarray(from, to + 1),
      ]);
    const expected = Buffer.concat([
      part(0, 1),
      Buffer.from("\r\n"),
      part(10, 19),
      Buffer.from("\r\n"),
      part(size - 4, size - 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(response.rawPayload.equals(expected)).toBe(true);
    expect(asked).toEqual(["0-1", "10-19", `${size - 4}-${size - 1}`]);
  });

  it("redirects one range or none to the store's link, as before", async () => {
    for (const range of [undefined, "bytes=0-9"]) {
      const response = await get(range);
      expect(response.statusCode).toBe(302);
    }
    expect(asked).toEqual([]);
  });

  it("answers 416 when no range is satisfiable, and redirects a Range it ignores (the store sends the whole file)", async () => {
    const past = await get(`bytes=${content.length}-, ${content.length + 5}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${content.length}`);
    expect(past.json().error).toBeTruthy();
    expect((await get("bytes=0-1, 9-3")).statusCode).toBe(302);
    expect(asked).toEqual([]);
  });

  it("answers 503 with Retry-After, not a 206, when the store cannot give the first part", async () => {
    t.releases.store.readRange = async () => {
      throw new StoreUnavailableError("store down");
    };
    const response = await get("bytes=0-1, 10-19");
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("30");
    expect(response.json().error).toBeTruthy();
  });

  it("cuts the answer short of its Content-Length when the store fails during it", async () => {
    const store = t.releases.store as LocalReleaseStore;
    let calls = 0;
    t.releases.store.readRange = async (path, start, end) => {
      calls++;
      if (calls === 1) return createReadStream(store.filePath(path), { start, end });
      // A part that ends early: fewer bytes than asked for.
      return Readable.from([content.subarray(start, start + 1)]);
    };
    // The connection is closed mid-answer: the client never takes it for a whole one.
    await expect(get("bytes=0-1, 10-19")).rejects.toThrow(/destroyed before completion/);
  });
});
