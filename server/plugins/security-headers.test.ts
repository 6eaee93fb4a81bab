import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotEnvironment } from "../../tests/support/environment-snapshot";
import { buildTestApp } from "../../tooling/app/test-app";
import { S3ReleaseStore } from "../releases/s3-store";
import { contentSecurityPolicy, downloadLinkOrigins } from "./security-headers";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows only this origin and the page's own hashes without a tag manager", () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc'", "'sha256-def'"] }));
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc'", "'sha256-def'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.has("frame-src")).toBe(false);
    expect([...csp.values()].flat().join(" ")).not.toMatch(/google/);
  });

  it("is exactly the policy from before the tag manager existed when the build has no container id", () => {
    expect(contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] })).toBe(
      "default-src 'self'; img-src 'self' data:; style-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-abc'",
    );
  });

  it("adds the tag manager's and GA4's sources, and nothing unsafe, when the build has a container id", () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], tagManager: true }));
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc'", "https://*.googletagmanager.com"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://*.googletagmanager.com", "https://*.google-analytics.com"]);
    expect(csp.get("connect-src")).toEqual(
      expect.arrayContaining(["'self'", "https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
    expect(csp.get("frame-src")).toEqual(["https://www.googletagmanager.com"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all.filter((source) => /^(https?:|\*)$/.test(source))).toEqual([]);
  });

  it("keeps the locked-down directives either way", () => {
    for (const tagManager of [false, true]) {
      const csp = directives(contentSecurityPolicy({ tagManager }));
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("style-src")).toEqual(["'self'"]);
    }
  });
});

describe("form-action for the download form", () => {
  it("is only this origin with the local store, and adds the bucket's origin in S3 mode", () => {
    expect(directives(contentSecurityPolicy()).get("form-action")).toEqual(["'self'"]);
    const csp = directives(contentSecurityPolicy({ formActions: ["https://releases.s3.eu-west-1.amazonaws.com"] }));
    expect(csp.get("form-action")).toEqual(["'self'", "https://releases.s3.eu-west-1.amazonaws.com"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("is the same with or without the tag manager", () => {
    const csp = directives(contentSecurityPolicy({ tagManager: true, formActions: ["http://127.0.0.1:9000"] }));
    expect(csp.get("form-action")).toEqual(["'self'", "http://127.0.0.1:9000"]);
  });
});

describe("the pages a server with an S3 store serves", () => {
  it("let the download form's 303 lead to the bucket, while API answers keep the base policy", async () => {
    const app = await buildTestApp({ downloadLinkOrigins: ["https://releases.s3.eu-west-1.amazonaws.com"] });
    try {
      const page = directives(String((await app.inject({ url: "/?lang=en" })).headers["content-security-policy"]));
      expect(page.get("form-action")).toEqual(["'self'", "https://releases.s3.eu-west-1.amazonaws.com"]);
      expect(page.get("script-src")).toContain("'sha256-fixture'");
      const api = directives(String((await app.inject({ url: "/api/home/v1/" })).headers["content-security-policy"]));
      expect(api.get("form-action")).toEqual(["'self'"]);
    } finally {
      await app.close();
    }
  });
});

describe("downloadLinkOrigins", () => {
  let restoreEnvironment: () => void;
  beforeAll(() => {
    restoreEnvironment = snapshotEnvironment();
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: "AKIDEXAMPLE", AWS_SECRET_ACCESS_KEY: "secret" });
  });
  afterAll(() => restoreEnvironment());

  it("names nothing for the local store, whose links are this server's", () => {
    expect(downloadLinkOrigins(undefined)).toEqual([]);
  });

  it.each([
    { bucket: "bestelwijs-releases", region: "eu-west-1" },
    { bucket: "releases", region: "us-east-1" },
    { bucket: "releases.bestelwijs.nl", region: "eu-central-1" },
    { bucket: "releases", region: "cn-north-1" },
    { bucket: "releases", region: "eu-west-1", endpoint: "http://127.0.0.1:9000" },
    { bucket: "releases", region: "auto", endpoint: "https://account.r2.cloudflarestorage.com/" },
  ])("is the origin the SDK presigns links for (%o)", async (s3) => {
    // The store's own signing, offline: presigning needs credentials, not the network.
    const store = new S3ReleaseStore({ ...s3, prefix: "", linkTtlSeconds: 60, connectTimeoutMs: 100, requestTimeoutMs: 100, maxAttempts: 1 });
    const link = await store.linkFor("win/2.10.0/setup.exe", "setup.exe");
    expect(downloadLinkOrigins(s3)).toEqual([new URL(link).origin]);
  });
});
