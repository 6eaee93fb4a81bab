import { createHash, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { buildTestApp } from "../../../tooling/app/test-app";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../../tooling/servers/moto";
import { systemClock } from "../../clock";
import { Catalogue } from "../../releases/catalogue";
import { LocalReleaseStore } from "../../releases/local-store";
import { pin, publish, rollout } from "../../releases/publish";
import { S3ReleaseStore } from "../../releases/s3-store";
import { LinkSigner } from "../../releases/signing";
import type { ReleaseStore } from "../../releases/store";

/*
 * The update feeds against both release stores, end to end: publish through the operators'
 * code, ask the feed as an installed app would, download through the link it gives and check
 * the bytes against both hashes. The S3 run uses moto on 127.0.0.1, as the store contract does.
 */

let moto: MotoServer;
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-feed-"));

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
  await moto.createBucket("feed");
}, 120_000);
afterAll(() => moto?.stop());

interface Setup {
  store: ReleaseStore;
  app: FastifyInstance;
  catalogue: Catalogue;
}

const stores: Record<string, () => ReleaseStore> = {
  local: () => new LocalReleaseStore({ dir: path.join(scratch, "local"), signer: SIGNER, linkTtlSeconds: 120, filesUrl: "/api/home/v1/files" }),
  s3: () => new S3ReleaseStore({ bucket: "feed", prefix: "desktop/", region: "eu-west-1", endpoint: moto.endpoint, linkTtlSeconds: 120, ...MOTO_TIME_LIMITS }),
};
const SIGNER = new LinkSigner("feed-contract-secret-of-at-least-32-chars");

async function binary(name: string, body: string): Promise<string> {
  const file = path.join(scratch, "src", randomUUID(), name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return file;
}

const hashes = (body: Buffer) => ({ sha256: createHash("sha256").update(body).digest("hex"), sha512: createHash("sha512").update(body).digest("base64") });

describe.each(Object.keys(stores))("the update feed on the %s store", (name) => {
  let t: Setup;
  const installer = (version: string) => `Bestelwijs ${version} for Windows, x64, on ${name}`;

  /** Downloads what a link points to, as the app would: through this server (local) or from object storage (S3). */
  async function download(url: string): Promise<{ status: number; body: Buffer }> {
    if (url.startsWith("/")) {
      const answer = await t.app.inject({ method: "GET", url });
      return { status: answer.statusCode, body: answer.rawPayload };
    }
    const answer = await fetch(url);
    return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
  }

  const ask = async (current: string, query = "") => {
    await t.catalogue.refresh();
    return t.app.inject({ method: "GET", url: `/api/home/v1/updates/win/x64/${current}${query}` });
  };

  beforeAll(async () => {
    const store = stores[name]!();
    const catalogue = new Catalogue(store);
    await publish(
      store,
      {
        os: "win",
        version: "2.10.0",
        arch: "x64",
        kind: "installer",
        file: await binary("bestelwijs-2.10.0-x64.exe", installer("2.10.0")),
      },
      undefined,
      { rollout: { percent: 100 } },
    );
    const app = await buildTestApp({
      releases: { store, signer: SIGNER, catalogue, linksPerMinute: 100, refreshSeconds: 30, clock: systemClock },
    });
    await app.ready();
    t = { store, app, catalogue };
  });
  afterAll(() => t.app.close());

  it("offers 2.11.0 to a 2.10.0 client, and the download through its signed link matches both hashes", async () => {
    await publish(
      t.store,
      {
        os: "win",
        version: "2.11.0",
        arch: "x64",
        kind: "installer",
        file: await binary("bestelwijs-2.11.0-x64.exe", installer("2.11.0")),
        notes: { nl: "**Sneller** afrekenen.", en: "**Faster** checkout.", fr: "Passage en caisse **plus rapide**." },
      },
      undefined,
      { rollout: { percent: 100 } },
    );
    const response = await ask("2.10.0");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const offer = response.json();
    expect(offer).toMatchObject({
      version: "2.11.0",
      size: installer("2.11.0").length,
      arch: "x64",
      kind: "installer",
      notes: { nl: "**Sneller** afrekenen.", en: "**Faster** checkout.", fr: "Passage en caisse **plus rapide**." },
    });
    expect(Date.parse(offer.publishedAt)).not.toBeNaN();
    const file = await download(offer.url);
    expect(file.status).toBe(200);
    expect(file.body.toString()).toBe(installer("2.11.0"));
    expect(hashes(file.body)).toEqual({ sha256: offer.sha256, sha512: offer.sha512 });
  });

  it("answers 204 to a client that has 2.11.0", async () => {
    const response = await ask("2.11.0");
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
  });

  it("offers nothing newer than a pinned 2.10.0, and offers 2.10.0 itself to older clients", async () => {
    await pin(t.store, "win", "2.10.0");
    expect((await ask("2.10.0")).statusCode).toBe(204);
    expect((await ask("2.10.0", "?channel=beta")).statusCode).toBe(204);
    expect((await ask("2.9.0")).json().version).toBe("2.10.0");
    await pin(t.store, "win", null);
    expect((await ask("2.10.0")).json().version).toBe("2.11.0");
  });

  it("serves a 20% rollout to exactly the installations inside it, each always getting the same answer", async () => {
    await rollout(t.store, "win", "2.11.0", 20);
    await t.catalogue.refresh();
    // Fixed ids with known places in win 2.11.0's rollout (rolloutPosition, computed once;
    // server/api/updates/offer.test.ts holds the band function to its places over 1,000 ids):
    // 42 of these 200 fall below 20%, and the last two sit either side of the cut (19.95%, 20.07%).
    // Two hundred, not a thousand: a thousand at once can keep a loaded machine's event loop from
    // the store's answers past its 10 s time limit (then 503 is right), and one such run's second
    // pass differed from its first.
    const ids = [...Array.from({ length: 200 }, (_, i) => `installation-${i}`), "installation-370", "installation-726"];
    const answer = async (id: string) => (await t.app.inject({ method: "GET", url: `/api/home/v1/updates/win/x64/2.10.0?installation=${id}` })).statusCode;
    const first = await Promise.all(ids.map(answer));
    expect(first.slice(0, 200).filter((status) => status === 200)).toHaveLength(42);
    expect(first.slice(0, 200).filter((status) => status === 204)).toHaveLength(158);
    expect(first.slice(200)).toEqual([200, 204]);
    expect(await Promise.all(ids.map(answer))).toEqual(first);
    // An app that sends no id waits for the whole rollout.
    expect((await ask("2.10.0")).statusCode).toBe(204);
  });

  it("serves electron-updater's latest.yml with the rollout as stagingPercentage, and its file URL redirects to the bytes", async () => {
    const base = "/api/home/v1/updates/electron/win/x64/";
    // electron-updater sends its staging id; this one sits at 6.25 %, inside the 20 %.
    const inside = "9e0f6d1c-2a3b-4c5d-8e6f-000010000000";
    const response = await t.app.inject({
      method: "GET",
      url: `${base}latest.yml?noCache=1abc`,
      headers: { "accept-language": "nl", "x-user-staging-id": inside },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/yaml; charset=utf-8");
    const feed = parseYaml(response.body);
    expect(feed).toEqual({
      version: "2.11.0",
      files: [{ url: "2.11.0/bestelwijs-2.11.0-x64.exe", sha512: expect.any(String), size: installer("2.11.0").length }],
      path: "2.11.0/bestelwijs-2.11.0-x64.exe",
      sha512: feed.files[0].sha512,
      releaseDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      stagingPercentage: 20,
      releaseNotes: "<p><strong>Sneller</strong> afrekenen.</p>",
    });
    // Outside the band, or with no id, the highest version offered to all, which has no rollout.
    for (const headers of [{ "x-user-staging-id": "9e0f6d1c-2a3b-4c5d-8e6f-0000f0000000" }, {}]) {
      const outside = parseYaml((await t.app.inject({ method: "GET", url: `${base}latest.yml`, headers })).body);
      expect(outside.version).toBe("2.10.0");
      expect(outside.stagingPercentage).toBeUndefined();
    }
    // The text for people in the app's language: French for Accept-Language fr.
    const french = await t.app.inject({
      method: "GET",
      url: `${base}latest.yml`,
      headers: { "accept-language": "fr-BE,fr;q=0.9", "x-user-staging-id": inside },
    });
    expect(parseYaml(french.body).releaseNotes).toBe("<p>Passage en caisse <strong>plus rapide</strong>.</p>");
    const redirect = await t.app.inject({ method: "GET", url: new URL(feed.files[0].url, `http://host${base}`).pathname });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers["cache-control"]).toBe("no-store");
    const file = await download(String(redirect.headers.location));
    expect(hashes(file.body).sha512).toBe(feed.sha512);
    // electron-updater asks for the blockmap first (decision 056): it is there, through the same signed path.
    const blockmap = await t.app.inject({ method: "GET", url: `${base}2.11.0/bestelwijs-2.11.0-x64.exe.blockmap` });
    expect(blockmap.statusCode).toBe(302);
    expect((await download(String(blockmap.headers.location))).status).toBe(200);
  });

  it("offers a beta only on the beta channel and in beta.yml", async () => {
    await rollout(t.store, "win", "2.11.0", 100);
    await publish(
      t.store,
      {
        os: "win",
        version: "2.12.0-beta.1",
        arch: "x64",
        kind: "installer",
        file: await binary("bestelwijs-2.12.0-beta.1-x64.exe", installer("2.12.0-beta.1")),
      },
      undefined,
      { rollout: { percent: 100 } },
    );
    expect((await ask("2.11.0")).statusCode).toBe(204);
    expect((await ask("2.11.0", "?channel=beta")).json().version).toBe("2.12.0-beta.1");
    const yml = (file: string) => t.app.inject({ method: "GET", url: `/api/home/v1/updates/electron/win/x64/${file}` }).then((r) => parseYaml(r.body));
    expect((await yml("latest.yml")).version).toBe("2.11.0");
    expect((await yml("latest.yml")).stagingPercentage).toBeUndefined();
    expect((await yml("beta.yml")).version).toBe("2.12.0-beta.1");
  });

  it("serves latest-mac.yml with the zip Squirrel.Mac installs first, for a universal build", async () => {
    await publish(
      t.store,
      { os: "mac_os", version: "2.11.0", arch: "universal", kind: "dmg", file: await binary("Bestelwijs-2.11.0.dmg", "dmg bytes") },
      undefined,
      { rollout: { percent: 100 } },
    );
    await publish(
      t.store,
      { os: "mac_os", version: "2.11.0", arch: "universal", kind: "zip", file: await binary("Bestelwijs-2.11.0-mac.zip", "zip bytes") },
      undefined,
      { rollout: { percent: 100 } },
    );
    await t.catalogue.refresh();
    const feed = parseYaml((await t.app.inject({ method: "GET", url: "/api/home/v1/updates/electron/mac_os/arm64/latest-mac.yml" })).body);
    expect(feed.files.map((file: { url: string }) => file.url)).toEqual(["2.11.0/Bestelwijs-2.11.0-mac.zip", "2.11.0/Bestelwijs-2.11.0.dmg"]);
    expect(feed.sha512).toBe(hashes(Buffer.from("zip bytes")).sha512);
    expect((await t.app.inject({ method: "GET", url: "/api/home/v1/updates/electron/mac_os/arm64/latest.yml" })).statusCode).toBe(404);
  });
});
