import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../test-support/manual-clock";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { LinkSigner } from "./signing";

/*
 * A link's expiry is read only in its one canonical spelling. Number() reads
 * "01700000000", "1e9", "+1700000000" and " 1700000000" as the same number as the signed one, so
 * each of those spellings was a second working address for one link (and slipped past anything
 * that compares links as text: a cache key, a log filter, a deny list).
 */

const PATH = "win/1.0.0/a.exe";
const signer = new LinkSigner("s".repeat(32));

describe("LinkSigner.check reads only canonical decimal expiries", () => {
  const signature = signer.sign(PATH, 1000);

  it("accepts the expiry as it signed it", () => {
    expect(signer.check(PATH, "1000", signature, 999)).toBe("valid");
    expect(signer.check(PATH, "0", signer.sign(PATH, 0), 0)).toBe("valid");
  });

  it.each([
    "01000",
    "001000",
    "1e3",
    "1000e0",
    "+1000",
    " 1000",
    "1000 ",
    "\t1000",
    "1000\n",
    "1000.0",
    "1_000",
    "0x3e8",
    "１０００",
    "",
    "-0",
    "1".repeat(13),
  ])("refuses the expiry spelled %j, which Number() reads as the signed one or a number at all", (expires) => {
    expect(signer.check(PATH, expires, signature, 999)).toBe("bad-signature");
  });
});

describe("the file route", () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.app.close());

  it("answers a link whose expiry has a leading zero with 403, and the same link spelled canonically with 200", async () => {
    const key = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";
    const expires = Math.floor(clock() / 1000) + 60;
    const signature = t.releases.signer.sign(key, expires);
    const get = (spelled: string) => t.app.inject({ method: "GET", url: `/api/home/v1/files/${key}?expires=${spelled}&signature=${signature}` });
    expect((await get(String(expires))).statusCode).toBe(200);
    expect((await get(`0${expires}`)).statusCode).toBe(403);
    expect((await get(`%2B${expires}`)).statusCode).toBe(403);
  });
});
