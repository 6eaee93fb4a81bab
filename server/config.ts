import { buildDir } from "../config/build-dir";
import { ConfigError } from "../config/site-config";

export interface ServerConfig {
  port: number;
  host: string;
  /** Behind a proxy, the visitor's host (for the .nl rule) and IP come from X-Forwarded-*. */
  trustProxy: boolean;
  logLevel: string;
  buildDir: string;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function readInteger(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function readBoolean(env: Record<string, string | undefined>, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "" || raw === "false" || raw === "0") return false;
  if (raw === "true" || raw === "1") return true;
  throw new ConfigError(name, `must be "true" or "false" (got "${raw}")`);
}

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const logLevel = env.LOG_LEVEL || "info";
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}")`);
  return {
    port: readInteger(env, "PORT", 3000, 0, 65535),
    host: env.HOST || "localhost",
    trustProxy: readBoolean(env, "TRUST_PROXY"),
    logLevel,
    buildDir: buildDir(env),
  };
}
