import { randomUUID } from "node:crypto";
import { UUID } from "builder-util-runtime";
import { describe, expect, it } from "vitest";
import { releaseFile, SHA512 } from "../../../tests/support/release-file";
import { validateManifest } from "../../releases/manifest";
import { electronFeedBytes, feedOffer, stagingPlace } from "./electron-feed";

const file = (version: string) => releaseFile(version, { sha512: SHA512 });
const manifest = (versions: object[], extra: object = {}) =>
  validateManifest({ schemaVersion: 2, files: ["2.0.0", "2.1.0", "2.2.0"].map(file), versions, ...extra });
const offered = (m: ReturnType<typeof manifest>, place: number | undefined) => {
  const offer = feedOffer(m, "win", "x64", "stable", 0, place);
  return offer && { version: offer.version, share: offer.share };
};

describe("stagingPlace", () => {
  it("places an id where electron-updater's isStagingMatch does, for any UUID it writes", () => {
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      expect(stagingPlace(id)).toBe(UUID.parse(id).readUInt32BE(12) / 0xffffffff);
    }
    expect(stagingPlace("9e0f6d1c-2a3b-4c5d-8e6f-0000ffffffff")).toBe(1);
  });

  it("knows no place for what electron-updater would not send: no header, another form, upper case, a repeated header", () => {
    for (const header of [undefined, "", "installation-1", "9E0F6D1C-2A3B-4C5D-8E6F-000010000000", ["9e0f6d1c-2a3b-4c5d-8e6f-000010000000"]])
      expect(stagingPlace(header)).toBeUndefined();
  });
});

describe("feedOffer", () => {
  const staged = manifest([
    { os: "win", version: "2.2.0", rolloutPercent: 10 },
    { os: "win", version: "2.1.0", rolloutPercent: 30 },
  ]);

  it("names the highest version whose band holds the place, and the one offered to all when none does or none is known", () => {
    expect(offered(staged, 0)).toEqual({ version: "2.2.0", share: 10 });
    expect(offered(staged, 0.1)).toEqual({ version: "2.1.0", share: 30 });
    expect(offered(staged, 0.5)).toEqual({ version: "2.0.0", share: undefined });
    expect(offered(staged, undefined)).toEqual({ version: "2.0.0", share: undefined });
  });

  it("names the newest, with its share, when every version is staged and none holds the place: the client declines it", () => {
    const allStaged = manifest(["2.0.0", "2.1.0", "2.2.0"].map((version) => ({ os: "win", version, rolloutPercent: 0 })));
    expect(offered(allStaged, 0)).toEqual({ version: "2.2.0", share: 0 });
  });

  it("names the pinned version, with no rollout, to every place", () => {
    const pinned = manifest([{ os: "win", version: "2.1.0", rolloutPercent: 30 }], { pinned: { win: "2.1.0" } });
    for (const place of [0, 0.9, undefined]) expect(offered(pinned, place)).toEqual({ version: "2.1.0", share: undefined });
  });
});

describe("electronFeedBytes", () => {
  it("writes every string double-quoted on one line, in ASCII: quotes, backslashes, accents and emoji escaped, a long line never folded", () => {
    const notes = `Paiement "rapide" — café \\ 😀\n\n${"long ".repeat(20)}`;
    const m = validateManifest({ schemaVersion: 2, files: [file("2.2.0")], versions: [{ os: "win", version: "2.2.0", notes: { nl: notes } }] });
    const offer = feedOffer(m, "win", "x64", "stable", 0, 0);
    if (!offer) throw new Error("the manifest offers 2.2.0");
    const sha512 = `"${"A".repeat(86)}=="`;
    expect(electronFeedBytes(m, "win", "x64", { ...offer, share: 25 }, "nl").toString("latin1")).toBe(
      [
        `version: "2.2.0"`,
        "files:",
        `  - url: "2.2.0/setup-2.2.0.exe"`,
        `    sha512: ${sha512}`,
        "    size: 10",
        `path: "2.2.0/setup-2.2.0.exe"`,
        `sha512: ${sha512}`,
        `releaseDate: "2026-11-01T10:00:00.000Z"`,
        "stagingPercentage: 25",
        `releaseNotes: "<p>Paiement &#34;rapide&#34; \\u2014 caf\\u00e9 \\\\ \\ud83d\\ude00</p><p>${"long ".repeat(19)}long</p>"`,
        "",
      ].join("\n"),
    );
  });

  it("gives each language its own feed of a version offered to all, the same bytes at every check, and a new manifest's own", () => {
    const published = (notes: object) => validateManifest({ schemaVersion: 2, files: [file("2.2.0")], versions: [{ os: "win", version: "2.2.0", notes }] });
    const m = published({ nl: "Sneller afrekenen.", en: "Faster checkout." });
    const feed = (of: typeof m, locale: "nl" | "en") => {
      const offer = feedOffer(of, "win", "x64", "stable", 0, undefined);
      if (!offer) throw new Error("the manifest offers 2.2.0");
      return electronFeedBytes(of, "win", "x64", offer, locale);
    };
    const dutch = feed(m, "nl");
    expect(dutch.toString()).toContain("Sneller afrekenen.");
    expect(feed(m, "en").toString()).toContain("Faster checkout.");
    expect(feed(m, "nl")).toBe(dutch);
    expect(feed(m, "en").toString()).toContain("Faster checkout.");
    const next = published({ nl: "Nog sneller.", en: "Even faster." });
    expect(feed(next, "nl").toString()).toContain("Nog sneller.");
    expect(feed(m, "nl")).toBe(dutch);
  });
});
