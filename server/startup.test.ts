import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../config/site-config";
import { readReleaseConfig } from "./config";
import { validateManifest } from "./releases/manifest";
import { ensureSampleReleases } from "./releases/samples";
import { createReleases, signingSecretWarning } from "./releases/setup";

describe("publishing the samples", () => {
  it("is safe when several processes start together on an empty store", async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-start-")), "store");
    const starters = Array.from(
      { length: 4 },
      () => createReleases({ dir, linkTtlSeconds: 60, refreshSeconds: 30, linksPerMinute: 10, samples: true }, "/files").store,
    );
    const results = await Promise.allSettled(starters.map((store) => ensureSampleReleases(store)));
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const manifest = validateManifest(await starters[0]!.readManifest());
    expect(manifest.files).toHaveLength(7);
    expect(new Set(manifest.files.map((file) => file.path)).size).toBe(7);
    // And again, on a store that has them: nothing happens.
    await expect(ensureSampleReleases(starters[1]!)).resolves.toBe(false);
  });
});

describe("production defaults", () => {
  const production = { NODE_ENV: "production" };

  it("refuses a local store without RELEASE_SIGNING_SECRET, naming the variable", () => {
    let error: unknown;
    try {
      readReleaseConfig(production);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe("RELEASE_SIGNING_SECRET");
    expect((error as Error).message).toMatch(/NODE_ENV=production/);
  });

  it("starts with a secret, and publishes no samples unless asked", () => {
    const secret = { ...production, RELEASE_SIGNING_SECRET: "9f2c4e7a1b3d5f60a8c2e4f61b3d5a7c9e0f2a4c6e8b1d3f5a7c9e0b2d4f6a81" };
    expect(readReleaseConfig(secret).samples).toBe(false);
    expect(readReleaseConfig({ ...secret, RELEASE_SAMPLES: "true" }).samples).toBe(true);
  });

  it("needs no secret on S3, whose links S3 itself signs", () => {
    expect(() => readReleaseConfig({ ...production, RELEASE_STORE: "s3", S3_BUCKET: "releases" })).not.toThrow();
  });

  it("outside production keeps a laptop's defaults: samples on, a generated secret", () => {
    expect(readReleaseConfig({}).samples).toBe(true);
    expect(readReleaseConfig({}).signingSecret).toBeUndefined();
  });
});

describe("the signing secret warning", () => {
  it("appears for a local store with a generated secret", () => {
    expect(signingSecretWarning(readReleaseConfig({}))).toContain("RELEASE_SIGNING_SECRET");
  });

  it("does not appear on S3, where links do not use the secret, or when the secret is set", () => {
    expect(signingSecretWarning(readReleaseConfig({ RELEASE_STORE: "s3", S3_BUCKET: "releases" }))).toBeNull();
    expect(signingSecretWarning(readReleaseConfig({ RELEASE_SIGNING_SECRET: "y".repeat(32) }))).toBeNull();
  });
});

describe("REDIS_URL", () => {
  it("takes a redis:// URL and refuses anything else, naming the variable", async () => {
    const { readServerConfig } = await import("./config");
    expect(readServerConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(readServerConfig({}).redisUrl).toBeUndefined();
    expect(() => readServerConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/redis:\/\//);
  });
});
