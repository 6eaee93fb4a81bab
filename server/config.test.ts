import { describe, expect, it } from "vitest";
import { ConfigError } from "../config/site-config";
import { readReleaseConfig } from "./config";

/*
 * The S3 time limits once allowed a 300 s answer × 5 attempts, so one request to a
 * hanging bucket could hold a visitor or a publish for 25 minutes. The ceilings below keep one
 * request under 2 minutes at worst (3 × (10 s + 30 s)), and hygiene.ts's minimum age counts on them.
 */

const s3 = { RELEASE_STORE: "s3", S3_BUCKET: "releases" };
const refusal = (env: Record<string, string>) => {
  try {
    readReleaseConfig({ ...s3, ...env });
  } catch (error) {
    return error as ConfigError;
  }
  return null;
};

describe("the S3 time limits", () => {
  it.each([
    ["S3_REQUEST_TIMEOUT_MS", "30001", "from 100 to 30000"],
    ["S3_REQUEST_TIMEOUT_MS", "300000", "from 100 to 30000"],
    ["S3_CONNECT_TIMEOUT_MS", "10001", "from 100 to 10000"],
    ["S3_MAX_ATTEMPTS", "4", "from 1 to 3"],
    ["S3_MAX_ATTEMPTS", "5", "from 1 to 3"],
  ])("refuses %s=%s, naming the variable and its range", (variable, value, range) => {
    const error = refusal({ [variable]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.variable).toBe(variable);
    expect(error!.message).toContain(range);
  });

  it("takes the ceilings themselves, and keeps its defaults", () => {
    expect(readReleaseConfig({ ...s3, S3_REQUEST_TIMEOUT_MS: "30000", S3_CONNECT_TIMEOUT_MS: "10000", S3_MAX_ATTEMPTS: "3" }).s3).toMatchObject({
      requestTimeoutMs: 30_000,
      connectTimeoutMs: 10_000,
      maxAttempts: 3,
    });
    expect(readReleaseConfig(s3).s3).toMatchObject({ requestTimeoutMs: 5000, connectTimeoutMs: 2000, maxAttempts: 2 });
  });
});
