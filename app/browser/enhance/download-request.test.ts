import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type DownloadFailure, retryAfterSeconds, startDownload } from "./download-request";

const SITE = "https://www.bestelwijs.test";
const LINK = `${SITE}/api/home/v1/files/win/2.10.0/setup.exe?expires=1&signature=s`;
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const linkAnswer = async () => json({ url: LINK }, 200);

/** Answers the link request with `link`, and the file's first byte, asked next, with `file`. */
function answering(link: () => Promise<Response>, file: () => Promise<Response> = async () => new Response("M", { status: 206 })) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => (String(input).startsWith(`${SITE}/api/home/v1/files/`) ? file() : link()));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("startDownload", () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal("location", { href: `${SITE}/downloads`, origin: SITE, assign });
    vi.stubGlobal("console", { ...console, error: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each<[string, () => Promise<Response>, (() => Promise<Response>) | undefined, DownloadFailure]>([
    ["the link request answers 500 with no sentence", async () => json({ status: 500 }, 500), undefined, { kind: "failed" }],
    ["the link request answers a proxy's HTML page", async () => new Response("<html>Bad gateway</html>", { status: 502 }), undefined, { kind: "failed" }],
    ["the network fails", async () => Promise.reject(new TypeError("Failed to fetch")), undefined, { kind: "failed" }],
    ["the link request answers 200 without a link", async () => json({}, 200), undefined, { kind: "failed" }],
    [
      "the link request answers 503 with Retry-After and no sentence",
      async () => new Response("<html>503</html>", { status: 503, headers: { "retry-after": "30" } }),
      undefined,
      { kind: "retry", seconds: 30 },
    ],
    [
      "the server says why, in the page's language",
      async () => json({ error: "Downloaden kan nu even niet." }, 503, { "retry-after": "30" }),
      undefined,
      { kind: "said", sentence: "Downloaden kan nu even niet." },
    ],
    ["the path is not in the catalogue any more", async () => new Response("Not Found", { status: 404 }), undefined, { kind: "gone" }],
    ["the file answers 404", linkAnswer, async () => new Response("Not Found", { status: 404 }), { kind: "gone" }],
    [
      "the file's link has expired, with the server's sentence",
      linkAnswer,
      async () => json({ error: "Deze downloadlink is verlopen." }, 410),
      { kind: "said", sentence: "Deze downloadlink is verlopen." },
    ],
    ["the network fails while the file is asked for", linkAnswer, async () => Promise.reject(new TypeError("Failed to fetch")), { kind: "failed" }],
  ])("stays on the page and says why when %s, and logs it", async (_, link, file, failure) => {
    answering(link, file);
    await expect(startDownload("win/2.10.0/setup.exe", "nl")).resolves.toEqual(failure);
    expect(assign).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it("asks in the page's language, for the file's first byte, then sends the browser to the file", async () => {
    const fetch = answering(linkAnswer);
    await expect(startDownload("win/2.10.0/setup.exe", "fr")).resolves.toBeNull();
    expect(fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get("accept-language"))).toEqual(["fr-BE", "fr-BE"]);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get("range")).toBe("bytes=0-0");
    expect(assign).toHaveBeenCalledWith(LINK);
  });

  it("sends the browser to a link elsewhere (S3) without asking it first: the page may not read its answers", async () => {
    const elsewhere = "https://bucket.s3.test/win/setup.exe?X-Amz-Signature=s";
    const fetch = answering(async () => json({ url: elsewhere }, 200));
    await expect(startDownload("win/2.10.0/setup.exe", "en")).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(elsewhere);
  });
});

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-11-26T10:00:00Z");
  it.each([
    ["30", 30],
    [" 120 ", 120],
    ["Thu, 26 Nov 2026 10:01:00 GMT", 60],
    ["0", 2], // the sentence says "seconds"
    ["Thu, 26 Nov 2026 09:00:00 GMT", 2], // a date gone by: try again now, in so many words
    ["soon", null],
  ] as const)("reads %j as %j", (value, seconds) => {
    expect(retryAfterSeconds(value, now)).toBe(seconds);
  });
  it("is null without the header", () => expect(retryAfterSeconds(null, now)).toBeNull());
});
