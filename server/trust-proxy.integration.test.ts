import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_URL } from "../shared/home-api";
import { createFixtureBuild } from "../tooling/app/fixture-build";
import { Replica } from "../tooling/servers/replica";

/*
 * With TRUST_PROXY=true, as the deploy guide once said, a replica reached directly
 * believed any X-Forwarded-For, so one client got 40 links out of 40 POSTs past a limit of 30 by
 * naming a new address each time. TRUST_PROXY now names the proxy: only a connection from it
 * may say whose request it passes on. Two real server processes on 127.0.0.1, the test client
 * being the connection in both.
 */

const LIMIT = 30;
const POSTS = 40;
const SAMPLE = { path: "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe" };

let notTheClient: Replica | null = null;
let theClientIsTheProxy: Replica | null = null;

beforeAll(async () => {
  const [buildDir, firstStore, secondStore] = await Promise.all([
    createFixtureBuild(),
    mkdtemp(path.join(tmpdir(), "bestelwijs-trust-proxy-")),
    mkdtemp(path.join(tmpdir(), "bestelwijs-trust-proxy-")),
  ]);
  const env = { NODE_ENV: "development", BUILD_DIR: buildDir, RELEASE_SAMPLES: "true", LOG_LEVEL: "warn", DOWNLOAD_LINKS_PER_MINUTE: String(LIMIT) };
  [notTheClient, theClientIsTheProxy] = await Promise.all([
    // nginx on another machine: the test client is not it.
    Replica.start("proxy elsewhere", { ...env, RELEASE_DIR: firstStore, TRUST_PROXY: "10.0.1.5,10.0.2.0/24" }),
    // The client is where nginx would be.
    Replica.start("proxy here", { ...env, RELEASE_DIR: secondStore, TRUST_PROXY: "127.0.0.1" }),
  ]);
}, 200_000);

afterAll(async () => {
  await Promise.all([notTheClient?.terminate(), theClientIsTheProxy?.terminate()]);
});

/** POSTs for a link, each claiming another visitor's address (`forwardedFor` makes the header from a count). */
async function postsWithForgedAddresses(replica: Replica, forwardedFor = (i: number) => `203.0.113.${i}`): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= POSTS; i++) {
    const answer = await fetch(`${replica.url}${DOWNLOADS_URL}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor(i) },
      body: JSON.stringify(SAMPLE),
    });
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  return statuses;
}

describe("TRUST_PROXY naming the proxy", () => {
  it("ignores X-Forwarded-For from a client that is not the proxy: 40 forged addresses still get 429 after the limit", async () => {
    const statuses = await postsWithForgedAddresses(notTheClient!);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), ...Array<number>(POSTS - LIMIT).fill(429)]);
  });

  it("believes X-Forwarded-For from the proxy: each visitor it names has a limit of its own", async () => {
    const statuses = await postsWithForgedAddresses(theClientIsTheProxy!);
    expect(statuses).toEqual(Array<number>(POSTS).fill(200));
  });

  it("takes the right-most address the proxy did not add to: a proxy that appends (nginx's $proxy_add_x_forwarded_for) does not let the visitor choose", async () => {
    // What the visitor wrote on the left, the address the proxy saw on the right.
    const statuses = await postsWithForgedAddresses(theClientIsTheProxy!, (i) => `203.0.113.${i}, 198.51.100.7`);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), ...Array<number>(POSTS - LIMIT).fill(429)]);
  });
});
