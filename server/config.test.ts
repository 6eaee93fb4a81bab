import { describe, expect, it } from "vitest";
import { ConfigError } from "../config/site-config";
import { readDevelopmentConfig, readReleaseConfig, readServerConfig } from "./config";

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

  // Following HOST, the deploy guide's HOST=0.0.0.0 served the metrics on every interface (decision 047).
  it("keeps metrics off without METRICS_PORT, and listens on loopback, whatever HOST is, unless METRICS_HOST says otherwise", () => {
    expect(readServerConfig({}).metrics).toBeUndefined();
    expect(readServerConfig({ METRICS_PORT: "" }).metrics).toBeUndefined();
    expect(readServerConfig({ HOST: "0.0.0.0", METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(readServerConfig({ HOST: "10.0.0.7", METRICS_PORT: "9464", METRICS_HOST: "" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(readServerConfig({ HOST: "0.0.0.0", METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" }).metrics).toEqual({ port: 9464, host: "0.0.0.0" });
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

describe("TRUST_PROXY", () => {
  /** Production needs a release store it can sign for; S3 signs its own links. */
  const production = { NODE_ENV: "production", RELEASE_STORE: "s3", S3_BUCKET: "releases" };
  const refused = (env: Record<string, string>) => {
    try {
      readServerConfig(env);
    } catch (error) {
      return error as ConfigError;
    }
    return null;
  };

  it("trusts nobody by default: the IP is the connection's own", () => {
    expect(readServerConfig({}).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(readServerConfig({ ...production, TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("takes the proxies' addresses and CIDR ranges, comma-separated, IPv4 and IPv6, and proxy-addr's range names", () => {
    expect(readServerConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
    expect(readServerConfig({ ...production, TRUST_PROXY: "10.0.1.0/24, 127.0.0.1,::1,fd00::/8" }).trustProxy).toEqual([
      "10.0.1.0/24",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
    expect(readServerConfig({ TRUST_PROXY: "loopback,uniquelocal" }).trustProxy).toEqual(["loopback", "uniquelocal"]);
  });

  // A replica reached directly took any X-Forwarded-For with TRUST_PROXY=true: 40 of 40 POSTs past a limit of 30 (decision 047).
  it.each(["true", "1"])("refuses TRUST_PROXY=%s with NODE_ENV=production, saying what to set instead", (value) => {
    const error = refused({ ...production, TRUST_PROXY: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.variable).toBe("TRUST_PROXY");
    expect(error!.message).toContain("NODE_ENV=production");
    expect(error!.message).toContain("TRUST_PROXY=10.0.1.5");
  });

  it("still takes true outside production (server.ts warns at start)", () => {
    expect(readServerConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
  });

  it.each(["yes", "10.0.1.300", "10.0.1.0/33", "::1/129", "10.0.1.0/24/8", "2", "nginx.internal", "10.0.1.5,"])(
    "refuses TRUST_PROXY=%s, naming the variable and the entry",
    (value) => {
      const error = refused({ TRUST_PROXY: value });
      expect(error?.variable).toBe("TRUST_PROXY");
      expect(error?.message).toContain("CIDR");
    },
  );
});

describe("SHUTDOWN_GRACE_SECONDS", () => {
  it("gives requests in progress 30 s after SIGTERM by default, from 1 to 600", () => {
    expect(readServerConfig({}).shutdownGraceSeconds).toBe(30);
    expect(readServerConfig({ SHUTDOWN_GRACE_SECONDS: "120" }).shutdownGraceSeconds).toBe(120);
    for (const value of ["0", "601", "2.5", "soon"]) {
      expect(() => readServerConfig({ SHUTDOWN_GRACE_SECONDS: value })).toThrow(/SHUTDOWN_GRACE_SECONDS must be a whole number from 1 to 600/);
    }
  });
});

describe("TYPE_CHECK, npm run dev's own setting", () => {
  it("checks the types unless told false, and refuses anything but true or false with a sentence naming the variable", () => {
    expect(readDevelopmentConfig({}).typeCheck).toBe(true);
    expect(readDevelopmentConfig({ TYPE_CHECK: "" }).typeCheck).toBe(true);
    expect(readDevelopmentConfig({ TYPE_CHECK: "true" }).typeCheck).toBe(true);
    expect(readDevelopmentConfig({ TYPE_CHECK: "false" }).typeCheck).toBe(false);
    expect(readDevelopmentConfig({ TYPE_CHECK: "0" }).typeCheck).toBe(false);
    expect(() => readDevelopmentConfig({ TYPE_CHECK: "off" })).toThrow('Invalid configuration: TYPE_CHECK must be "true" or "false" (got "off")');
  });
});
