import pino from "pino";
import { describe, expect, it } from "vitest";
import { routeConsoleToLog } from "./console-lines";

function capturingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

describe("routeConsoleToLog: a library's console lines in the JSON log", () => {
  it("writes ioredis's plain-text warning as a JSON warn line, without the [WARN] it types", () => {
    const { log, lines } = capturingLog();
    const target = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
    routeConsoleToLog(log, target);
    target.warn("[WARN] Redis server does not require a password, but a password was supplied.");
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, source: "console", msg: "Redis server does not require a password, but a password was supplied." }),
    ]);
  });

  it("keeps each method's level and formats its arguments as console does", () => {
    const { log, lines } = capturingLog();
    const target = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
    routeConsoleToLog(log, target);
    target.log("%d files", 3);
    target.error("failed:", "EPIPE");
    target.debug({ a: 1 });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [30, "3 files"],
      [50, "failed: EPIPE"],
      [20, "{ a: 1 }"],
    ]);
  });

  it("gives the console back when undone", () => {
    const { log, lines } = capturingLog();
    const original = (..._args: unknown[]) => {};
    const target = { log: original, info: original, debug: original, warn: original, error: original };
    const undo = routeConsoleToLog(log, target);
    undo();
    target.warn("not logged");
    expect(target.warn).toBe(original);
    expect(lines).toEqual([]);
  });
});
