import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILES_URL } from "../shared/home-api";
import { parseAnswers, rawExchange } from "../tests/support/raw-http";
import { manualClock } from "../tooling/app/manual-clock";
import { buildTestApp } from "../tooling/app/test-app";
import { Nginx } from "../tooling/servers/nginx";
import { ensureSampleReleases } from "./releases/samples";
import { createReleases, type Releases } from "./releases/setup";

/*
 * Path traversal in every encoding, with the request line as a client writes it (app.inject() and
 * fetch() normalise some of these before the server sees them): straight to a listening server and
 * through nginx configured with the `location /` rules of docs/deploy.md. The fixture build holds
 * client/.env and a secret.txt beside the client folder (tooling/app/fixture-build.ts); the
 * release store holds manifest.json beside the releases. None of them is ever served.
 */

/** "One folder up", spelled every way a parser might decode into `../`. */
const UP = [
  "../",
  "%2e%2e/",
  "%2E%2E%2F",
  "%2e%2e%2f",
  "..%2f",
  "%252e%252e%252f", // double encoding
  "..%252f",
  "..\\",
  "..%5c",
  "%2e%2e%5c",
  "%c0%ae%c0%ae/", // overlong UTF-8 dots
  "%c0%ae%c0%ae%c0%af",
  "..%00/",
  "%e2%80%a5/", // U+2025 two dot leader
  "%ef%bc%8e%ef%bc%8e/", // U+FF0E fullwidth full stops
  "\u2025/",
  "./../",
];

/** What must never be in an answer: the fixture's secrets and the store's manifest. */
const SECRETS = ["outside the client folder", "SECRET=1", "schemaVersion"];

let app: FastifyInstance;
let releases: Releases;
let direct: string;
let nginx: Nginx;
const clock = manualClock();

beforeAll(async () => {
  const work = await mkdtemp(path.join(tmpdir(), "bestelwijs-traversal-"));
  releases = createReleases(
    {
      dir: path.join(work, "store"),
      signingSecret: "traversal-secret-that-is-at-least-32-chars",
      linkTtlSeconds: 300,
      refreshSeconds: 30,
      linksPerMinute: 1000,
      samples: true,
    },
    FILES_URL,
    { clock },
  );
  await ensureSampleReleases(releases.store);
  // As docs/deploy.md runs a replica: behind nginx, trusting its X-Forwarded-* headers.
  app = await buildTestApp({ releases, trustProxy: true });
  await app.listen({ host: "127.0.0.1", port: 0 });
  direct = `127.0.0.1:${(app.server.address() as { port: number }).port}`;
  nginx = await Nginx.start([direct], path.join(work, "nginx"));
});
afterAll(async () => {
  await nginx?.stop();
  await app?.close();
});

/** The key as a server that decodes once more than it should would read it; a signature for that is the strongest forgery. */
function decodedOnce(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

const FILES = `${FILES_URL}/`;

/** A file route target with a link signed for exactly this spelling of its key, as if a visitor had the secret for that string. */
function signedFileUrl(target: string): string {
  if (!target.startsWith(FILES)) return target;
  const expires = Math.floor(clock() / 1000) + 60;
  return `${target}?expires=${expires}&signature=${releases.signer.sign(decodedOnce(target.slice(FILES.length)), expires)}`;
}

const TARGETS = UP.flatMap((up) => [
  ["the root", `/${up}secret.txt`],
  ["/assets/", `/assets/${up}${up}secret.txt`],
  ["the root, for a dotfile", `/${up}client/.env`],
  ["a page", `/prijzen/${up}${up}secret.txt`],
  ["a page in English", `/en/${up}${up}secret.txt`],
  ["the file route (signed for this spelling)", `${FILES}win/2.4.0/${up}${up}manifest.json`],
  ["the file route, from its root (signed for this spelling)", `${FILES}${up}manifest.json`],
]);
TARGETS.push(["the file route, with a NUL (signed for this spelling)", `${FILES}manifest.json%00.exe`]);

describe.each([
  ["straight to the server", () => direct, "direct"],
  ["through nginx as docs/deploy.md configures it", () => nginx.url.replace("http://", ""), "nginx"],
])("%s", (_how, address) => {
  it.each(TARGETS)("from %s: GET %s serves nothing outside what it publishes", async (_from, target) => {
    const { text, closedByServer } = await rawExchange(
      address(),
      `GET ${signedFileUrl(target)} HTTP/1.1\r\nHost: www.bestelwijs.example\r\nConnection: close\r\n\r\n`,
    );
    expect(closedByServer).toBe(true);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const answers = parseAnswers(text);
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    // 404 where the path decodes to nothing published; 400 where it does not decode (overlong UTF-8,
    // raw non-ASCII) or, through nginx, where nginx refuses a path above the root or with a NUL.
    expect([400, 404]).toContain(answer?.status);
    expect(answer?.headers.location).toBeUndefined();
    // The server's answers carry the security headers, and so do nginx's own 400s (docs/deploy.md).
    expect(answer?.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves what it publishes over the same exchange: the checks above can see a file", async () => {
    const { text } = await rawExchange(address(), `GET /favicon.svg HTTP/1.1\r\nHost: www.bestelwijs.example\r\nConnection: close\r\n\r\n`);
    expect(parseAnswers(text)[0]?.status).toBe(200);
    const link = signedFileUrl(`${FILES}win/2.4.0/bestelwijs-2.4.0-x86-sample.exe`);
    const file = await rawExchange(address(), `GET ${link} HTTP/1.1\r\nHost: www.bestelwijs.example\r\nConnection: close\r\n\r\n`);
    expect(parseAnswers(file.text)[0]?.status).toBe(200);
  });
});
