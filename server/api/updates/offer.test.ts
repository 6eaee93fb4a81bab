import { describe, expect, it } from "vitest";
import { releaseFile, SHA512 } from "../../../tests/support/release-file";
import { validateManifest } from "../../releases/manifest";
import { findUpdate, isHeldBack, isInRollout, rolloutPosition } from "./offer";

const file = (version: string, overrides: Record<string, unknown> = {}) => releaseFile(version, { sha512: SHA512, ...overrides });
const manifest = (files: object[], extra: object = {}) => validateManifest({ schemaVersion: 2, files, ...extra });
const ask = (m: ReturnType<typeof manifest>, current: string, extra: object = {}) =>
  findUpdate(m, { os: "win", arch: "x64", current, channel: "stable", nowMs: 0, ...extra })?.version ?? null;

/**
 * 1,000 fixed installation ids. Their places in win 2.10.0's rollout below were computed once
 * with rolloutPosition; they change only if the band function changes, which would also move
 * every real installation in a rollout under way, and that is what these tests are there to catch.
 */
const INSTALLATIONS = Array.from({ length: 1000 }, (_, i) => `installation-${i}`);
/** [id, its place in win 2.10.0's rollout]: the ends of the range, and the ids on either side of 20%. */
const KNOWN_PLACES = [
  ["installation-255", 0.077299],
  ["installation-181", 19.612204],
  ["installation-787", 19.95534],
  ["installation-931", 20.157893],
  ["installation-714", 20.312636],
  ["installation-854", 99.990237],
] as const;

describe("findUpdate", () => {
  const m = manifest([file("2.9.0"), file("2.10.0"), file("2.11.0-beta.1"), file("2.10.1", { arch: "arm64", path: "win/2.10.1/setup-2.10.1-arm64.exe" })]);

  it("offers the highest release for the architecture, and nothing to an up-to-date client", () => {
    expect(ask(m, "2.9.0")).toBe("2.10.0");
    expect(ask(m, "2.10.0")).toBeNull();
    expect(ask(m, "3.0.0")).toBeNull();
    expect(findUpdate(m, { os: "win", arch: "arm64", current: "2.9.0", channel: "stable", nowMs: 0 })?.version).toBe("2.10.1");
    expect(findUpdate(m, { os: "win", arch: "x86", current: "2.9.0", channel: "stable", nowMs: 0 })).toBeNull();
  });

  it("offers betas only on the beta channel, and releases to beta clients too", () => {
    expect(ask(m, "2.10.0", { channel: "beta" })).toBe("2.11.0-beta.1");
    expect(ask(m, "2.11.0-beta.1", { channel: "beta" })).toBeNull();
    expect(ask(m, "2.11.0-beta.1")).toBeNull();
    const released = manifest([file("2.11.0-beta.1"), file("2.11.0")]);
    expect(ask(released, "2.11.0-beta.1", { channel: "beta" })).toBe("2.11.0");
  });

  it("holds every channel on a pin and never offers a downgrade", () => {
    const pinned = manifest([file("2.9.0"), file("2.10.0"), file("2.11.0-beta.1")], { pinned: { win: "2.9.0" } });
    expect(ask(pinned, "2.8.0")).toBe("2.9.0");
    expect(ask(pinned, "2.9.0")).toBeNull();
    expect(ask(pinned, "2.10.0")).toBeNull();
    expect(ask(pinned, "2.10.0", { channel: "beta" })).toBeNull();
  });

  it("offers a universal build to a Mac of either kind, its own build first", () => {
    const mac = manifest([
      file("2.0.0", { os: "mac_os", arch: "universal", kind: "dmg", path: "mac_os/2.0.0/Bestelwijs.dmg" }),
      file("2.0.0", { os: "mac_os", arch: "arm64", kind: "dmg", path: "mac_os/2.0.0/Bestelwijs-arm64.dmg" }),
    ]);
    expect(findUpdate(mac, { os: "mac_os", arch: "x64", current: "1.0.0", channel: "stable", nowMs: 0 })?.file.path).toBe("mac_os/2.0.0/Bestelwijs.dmg");
    expect(findUpdate(mac, { os: "mac_os", arch: "arm64", current: "1.0.0", channel: "stable", nowMs: 0 })?.file.path).toBe(
      "mac_os/2.0.0/Bestelwijs-arm64.dmg",
    );
  });

  it("skips files without a sha512 (migrated, not yet hashed) and files of kind other", () => {
    const { sha512: _, ...unhashed } = file("2.10.0");
    expect(ask(manifest([file("2.9.0"), unhashed]), "2.8.0")).toBe("2.9.0");
    expect(ask(manifest([file("2.9.0"), file("2.10.0", { kind: "other", path: "win/2.10.0/setup-2.10.0.bin" })]), "2.8.0")).toBe("2.9.0");
  });

  it("during a rollout offers the version to installations inside it, and the previous one to the rest", () => {
    const staged = manifest([file("2.9.0"), file("2.10.0")], { versions: [{ os: "win", version: "2.10.0", rolloutPercent: 20 }] });
    for (const [id, place] of KNOWN_PLACES) {
      expect(rolloutPosition("win", "2.10.0", id), id).toBeCloseTo(place, 6);
      expect(ask(staged, "2.8.0", { installationId: id }), id).toBe(place < 20 ? "2.10.0" : "2.9.0");
    }
    const offers = INSTALLATIONS.map((id) => ask(staged, "2.8.0", { installationId: id }));
    expect(offers.filter((version) => version === "2.10.0")).toHaveLength(194);
    expect(offers.filter((version) => version === "2.9.0")).toHaveLength(806);
    // The same id always gets the same answer, and an id already on 2.9.0 outside the rollout is up to date.
    expect(INSTALLATIONS.map((id) => ask(staged, "2.8.0", { installationId: id }))).toEqual(offers);
    expect(INSTALLATIONS.filter((_, i) => offers[i] === "2.9.0").every((id) => ask(staged, "2.9.0", { installationId: id }) === null)).toBe(true);
    // Without an id, the rollout waits.
    expect(ask(staged, "2.8.0")).toBe("2.9.0");
  });
});

describe("rollout buckets", () => {
  it("only ever add installations as the percentage grows, and differ per version", () => {
    const inAt = (percent: number) => new Set(INSTALLATIONS.filter((id) => isInRollout("win", "2.10.0", percent, id)));
    const ten = inAt(10);
    const fifty = inAt(50);
    expect([ten.size, inAt(20).size, fifty.size, inAt(100).size]).toEqual([96, 194, 478, 1000]);
    expect([...ten].every((id) => fifty.has(id))).toBe(true);
    expect(inAt(0).size).toBe(0);
    expect(INSTALLATIONS.filter((id) => rolloutPosition("win", "2.10.0", id) < 10)).not.toEqual(
      INSTALLATIONS.filter((id) => rolloutPosition("win", "2.11.0", id) < 10),
    );
  });
});

describe("held back by a rollout (the update-check metrics)", () => {
  const staged = manifest([file("2.9.0"), file("2.10.0")], { versions: [{ os: "win", version: "2.10.0", rolloutPercent: 20 }] });
  const held = (m: ReturnType<typeof manifest>, current: string, extra: object = {}) =>
    isHeldBack(m, { os: "win", arch: "x64", current, channel: "stable", nowMs: 0, ...extra });

  it("is an installation outside the rollout of a newer version, whatever it is offered meanwhile", () => {
    const [inside] = KNOWN_PLACES.find(([, place]) => (place as number) < 20)!;
    const [outside] = KNOWN_PLACES.find(([, place]) => (place as number) >= 20)!;
    expect(held(staged, "2.9.0", { installationId: outside })).toBe(true);
    expect(held(staged, "2.9.0")).toBe(true);
    expect(held(staged, "2.9.0", { installationId: inside })).toBe(false);
    expect(held(staged, "2.10.0", { installationId: outside })).toBe(false);
  });

  it("is never an installation under a pin, nor one with no newer build for its architecture", () => {
    expect(held(manifest(staged.files, { versions: staged.versions, pinned: { win: "2.9.0" } }), "2.8.0")).toBe(false);
    expect(held(staged, "2.9.0", { arch: "arm64" })).toBe(false);
  });
});
