import { isIP } from "node:net";
import { Ajv, type ValidateFunction } from "ajv";
import { buildDir } from "../config/build-dir";
import { ConfigError } from "../config/site-config";
import type { BackPressureOptions } from "./plugins/back-pressure";
import type { ReleaseConfig } from "./releases/setup";
import { weakSecretReason } from "./secret-strength";

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * Whose X-Forwarded-* to believe for the visitor's IP (the rate limits) and host (the .nl rule):
   * false, the proxies' addresses and ranges (Fastify's trustProxy list), or true for anyone, which
   * production refuses (docs/decisions/047-exposure-and-shutdown-defaults.md).
   */
  trustProxy: boolean | string[];
  logLevel: string;
  buildDir: string;
  releases: ReleaseConfig;
  /** Where shared rate-limit counters live (redis:// or rediss://); per process without it. */
  redisUrl?: string;
  /** The Prometheus listener (METRICS_PORT): off without it, and never the public port. */
  metrics?: { port: number; host: string };
  /** How long SIGTERM waits for the requests in progress, downloads included, before cutting them (server/shutdown.ts). */
  shutdownGraceSeconds: number;
  /** When the server sheds requests because its event loop is saturated (plugins/back-pressure.ts). */
  backPressure: BackPressureOptions;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * The update routes' limits per address and minute (docs/decisions/069-a-download-is-not-an-update-check.md):
 * checks and whole downloads per route, and the single ranges of differential downloads, of
 * which electron-updater sends at most about 100 a second (it pauses a second after each 100).
 */
export const UPDATE_LIMIT_DEFAULTS = { checksPerMinute: 120, rangesPerMinute: 6000 } as const;

type Env = Record<string, string | undefined>;

/*
 * What each variable may hold is a JSON Schema, compiled once with ajv when the module loads, with
 * the words an operator reads when a value does not fit it. A value is checked where it is read,
 * in the order readServerConfig reads them, so the first wrong variable is the one named. What a
 * schema cannot say (addresses and ranges, URLs, secrets' strength, one variable against another)
 * is checked in code where the value is read. An empty value is an unset one.
 */
const ajv = new Ajv({ coerceTypes: true, strict: true });

interface Variable<T> {
  /** Validates `{ value }`, turning a number's text into the number (ajv cannot coerce a bare value). */
  check: ValidateFunction<{ value: T }>;
  refusal: (raw: string) => string;
}

const variable = <T>(schema: object, refusal: (raw: string) => string): Variable<T> => ({
  check: ajv.compile<{ value: T }>({ type: "object", properties: { value: schema }, required: ["value"] }),
  refusal,
});
/** Read as Number() reads text: " 45 ", "1e3" and "0x10" are numbers, "" is unset. */
const whole = (min: number, max: number) =>
  variable<number>({ type: "integer", minimum: min, maximum: max }, (raw) => `must be a whole number from ${min} to ${max} (got "${raw}")`);
const fraction = (min: number, max: number) =>
  variable<number>({ type: "number", minimum: min, maximum: max }, (raw) => `must be a number from ${min} to ${max} (got "${raw}")`);
const oneOf = <T extends string>(values: readonly T[], words: string) => variable<T>({ type: "string", enum: values }, (raw) => `${words} (got "${raw}")`);

const VARIABLES = {
  LOG_LEVEL: oneOf(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`),
  PORT: whole(0, 65535),
  RELEASE_STORE: oneOf(["local", "s3"], 'must be "local" or "s3"'),
  RELEASE_LINK_TTL_SECONDS: whole(10, 3600),
  RELEASE_REFRESH_SECONDS: whole(1, 3600),
  DOWNLOAD_LINKS_PER_MINUTE: whole(1, 1_000_000),
  UPDATE_CHECKS_PER_MINUTE: whole(1, 1_000_000),
  UPDATE_RANGES_PER_MINUTE: whole(1, 1_000_000),
  RELEASE_SAMPLES: oneOf(["true", "1", "false", "0"], 'must be "true" or "false"'),
  TYPE_CHECK: oneOf(["true", "1", "false", "0"], 'must be "true" or "false"'),
  S3_PREFIX: variable<string>(
    { type: "string", pattern: "^[\\w.-]+(/[\\w.-]+)*/$" },
    (raw) => `must be empty or end with "/", e.g. "releases/" (got "${raw}")`,
  ),
  S3_CONNECT_TIMEOUT_MS: whole(100, 10_000),
  S3_REQUEST_TIMEOUT_MS: whole(100, 30_000),
  S3_MAX_ATTEMPTS: whole(1, 3),
  METRICS_PORT: whole(1, 65535),
  SHUTDOWN_GRACE_SECONDS: whole(1, 600),
  PRESSURE_MAX_CONNECTIONS: whole(0, 100_000),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: whole(0, 60_000),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: fraction(0, 1),
  PRESSURE_RETRY_AFTER_SECONDS: whole(1, 3600),
};
type ValueOf<N extends keyof typeof VARIABLES> = (typeof VARIABLES)[N] extends Variable<infer T> ? T : never;

/** A variable's value as its schema reads it, or undefined when it is unset or empty. */
function read<N extends keyof typeof VARIABLES>(env: Env, name: N): ValueOf<N> | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  const { check, refusal } = VARIABLES[name] as Variable<ValueOf<N>>;
  const data = { value: raw };
  if (!check(data)) throw new ConfigError(name, refusal(raw));
  return data.value;
}

export function readServerConfig(env: Env): ServerConfig {
  const logLevel = read(env, "LOG_LEVEL") ?? "info";
  const port = read(env, "PORT") ?? 3000;
  const host = env.HOST || "localhost";
  return {
    port,
    host,
    trustProxy: readTrustProxy(env),
    logLevel,
    buildDir: buildDir(env),
    releases: readReleaseConfig(env),
    redisUrl: readRedisUrl(env),
    metrics: readMetricsListener(env, port),
    shutdownGraceSeconds: read(env, "SHUTDOWN_GRACE_SECONDS") ?? 30,
    backPressure: readBackPressure(env),
  };
}

/**
 * METRICS_PORT turns the Prometheus listener on. It must differ from PORT: /metrics tells anyone
 * who can read it the traffic, the versions in use and the dependencies' health, so it is served
 * only where the operator's scraper reaches, never beside the public pages. It binds loopback
 * unless METRICS_HOST names another address: following HOST, the guide's HOST=0.0.0.0 exposed it
 * on every interface (decision 047).
 */
function readMetricsListener(env: Env, port: number): ServerConfig["metrics"] {
  const metricsPort = read(env, "METRICS_PORT");
  if (metricsPort === undefined) return undefined;
  if (metricsPort === port) throw new ConfigError("METRICS_PORT", `must differ from PORT (${port}): metrics are never served on the public port`);
  return { port: metricsPort, host: env.METRICS_HOST || "127.0.0.1" };
}

/** Names proxy-addr (Fastify's trustProxy) knows for the private ranges. */
const TRUSTED_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isAddressOrRange(entry: string): boolean {
  if (TRUSTED_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or false, the IP is the connection's own; a comma-separated list of the
 * proxies' addresses or CIDR ranges believes X-Forwarded-* only from a connection that comes from
 * one of them, so a client that reaches a replica directly cannot choose its IP. `true` believes
 * anyone: refused with NODE_ENV=production, warned about elsewhere (server.ts). A hop count is not
 * taken: it trusts the nearest hops whoever they are, the same hole.
 */
function readTrustProxy(env: Env): ServerConfig["trustProxy"] {
  const raw = (env.TRUST_PROXY ?? "").trim();
  if (raw === "" || raw === "false" || raw === "0") return false;
  if (raw === "true" || raw === "1") {
    if (env.NODE_ENV === "production")
      throw new ConfigError(
        "TRUST_PROXY",
        `is "${raw}", which believes X-Forwarded-For from anyone who connects, so a client that reaches a replica directly picks its own IP and escapes the rate limits; with NODE_ENV=production set it to your proxy's address or range instead, e.g. TRUST_PROXY=10.0.1.5 or TRUST_PROXY=10.0.1.0/24 (several: comma-separated)`,
      );
    return true;
  }
  const entries = raw.split(",").map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined)
    throw new ConfigError(
      "TRUST_PROXY",
      `must be false, or your proxy's addresses or CIDR ranges separated by commas, e.g. 10.0.1.5 or 10.0.1.0/24,127.0.0.1 (got "${wrong}")`,
    );
  return entries;
}

/**
 * Busy connections one replica serves at once; past it, requests are shed with 503. Measured with
 * wrk on 2 cores (docs/decisions/049-shed-overload-by-connections.md).
 */
const DEFAULT_MAX_CONNECTIONS = 64;

/**
 * 0 turns a limit off; all off turns back-pressure off. The busy share is off by default: a loop
 * busy 99% of the time may still keep up, the delay says when it falls behind
 * (docs/decisions/043-metrics-and-back-pressure.md).
 */
function readBackPressure(env: Env): BackPressureOptions {
  return {
    maxConnections: read(env, "PRESSURE_MAX_CONNECTIONS") ?? DEFAULT_MAX_CONNECTIONS,
    maxEventLoopDelayMs: read(env, "PRESSURE_MAX_EVENT_LOOP_DELAY_MS") ?? 500,
    maxEventLoopUtilization: read(env, "PRESSURE_MAX_EVENT_LOOP_UTILIZATION") ?? 0,
    retryAfterSeconds: read(env, "PRESSURE_RETRY_AFTER_SECONDS") ?? 10,
  };
}

function readRedisUrl(env: Env): string | undefined {
  const raw = env.REDIS_URL || undefined;
  if (raw !== undefined && !(URL.canParse(raw) && ["redis:", "rediss:"].includes(new URL(raw).protocol))) {
    throw new ConfigError("REDIS_URL", `must be a redis:// or rediss:// URL, e.g. redis://10.0.0.5:6379 (got "${raw}")`);
  }
  return raw;
}

/** The release store (docs/decisions/009-release-store.md). */
export function readReleaseConfig(env: Env): ReleaseConfig {
  const store = read(env, "RELEASE_STORE") ?? "local";
  const production = env.NODE_ENV === "production";
  const signingSecret = readSigningSecret(env, "RELEASE_SIGNING_SECRET", production);
  const previousSigningSecret = readPreviousSigningSecret(env, signingSecret, production);
  // A generated secret breaks every link on restart and on the other replicas: fine on a laptop, never in production.
  if (production && store === "local" && signingSecret === undefined) {
    throw new ConfigError(
      "RELEASE_SIGNING_SECRET",
      "must be set when NODE_ENV=production with the local release store: it signs the download links, so use the same value on every replica (`openssl rand -hex 32`)",
    );
  }
  return {
    dir: env.RELEASE_DIR || "var/releases",
    signingSecret,
    previousSigningSecret,
    linkTtlSeconds: read(env, "RELEASE_LINK_TTL_SECONDS") ?? 300,
    refreshSeconds: read(env, "RELEASE_REFRESH_SECONDS") ?? 30,
    linksPerMinute: read(env, "DOWNLOAD_LINKS_PER_MINUTE") ?? 30,
    updateChecksPerMinute: read(env, "UPDATE_CHECKS_PER_MINUTE") ?? UPDATE_LIMIT_DEFAULTS.checksPerMinute,
    updateRangesPerMinute: read(env, "UPDATE_RANGES_PER_MINUTE") ?? UPDATE_LIMIT_DEFAULTS.rangesPerMinute,
    s3: store === "s3" ? readS3Config(env) : undefined,
    // Samples go into a local folder by default, never into a bucket or a production store unless asked.
    samples: samplesOf(read(env, "RELEASE_SAMPLES")) ?? (store === "local" && !production),
  };
}

const samplesOf = (value: ValueOf<"RELEASE_SAMPLES"> | undefined) => (value === undefined ? undefined : value === "true" || value === "1");

/**
 * `npm run dev`'s own setting: whether it checks the types as it runs (TYPE_CHECK, true unless
 * false). The check is tsc over the whole project in a worker, some 20 s of CPU at start: a machine
 * that only edits words, or a test of the editor, can do without it and start the pages sooner.
 */
export function readDevelopmentConfig(env: Env): { typeCheck: boolean } {
  const typeCheck = read(env, "TYPE_CHECK");
  return { typeCheck: typeCheck === undefined || typeCheck === "true" || typeCheck === "1" };
}

const ROTATION_GUIDE = "docs/operations/README.md, Rotate the signing secret";

function readSigningSecret(env: Env, name: string, production: boolean): string | undefined {
  const secret = env[name] || undefined;
  if (secret !== undefined && secret.length < 32) throw new ConfigError(name, "must be at least 32 characters (e.g. `openssl rand -hex 32`)");
  // Anyone who guesses it can sign a link to any file for any time; a laptop may keep its test value.
  const weakness = production && secret !== undefined ? weakSecretReason(secret) : null;
  if (weakness) {
    const remedy =
      name === "RELEASE_SIGNING_SECRET"
        ? "Make one with `openssl rand -hex 32` and use the same value on every replica"
        : `Leave it unset: links signed with it then answer 403 and people fetch new ones (${ROTATION_GUIDE})`;
    throw new ConfigError(name, `is too easy to guess for NODE_ENV=production: ${weakness}. ${remedy}`);
  }
  return secret;
}

/** Also accepted, never signed with: the old secret while rotating, or the new one in phase 1 (docs/decisions/048-signing-secret-rotation.md). */
function readPreviousSigningSecret(env: Env, current: string | undefined, production: boolean): string | undefined {
  const previous = readSigningSecret(env, "RELEASE_SIGNING_SECRET_PREVIOUS", production);
  if (previous === undefined) return undefined;
  if (current === undefined)
    throw new ConfigError(
      "RELEASE_SIGNING_SECRET_PREVIOUS",
      `is set but RELEASE_SIGNING_SECRET is not: put the new secret in RELEASE_SIGNING_SECRET and the old one here (${ROTATION_GUIDE})`,
    );
  if (previous === current)
    throw new ConfigError(
      "RELEASE_SIGNING_SECRET_PREVIOUS",
      `must differ from RELEASE_SIGNING_SECRET: it holds the other secret accepted while rotating (${ROTATION_GUIDE})`,
    );
  return previous;
}

function readS3Config(env: Env): NonNullable<ReleaseConfig["s3"]> {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new ConfigError("S3_BUCKET", "must name the bucket when RELEASE_STORE=s3");
  const prefix = read(env, "S3_PREFIX") ?? "";
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !URL.canParse(endpoint)) throw new ConfigError("S3_ENDPOINT", `must be a URL (got "${endpoint}")`);
  return {
    bucket,
    prefix,
    region: env.S3_REGION || env.AWS_REGION || "eu-west-1",
    endpoint,
    // Ceilings, not only floors: one call may take attempts × (connect + answer), 2 minutes at most
    // here. Higher let a hanging bucket hold a visitor or a publish for 25 minutes, and the minimum
    // age of `release repair` (releases/hygiene.ts) is counted from these.
    connectTimeoutMs: read(env, "S3_CONNECT_TIMEOUT_MS") ?? 2000,
    requestTimeoutMs: read(env, "S3_REQUEST_TIMEOUT_MS") ?? 5000,
    maxAttempts: read(env, "S3_MAX_ATTEMPTS") ?? 2,
  };
}
