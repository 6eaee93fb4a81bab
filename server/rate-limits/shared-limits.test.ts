import { ReplyError } from "ioredis";
import { describe, expect, it } from "vitest";
import { whyNotCounting } from "./shared-limits";

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
