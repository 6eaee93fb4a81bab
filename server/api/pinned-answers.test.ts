import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DOWNLOADS_URL } from "../../shared/home-api";
import { createTestApp, type TestApp } from "../../tooling/app/test-app";
import { Metrics } from "../metrics/metrics";
import { API_PREFIX } from "./index";

/*
 * The catalogue GET and electron-updater's update check are the answers served most, and the ones
 * made fast by precomputing (docs/decisions/070-near-the-platforms-speed.md): their status, every
 * header in order and every byte are pinned here, so no restructuring of how they are written can
 * change what a client receives. Only the request id differs from one answer to the next.
 */

let t: TestApp;
beforeAll(async () => {
  // The samples are published at the wall clock's time, which their answers carry: a fixed one pins them.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-29T09:00:00.000Z") });
  try {
    t = await createTestApp({ metrics: new Metrics({ processMetrics: false }), updateChecksPerMinute: 120 });
  } finally {
    vi.useRealTimers();
  }
});
afterAll(() => t.app.close());

const SECURITY_HEADERS = [
  ["strict-transport-security", "max-age=63072000; includeSubDomains; preload"],
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["x-frame-options", "DENY"],
  ["cross-origin-resource-policy", "same-origin"],
  ["cross-origin-opener-policy", "same-origin"],
  ["permissions-policy", "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()"],
  [
    "content-security-policy",
    "default-src 'self'; img-src 'self' data:; style-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; script-src 'self'",
  ],
];

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** The headers as sent, in order, with the request id (a fresh UUID each time) checked for shape and then named only. */
const headersOf = (headers: Record<string, unknown>) =>
  Object.entries(headers).map(([name, value]) => {
    if (name !== "x-request-id") return [name, value];
    expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    return [name, "<uuid>"];
  });

describe("the catalogue GET", () => {
  const URL = DOWNLOADS_URL;
  // The samples' French notes (decision 071) are the only change since these were pinned: without
  // them the body hashes to 6b3c1537…03db56, as before the answer was made faster.
  const ETAG = '"EtdxDkF_MZZb8rFi32ay4KgFZU1"';
  const BODY_SHA256 = "12d7710e417f31965bf2b162df66b2e0a805654d6c7bac3558598ad5fb9a5ea1";

  it("answers 200 with these headers, in this order, and these bytes", async () => {
    const answer = await t.app.inject({ method: "GET", url: URL });
    expect(answer.statusCode).toBe(200);
    expect(headersOf(answer.headers)).toEqual([
      ["x-request-id", "<uuid>"],
      ["etag", ETAG],
      ["cache-control", "public, max-age=60, stale-if-error=86400"],
      ["content-type", "application/json; charset=utf-8"],
      ...SECURITY_HEADERS,
      ["content-length", String(answer.rawPayload.length)],
      ["date", answer.headers.date],
      ["connection", "keep-alive"],
    ]);
    expect(sha256(answer.body)).toBe(BODY_SHA256);
  });

  it("answers 304 to its ETag with the same headers and no body", async () => {
    const answer = await t.app.inject({ method: "GET", url: URL, headers: { "if-none-match": ETAG } });
    expect(answer.statusCode).toBe(304);
    expect(headersOf(answer.headers)).toEqual([
      ["x-request-id", "<uuid>"],
      ["etag", ETAG],
      ["cache-control", "public, max-age=60, stale-if-error=86400"],
      ...SECURITY_HEADERS,
      ["date", answer.headers.date],
      ["connection", "keep-alive"],
    ]);
    expect(answer.rawPayload.length).toBe(0);
  });
});

describe("electron-updater's update check (latest.yml)", () => {
  const SHA512 = "WSQOVfwskQ7JkS3DaEO0z4CWAndXf/mfySA54K+HaH41v9KCWTu6oxSEKzFF+TmVUhKm4CoevDa4x7Ews/aUpg==";
  const feed = (notes: string) =>
    [
      'version: "2.10.0"',
      "files:",
      '  - url: "2.10.0/bestelwijs-2.10.0-x64-sample.exe"',
      `    sha512: "${SHA512}"`,
      "    size: 159",
      'path: "2.10.0/bestelwijs-2.10.0-x64-sample.exe"',
      `sha512: "${SHA512}"`,
      'releaseDate: "2026-11-29T09:00:00.000Z"',
      `releaseNotes: ${notes}`,
      "",
    ].join("\n");
  const EN_NOTES = String.raw`"<p>Sample notes: this is <strong>not a real release</strong>.</p><ul><li>Orders show up on screen faster</li><li>Receipts print without an internet connection</li></ul><p>See <a href=\"https://example.com/manual\" rel=\"noopener noreferrer\">the manual</a>.</p>"`;
  const NL_NOTES = String.raw`"<p>Voorbeeldnotities: dit is <strong>geen echte release</strong>.</p><ul><li>Bestellingen verschijnen sneller op het scherm</li><li>Bonnen printen ook zonder internet</li></ul><p>Zie <a href=\"https://example.com/handleiding\" rel=\"noopener noreferrer\">de handleiding</a>.</p>"`;
  const URL = `${API_PREFIX}/updates/electron/win/x64/latest.yml`;
  const headers = (answer: { headers: Record<string, unknown>; rawPayload: Buffer }, remaining: string) => [
    ["x-request-id", "<uuid>"],
    ["x-ratelimit-limit", "120"],
    ["x-ratelimit-remaining", remaining],
    ["x-ratelimit-reset", "60"],
    ["vary", "Accept-Language, X-User-Staging-Id"],
    ["content-type", "text/yaml; charset=utf-8"],
    ...SECURITY_HEADERS,
    ["cache-control", "no-store"],
    ["content-length", String(answer.rawPayload.length)],
    ["date", answer.headers.date],
    ["connection", "keep-alive"],
  ];

  it.each([
    ["no Accept-Language", "10.0.0.1", {}, feed(EN_NOTES)],
    ["Accept-Language: nl", "10.0.0.2", { "accept-language": "nl-NL,nl;q=0.9" }, feed(NL_NOTES)],
  ])("answers 200 with these headers, in this order, and these bytes, for %s", async (_name, remoteAddress, asked, expected) => {
    const first = await t.app.inject({ method: "GET", url: URL, headers: asked, remoteAddress });
    const second = await t.app.inject({ method: "GET", url: URL, headers: asked, remoteAddress });
    for (const [answer, remaining] of [
      [first, "119"],
      [second, "118"],
    ] as const) {
      expect(answer.statusCode).toBe(200);
      expect(headersOf(answer.headers)).toEqual(headers(answer, remaining));
      expect(answer.body).toBe(expected);
    }
  });
});
