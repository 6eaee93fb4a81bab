import { describe, expect, it } from "vitest";
import { readServerConfig } from "./config";

/** The words an operator reads when the server refuses to start, one wrong variable at a time. */
const strong = "k3J9xQ2mV8pL5wR7tY1uZ4nB6cD0eF2gH8jK5lM3";
const refusals: [Record<string, string>, string][] = [
  [{ LOG_LEVEL: "loud" }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
  [{ PORT: "70000" }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
  [{ PORT: "80.5" }, 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
  [{ PORT: "http" }, 'PORT must be a whole number from 0 to 65535 (got "http")'],
  [
    { TRUST_PROXY: "nginx" },
    'TRUST_PROXY must be false, or your proxy\'s addresses or CIDR ranges separated by commas, e.g. 10.0.1.5 or 10.0.1.0/24,127.0.0.1 (got "nginx")',
  ],
  [{ RELEASE_STORE: "ftp" }, 'RELEASE_STORE must be "local" or "s3" (got "ftp")'],
  [{ RELEASE_SIGNING_SECRET: "short" }, "RELEASE_SIGNING_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)"],
  [
    { RELEASE_SIGNING_SECRET: strong, RELEASE_SIGNING_SECRET_PREVIOUS: strong },
    "RELEASE_SIGNING_SECRET_PREVIOUS must differ from RELEASE_SIGNING_SECRET: it holds the other secret accepted while rotating (docs/operations/README.md, Rotate the signing secret)",
  ],
  [{ RELEASE_LINK_TTL_SECONDS: "5" }, 'RELEASE_LINK_TTL_SECONDS must be a whole number from 10 to 3600 (got "5")'],
  [{ RELEASE_REFRESH_SECONDS: "0" }, 'RELEASE_REFRESH_SECONDS must be a whole number from 1 to 3600 (got "0")'],
  [{ DOWNLOAD_LINKS_PER_MINUTE: "-1" }, 'DOWNLOAD_LINKS_PER_MINUTE must be a whole number from 1 to 1000000 (got "-1")'],
  [{ UPDATE_CHECKS_PER_MINUTE: "1e9" }, 'UPDATE_CHECKS_PER_MINUTE must be a whole number from 1 to 1000000 (got "1e9")'],
  [{ UPDATE_RANGES_PER_MINUTE: "many" }, 'UPDATE_RANGES_PER_MINUTE must be a whole number from 1 to 1000000 (got "many")'],
  [{ RELEASE_STORE: "s3" }, "S3_BUCKET must name the bucket when RELEASE_STORE=s3"],
  [{ RELEASE_STORE: "s3", S3_BUCKET: "b", S3_PREFIX: "releases" }, 'S3_PREFIX must be empty or end with "/", e.g. "releases/" (got "releases")'],
  [{ RELEASE_STORE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio 9000" }, 'S3_ENDPOINT must be a URL (got "minio 9000")'],
  [{ RELEASE_STORE: "s3", S3_BUCKET: "b", S3_MAX_ATTEMPTS: "9" }, 'S3_MAX_ATTEMPTS must be a whole number from 1 to 3 (got "9")'],
  [{ RELEASE_SAMPLES: "yes" }, 'RELEASE_SAMPLES must be "true" or "false" (got "yes")'],
  [{ REDIS_URL: "http://cache" }, 'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://10.0.0.5:6379 (got "http://cache")'],
  [{ PORT: "3000", METRICS_PORT: "3000" }, "METRICS_PORT must differ from PORT (3000): metrics are never served on the public port"],
  [{ METRICS_PORT: "0" }, 'METRICS_PORT must be a whole number from 1 to 65535 (got "0")'],
  [{ SHUTDOWN_GRACE_SECONDS: "601" }, 'SHUTDOWN_GRACE_SECONDS must be a whole number from 1 to 600 (got "601")'],
  [{ PRESSURE_MAX_CONNECTIONS: "100001" }, 'PRESSURE_MAX_CONNECTIONS must be a whole number from 0 to 100000 (got "100001")'],
  [{ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: "-5" }, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS must be a whole number from 0 to 60000 (got "-5")'],
  [{ PRESSURE_MAX_EVENT_LOOP_UTILIZATION: "1.5" }, 'PRESSURE_MAX_EVENT_LOOP_UTILIZATION must be a number from 0 to 1 (got "1.5")'],
  [{ PRESSURE_MAX_EVENT_LOOP_UTILIZATION: "most" }, 'PRESSURE_MAX_EVENT_LOOP_UTILIZATION must be a number from 0 to 1 (got "most")'],
  [{ PRESSURE_RETRY_AFTER_SECONDS: "0" }, 'PRESSURE_RETRY_AFTER_SECONDS must be a whole number from 1 to 3600 (got "0")'],
  // The first wrong variable in the order they are read is the one named.
  [
    { SHUTDOWN_GRACE_SECONDS: "0", TRUST_PROXY: "nginx", LOG_LEVEL: "loud" },
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
  ],
  [
    { SHUTDOWN_GRACE_SECONDS: "0", RELEASE_STORE: "ftp", TRUST_PROXY: "nginx" },
    'TRUST_PROXY must be false, or your proxy\'s addresses or CIDR ranges separated by commas, e.g. 10.0.1.5 or 10.0.1.0/24,127.0.0.1 (got "nginx")',
  ],
  [{ SHUTDOWN_GRACE_SECONDS: "0", REDIS_URL: "x", RELEASE_SAMPLES: "yes" }, 'RELEASE_SAMPLES must be "true" or "false" (got "yes")'],
];

const refusalOf = (env: Record<string, string>) => {
  try {
    readServerConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe("a refused environment", () => {
  it.each(refusals)("%o is named in the operator's words", (env, message) => {
    expect(refusalOf(env)).toBe(`Invalid configuration: ${message}`);
  });

  it("reads an empty value as unset, and numbers as Number() reads them", () => {
    const config = readServerConfig({
      PORT: "",
      LOG_LEVEL: "",
      SHUTDOWN_GRACE_SECONDS: " 45 ",
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: ".5",
      RELEASE_SAMPLES: "",
    });
    expect(config).toMatchObject({ port: 3000, logLevel: "info", shutdownGraceSeconds: 45, backPressure: { maxEventLoopUtilization: 0.5 } });
  });
});
