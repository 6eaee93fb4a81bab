import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeGetLine, writeRequestLine } from "./request-log";

/** A pino logger writing into an array, as the server's writes into its destination. */
function capturedLogger(level = "info") {
  const lines: string[] = [];
  const log = pino({ level }, { write: (line: string) => void lines.push(line) });
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const ENTRY = { method: "GET", url: '/api/home/v1/downloads?x="a"\\b', status: 200, ip: "203.0.113.7", ms: 0.4 };

describe("a request's line written without pino", () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-29T09:00:00.000Z") }));
  afterEach(() => void vi.useRealTimers());

  it("is byte for byte the line pino writes for a child logger with the request id", () => {
    const ours = capturedLogger();
    const theirs = capturedLogger();
    const child = (log: FastifyBaseLogger) => log.child({ reqId: "4f1c-request" });
    expect(writeRequestLine(child(ours.log), "", ENTRY)).toBe(true);
    child(theirs.log).info(ENTRY, "request");
    expect(ours.lines).toEqual(theirs.lines);
    expect(JSON.parse(ours.lines[0] as string)).toMatchObject({ level: 30, reqId: "4f1c-request", url: ENTRY.url, msg: "request" });
  });

  it("puts bindings it is given where a child's would be, and leaves out what is undefined as pino does", () => {
    const ours = capturedLogger();
    const theirs = capturedLogger();
    const entry = { ...ENTRY, ip: undefined, answer: "née «link»\n", path: "win/2.10.0/x.exe" };
    writeRequestLine(ours.log, `,"reqId":${JSON.stringify("id-7")}`, entry);
    theirs.log.child({ reqId: "id-7" }).info(entry, "request");
    expect(ours.lines).toEqual(theirs.lines);
  });

  it("writes nothing when info is below the logger's level, and says it handled the line", () => {
    const { log, lines } = capturedLogger("warn");
    expect(writeRequestLine(log, "", ENTRY)).toBe(true);
    expect(lines).toEqual([]);
  });

  it("leaves a logger it cannot write for to pino: none at all, or a stream that wants pino's metadata", () => {
    const silentStandIn = { info() {}, child() {}, isLevelEnabled: () => true } as unknown as FastifyBaseLogger;
    expect(writeRequestLine(silentStandIn, "", ENTRY)).toBe(false);
    const lines: string[] = [];
    const multi = pino({}, pino.multistream([{ stream: { write: (line: string) => void lines.push(line) } }]));
    expect(writeRequestLine(multi as unknown as FastifyBaseLogger, "", ENTRY)).toBe(false);
    expect(lines).toEqual([]);
  });
});

describe("a GET's line written without its entry object", () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-29T09:00:00.000Z") }));
  afterEach(() => void vi.useRealTimers());

  it.each([
    ["a plain path", "/api/home/v1/downloads", "127.0.0.1", "5d0c2d0e-8f4b-4b47-9a0e-2a1d5c7f3e11"],
    ["a query to escape, an IPv6 address", '/api/home/v1/updates/electron/win/x64/latest.yml?noCache=a"b\\c\u0001', "::ffff:10.0.0.1", "req.7:a-b_c"],
    ["an address a proxy passed on that must be escaped, a lone surrogate", "/x?\ud800", 'evil"\n', "id"],
    ["no address, an emoji", "/x?😀", undefined, "id"],
  ])("is byte for byte writeRequestLine's for %s", (_, url, ip, id) => {
    const ours = capturedLogger();
    const theirs = capturedLogger();
    expect(writeGetLine(ours.log, id, url, ip, 0.4)).toBe(true);
    writeRequestLine(theirs.log, `,"reqId":${JSON.stringify(id)}`, { method: "GET", url, status: 200, ip, ms: 0.4 });
    expect(ours.lines).toEqual(theirs.lines);
    expect(JSON.parse(ours.lines[0] as string)).toMatchObject({ reqId: id, url, status: 200 });
  });

  it("writes nothing below info, and leaves a logger it cannot write for to pino", () => {
    const quiet = capturedLogger("warn");
    expect(writeGetLine(quiet.log, "id", "/x", "127.0.0.1", 1)).toBe(true);
    expect(quiet.lines).toEqual([]);
    const silentStandIn = { info() {}, child() {}, isLevelEnabled: () => true } as unknown as FastifyBaseLogger;
    expect(writeGetLine(silentStandIn, "id", "/x", "127.0.0.1", 1)).toBe(false);
  });
});
