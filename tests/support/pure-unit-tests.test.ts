import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";

// Runs under vitest.config.ts, whose setup file is ./pure-unit-tests.ts.
describe("a unit test", () => {
  const belongs = /move the test to a \*\.integration\.test\.ts file/;

  it("cannot open a connection, by fetch or by hand", async () => {
    const failed = await fetch("http://127.0.0.1:8080/").then(
      () => null,
      (error: Error) => error,
    );
    expect(String(failed?.cause)).toMatch(belongs);
    expect(() => connect(8080, "127.0.0.1")).toThrow(belongs);
  });

  it("cannot listen on a port", () => {
    expect(() => createServer().listen(0, "127.0.0.1")).toThrow(belongs);
  });

  it("cannot start a process", () => {
    expect(() => spawn("true")).toThrow(belongs);
    expect(() => execFileSync("true")).toThrow(belongs);
  });
});
