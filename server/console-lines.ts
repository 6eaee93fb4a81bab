import { format } from "node:util";
import type { Logger } from "pino";

/** The console methods a library may write with. */
type ConsoleWriters = Pick<Console, "log" | "info" | "debug" | "warn" | "error">;

/**
 * What a library writes with `console.*` goes into the JSON log as a line of its own, marked
 * `source: "console"`, at the level the method says: the server's output stays one JSON object a
 * line, which a log collector can parse. ioredis, for one, warns with a plain-text
 * `[WARN] … a password was supplied` when Redis takes no password. A level written into the text
 * (`[WARN] `) is left out of the message, since the line's level says it. Returns what undoes it.
 */
export function routeConsoleToLog(log: Logger, target: ConsoleWriters = console): () => void {
  const saved = { log: target.log, info: target.info, debug: target.debug, warn: target.warn, error: target.error };
  const line =
    (level: "info" | "debug" | "warn" | "error") =>
    (...args: unknown[]) =>
      log[level]({ source: "console" }, format(...args).replace(/^\[(?:INFO|DEBUG|WARN|WARNING|ERROR)\]\s*/, ""));
  target.log = line("info");
  target.info = line("info");
  target.debug = line("debug");
  target.warn = line("warn");
  target.error = line("error");
  return () => Object.assign(target, saved);
}
