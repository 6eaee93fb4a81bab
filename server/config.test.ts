import { describe, expect, it } from "vitest";
import { ConfigError } from "../config/site-config";
import { readReleaseConfig, readServerConfig } from "./config";

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

describe("the metrics listener and back-pressure settings", () => {
  const refused = (env: Record<string, string>) => {
    try {
      readServerConfig(env);
    } catch (error) {
      return error as ConfigError;
    }
    return null;
  };

  it("keeps metrics off without METRICS_PORT, and listens on HOST unless METRICS_HOST says otherwise", () => {
    expect(readServerConfig({}).metrics).toBeUndefined();
    expect(readServerConfig({ METRICS_PORT: "" }).metrics).toBeUndefined();
    expect(readServerConfig({ HOST: "0.0.0.0", METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "0.0.0.0" });
    expect(readServerConfig({ HOST: "0.0.0.0", METRICS_PORT: "9464", METRICS_HOST: "10.0.0.7" }).metrics).toEqual({ port: 9464, host: "10.0.0.7" });
  });

  it.each([
    [{ METRICS_PORT: "3000" }, "must differ from PORT (3000)"],
    [{ PORT: "8080", METRICS_PORT: "8080" }, "must differ from PORT (8080)"],
    [{ METRICS_PORT: "0" }, "from 1 to 65535"],
    [{ METRICS_PORT: "metrics" }, "from 1 to 65535"],
  ])("refuses %o, naming METRICS_PORT", (env, says) => {
    const error = refused(env);
    expect(error?.variable).toBe("METRICS_PORT");
    expect(error?.message).toContain(says);
  });

  it("sheds past 64 busy connections and at a mean event-loop delay of 500 ms by default, not by the busy share, each adjustable and 0 for off", () => {
    expect(readServerConfig({}).backPressure).toEqual({ maxConnections: 64, maxEventLoopDelayMs: 500, maxEventLoopUtilization: 0, retryAfterSeconds: 10 });
    expect(
      readServerConfig({
        PRESSURE_MAX_CONNECTIONS: "0",
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: "0",
        PRESSURE_MAX_EVENT_LOOP_UTILIZATION: "0.9",
        PRESSURE_RETRY_AFTER_SECONDS: "3",
      }).backPressure,
    ).toEqual({ maxConnections: 0, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0.9, retryAfterSeconds: 3 });
    expect(refused({ PRESSURE_MAX_EVENT_LOOP_UTILIZATION: "98" })?.variable).toBe("PRESSURE_MAX_EVENT_LOOP_UTILIZATION");
    expect(refused({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: "-1" })?.variable).toBe("PRESSURE_MAX_EVENT_LOOP_DELAY_MS");
    expect(refused({ PRESSURE_MAX_CONNECTIONS: "many" })?.variable).toBe("PRESSURE_MAX_CONNECTIONS");
  });
});
