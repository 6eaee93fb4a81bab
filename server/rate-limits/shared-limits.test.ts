import { ReplyError } from "ioredis";
import { describe, expect, it } from "vitest";
import { whatToDo, whyNotCounting } from "./shared-limits";

describe("why Redis does not count", () => {
  it("calls Redis's own refusals refusing writes, with the reason an operator can act on", () => {
    expect(whyNotCounting(new ReplyError("READONLY You can't write against a read only replica."))).toEqual({
      refuses: true,
      reason: "READONLY You can't write against a read only replica.",
    });
    // A refusal inside the counting script names the script; the operator needs the first sentence.
    expect(whyNotCounting(new ReplyError("OOM command not allowed when used memory > 'maxmemory'. script: 1e2f3a, on @user_script:18.")).reason).toBe(
      "OOM command not allowed when used memory > 'maxmemory'.",
    );
    expect(whyNotCounting(new Error("Ready check failed: NOAUTH Authentication required.")).refuses).toBe(true);
    expect(whyNotCounting(new Error("MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk.")).refuses).toBe(true);
  });

  it("calls everything else unreachable", () => {
    expect(whyNotCounting(new Error("Command timed out"))).toEqual({ refuses: false, reason: "Command timed out" });
    expect(whyNotCounting(new Error("connect ECONNREFUSED 127.0.0.1:6390")).refuses).toBe(false);
    expect(whyNotCounting(undefined)).toEqual({ refuses: false, reason: "connection closed" });
  });
});

describe("what the log says to do about it", () => {
  it("names REDIS_URL's credentials when Redis asks for a password it was not given, or refuses the one it was", () => {
    expect(whatToDo(whyNotCounting(new Error("Ready check failed: NOAUTH Authentication required.")))).toBe(
      "Redis asks for a password and REDIS_URL gives none: put it in REDIS_URL, redis://:PASSWORD@host:6379 (or redis://USER:PASSWORD@host:6379 for an ACL user)",
    );
    expect(whatToDo(whyNotCounting(new ReplyError("WRONGPASS invalid username-password pair or user is disabled.")))).toBe(
      "Redis refuses the user name or password in REDIS_URL: set the ones Redis expects there (redis://USER:PASSWORD@host:6379)",
    );
  });

  it("says what to change for a full, read-only or unsaving Redis, and what to check for one that cannot be reached", () => {
    expect(whatToDo(whyNotCounting(new ReplyError("OOM command not allowed when used memory > 'maxmemory'.")))).toMatch(
      /^Redis is out of memory: raise its maxmemory/,
    );
    expect(whatToDo(whyNotCounting(new ReplyError("READONLY You can't write against a read only replica.")))).toMatch(
      /^REDIS_URL points at a read-only replica: point it at the primary/,
    );
    expect(whatToDo(whyNotCounting(new ReplyError("MISCONF Redis is configured to save RDB snapshots")))).toMatch(/^Redis cannot save its snapshots/);
    expect(whatToDo(whyNotCounting(new Error("connect ECONNREFUSED 127.0.0.1:6390")))).toBe(
      "check that Redis runs and that this replica reaches the host and port in REDIS_URL",
    );
  });
});
