import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";

const clock = manualClock();
let t: TestApp;
let link: string;
let content: Buffer;
const KEY = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";

beforeAll(async () => {
  t = await createTestApp({ clock });
  const response = await t.app.inject({ method: "POST", url: "/api/home/v1/downloads", payload: { path: KEY } });
  link = response.json().url;
  content = await readFile((t.releases.store as import("../../releases/local-store").LocalReleaseStore).filePath(KEY));
});
afterAll(() => t.app.close());

/** The path as the server decodes it; overlong UTF-8 (%c0%ae) does not decode, and is signed as sent. */
function decodedOrAsSent(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("the signed file route", () => {
  it("serves the file as an attachment with a strong ETag", async () => {
    const response = await get(link);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="bestelwijs-2.4.0-x86-sample.exe"; filename*=UTF-8''bestelwijs-2.4.0-x86-sample.exe`,
    );
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers["accept-ranges"]).toBe("bytes");
  });

  it("answers one range with 206, so an interrupted download resumes", async () => {
    const response = await get(link, { range: "bytes=10-" });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 10-${content.length - 1}/${content.length}`);
    expect(response.rawPayload.equals(content.subarray(10))).toBe(true);
    const suffix = await get(link, { range: "bytes=-5" });
    expect(suffix.rawPayload.equals(content.subarray(-5))).toBe(true);
  });

  it("answers a range past the end with 416, never a 5xx", async () => {
    for (const range of [`bytes=${content.length}-`, `bytes=${content.length}-${content.length + 5}, ${content.length + 10}-`]) {
      const past = await get(link, { range });
      expect(past.statusCode).toBe(416);
      expect(past.headers["content-range"]).toBe(`bytes */${content.length}`);
      expect(past.json().error).toBeTruthy();
    }
  });

  it("answers several ranges with 206 multipart/byteranges, each part with its Content-Type and Content-Range (RFC 9110 §14.6)", async () => {
    const size = content.length;
    const response = await get(link, { range: `bytes=0-1, 4-5, -3, ${size + 10}-` });
    expect(response.statusCode).toBe(206);
    const boundary = /^multipart\/byteranges; boundary=(\w+)$/.exec(String(response.headers["content-type"]))?.[1];
    expect(boundary).toBeTruthy();
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.headers["content-range"]).toBeUndefined();
    const part = (range: string, bytes: Buffer) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes ${range}/${size}\r\n\r\n`), bytes]);
    const expected = Buffer.concat([
      part("0-1", content.subarray(0, 2)),
      Buffer.from("\r\n"),
      part("4-5", content.subarray(4, 6)),
      Buffer.from("\r\n"),
      part(`${size - 3}-${size - 1}`, content.subarray(size - 3)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(response.rawPayload.equals(expected)).toBe(true);
  });

  it("coalesces overlapping ranges, and ignores a Range it cannot read or one of too many ranges (200, the whole file)", async () => {
    const overlapping = await get(link, { range: "bytes=0-9, 5-19, 0-19" });
    expect(overlapping.statusCode).toBe(206);
    expect(overlapping.headers["content-range"]).toBe(`bytes 0-19/${content.length}`);
    expect(overlapping.rawPayload.equals(content.subarray(0, 20))).toBe(true);
    const tooMany = `bytes=${Array.from({ length: 1001 }, (_, index) => `${index}-${index}`).join(",")}`;
    for (const range of ["bytes=5-2", "bytes=0-1,x-", "pages=1-2", tooMany]) {
      const whole = await get(link, { range });
      expect(whole.statusCode, range.slice(0, 20)).toBe(200);
      expect(whole.rawPayload.equals(content)).toBe(true);
    }
  });

  it("sends the whole file when If-Range names another version", async () => {
    const response = await get(link, { range: "bytes=10-", "if-range": '"something-else"' });
    expect(response.statusCode).toBe(200);
  });

  it("answers a tampered signature with 403", async () => {
    const tampered = link.replace(/signature=(.)/, (_m, c: string) => `signature=${c === "A" ? "B" : "A"}`);
    expect((await get(tampered)).statusCode).toBe(403);
    expect((await get(link.replace(/&signature=.*/, ""))).statusCode).toBe(403);
  });

  it("answers a signature moved to another file or expiry with 403", async () => {
    const moved = link.replace(KEY, "win/2.3.1/bestelwijs-2.3.1-x64-sample.exe");
    expect((await get(moved)).statusCode).toBe(403);
    const later = link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1}`);
    expect((await get(later)).statusCode).toBe(403);
  });

  it.each(["/api/home/v1/files/%zz", `/api/home/v1/files/${"a".repeat(300)}?expires=1&signature=x`])(
    "answers a malformed address %s in the JSON error shape",
    async (url) => {
      const response = await get(url);
      expect([400, 403]).toContain(response.statusCode);
      expect(Object.keys(response.json())).toEqual(["error"]);
    },
  );

  it("answers a repeated signature parameter with 403", async () => {
    const response = await get(`${link}&signature=again`);
    expect(response.statusCode).toBe(403);
  });

  it("answers an expired link with 410", async () => {
    const expires = Math.floor(clock() / 1000) - 1;
    const signature = t.releases.signer.sign(KEY, expires);
    const response = await get(`/api/home/v1/files/${KEY}?expires=${expires}&signature=${signature}`);
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toContain("expired");
  });

  it.each([
    "../manifest.json",
    "..%2Fmanifest.json",
    "..%252Fmanifest.json",
    "win/2.4.0/..%5C..%5Cmanifest.json",
    "%00",
    "%2Fetc%2Fpasswd",
    "%2e%2e/manifest.json",
    "%2e%2e%2fmanifest.json",
    "%252e%252e%252fmanifest.json",
    "win/2.4.0/%2e%2e%2f%2e%2e%2fmanifest.json",
    "%c0%ae%c0%ae/manifest.json",
    "manifest.json%00.exe",
    "%e2%80%a5/manifest.json",
    "%ef%bc%8e%ef%bc%8e/manifest.json",
  ])("never serves %s, even with a signature for that exact string", async (path) => {
    const expires = Math.floor(clock() / 1000) + 60;
    const decoded = decodedOrAsSent(path);
    const response = await get(`/api/home/v1/files/${path}?expires=${expires}&signature=${t.releases.signer.sign(decoded, expires)}`);
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain("schemaVersion");
  });
});

describe("a signed link's lifetime", () => {
  it("works until RELEASE_LINK_TTL_SECONDS (300) have passed, and answers 410 from the next second", async () => {
    const own = manualClock();
    const expiring = await createTestApp({ clock: own });
    try {
      const { url } = (await expiring.app.inject({ method: "POST", url: "/api/home/v1/downloads", payload: { path: KEY } })).json();
      own.advance(300_000);
      expect((await expiring.app.inject({ method: "GET", url })).statusCode).toBe(200);
      own.advance(1000);
      const expired = await expiring.app.inject({ method: "GET", url });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ error: expect.stringContaining("expired") });
    } finally {
      await expiring.app.close();
    }
  });
});
