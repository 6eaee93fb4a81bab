import { type S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { describe, expect, it, vi } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { CircuitBreaker, CircuitOpenError } from "./circuit-breaker";
import { manifestRetryDelayMs, S3ReleaseStore } from "./s3-store";
import type { StoreOperation } from "./store";

describe("the pause between manifest write attempts", () => {
  const attempts = Array.from({ length: 12 }, (_, attempt) => attempt);

  it("grows for four attempts and then stays, between 50 and 200 ms a step", () => {
    expect(attempts.map((attempt) => manifestRetryDelayMs(attempt, () => 0))).toEqual([50, 100, 150, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
    expect(attempts.map((attempt) => manifestRetryDelayMs(attempt, () => 1))).toEqual([200, 400, 600, 800, 800, 800, 800, 800, 800, 800, 800, 800]);
  });

  it("differs between publishers that collided at the same attempt", () => {
    expect(manifestRetryDelayMs(2, () => 0.1)).not.toBe(manifestRetryDelayMs(2, () => 0.7));
  });

  it("keeps a publisher that loses every race under 9 s in all, so `release publish` gives up in good time", () => {
    const longest = attempts.reduce((sum, attempt) => sum + manifestRetryDelayMs(attempt, () => 1), 0);
    expect(longest).toBe(8400);
  });
});

/** S3's answer with this status, as the SDK throws it. */
const answer = (status: number) =>
  new S3ServiceException({
    name: status === 404 ? "NotFound" : "ServiceUnavailable",
    $fault: status < 500 ? "client" : "server",
    $metadata: { httpStatusCode: status },
  });

describe("what the S3 store tells its call observer (the metrics)", () => {
  function observedStore(reply: (command: object) => Promise<unknown>) {
    const store = new S3ReleaseStore({
      bucket: "b",
      prefix: "",
      region: "eu-west-1",
      linkTtlSeconds: 60,
      connectTimeoutMs: 100,
      requestTimeoutMs: 100,
      maxAttempts: 1,
    });
    // The SDK client never connects here: its send is replaced by the answers of this test.
    vi.spyOn((store as unknown as { client: S3Client }).client, "send").mockImplementation(((command: object) => reply(command)) as never);
    const calls: Array<[StoreOperation, boolean]> = [];
    store.observeCalls({ storeCalled: (operation, seconds, failed) => void (expect(seconds).toBeGreaterThanOrEqual(0), calls.push([operation, failed])) });
    return { store, calls };
  }

  it("names each call by its operation and counts a 404 as an answer, a 5xx or a lost connection as a failure", async () => {
    const replies: Array<() => Promise<unknown>> = [
      () => Promise.reject(answer(404)),
      () => Promise.reject(answer(503)),
      () => Promise.reject(new Error("socket hang up")),
      () => Promise.resolve({}),
    ];
    const { store, calls } = observedStore(() => replies.shift()!());
    expect(await store.readManifest()).toBeNull();
    await expect(store.exists("win/1.0.0/a.exe")).rejects.toThrow();
    await expect(store.exists("win/1.0.0/a.exe")).rejects.toThrow("socket hang up");
    await store.deleteFile("win/1.0.0/a.exe");
    expect(calls).toEqual([
      ["get", false],
      ["head", true],
      ["head", true],
      ["delete", false],
    ]);
  });
});

describe("the range GETs of the update route", () => {
  function storeBehind(breaker: CircuitBreaker, reply: () => Promise<unknown>) {
    const store = new S3ReleaseStore(
      { bucket: "b", prefix: "", region: "eu-west-1", linkTtlSeconds: 60, connectTimeoutMs: 100, requestTimeoutMs: 100, maxAttempts: 1 },
      breaker,
    );
    const send = vi.spyOn((store as unknown as { client: S3Client }).client, "send").mockImplementation(reply as never);
    return { store, send };
  }

  it("go through the circuit breaker: refused at once while it is open, without asking the bucket", async () => {
    const breaker = new CircuitBreaker({ clock: manualClock(), callLimitMs: 1000 });
    const { store, send } = storeBehind(breaker, () => Promise.reject(answer(503)));
    await expect(store.readRange("win/2.5.0/a.exe", 0, 99)).rejects.toThrow(/^Reading win\/2\.5\.0\/a\.exe failed at s3:\/\/b\//);
    expect(breaker.state).toBe("open");
    await expect(store.readRange("win/2.5.0/a.exe", 0, 99)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("take a missing file (404) for an answer, which keeps the circuit closed", async () => {
    const breaker = new CircuitBreaker({ clock: manualClock(), callLimitMs: 1000 });
    const { store } = storeBehind(breaker, () => Promise.reject(answer(404)));
    await expect(store.readRange("win/2.5.0/a.exe", 0, 99)).rejects.toBeInstanceOf(S3ServiceException);
    expect(breaker.state).toBe("closed");
  });
});
