import { afterEach, describe, expect, it, vi } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { CircuitBreaker, CircuitOpenError } from "./circuit-breaker";
import { StoreUnavailableError } from "./store";

const down = () => Promise.reject(new StoreUnavailableError("connect ECONNREFUSED"));
const up = () => Promise.resolve("answer");

function breaker(clock = manualClock()) {
  return { clock, breaker: new CircuitBreaker({ clock, firstOpenMs: 1000, maxOpenMs: 8000, callLimitMs: 1000 }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the store's circuit breaker", () => {
  it("lets calls through while the store answers", async () => {
    const { breaker: b } = breaker();
    await expect(b.run("Reading the manifest", up)).resolves.toBe("answer");
    expect(b.state).toBe("closed");
    expect(b.problem).toBe(null);
  });

  it("opens after a failed call and then fails at once, without calling the store", async () => {
    const { breaker: b } = breaker();
    await expect(b.run("Reading the manifest", down)).rejects.toThrow("connect ECONNREFUSED");
    expect(b.state).toBe("open");
    expect(b.problem).toContain("connect ECONNREFUSED");
    const work = vi.fn(up);
    const refused = b.run("Looking for win/2.4.0/setup.exe", work);
    await expect(refused).rejects.toBeInstanceOf(CircuitOpenError);
    // Callers treat it as the store being down (a 503), as they treat the failure itself.
    await expect(refused).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(work).not.toHaveBeenCalled();
  });

  it("after the open period lets exactly one probe through; the others still fail at once", async () => {
    const { breaker: b, clock } = breaker();
    await b.run("read", down).catch(() => undefined);
    clock.advance(999);
    expect(b.state).toBe("open");
    clock.advance(1);
    expect(b.state).toBe("half-open");
    let answer!: (value: string) => void;
    const probe = b.run("read", () => new Promise<string>((resolve) => (answer = resolve)));
    const work = vi.fn(up);
    await expect(b.run("read", work)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(work).not.toHaveBeenCalled();
    answer("back");
    await expect(probe).resolves.toBe("back");
    expect(b.state).toBe("closed");
    expect(b.problem).toBe(null);
    await expect(b.run("read", work)).resolves.toBe("answer");
  });

  it("stays open longer after each failed probe, up to a ceiling, and starts over once the store answers", async () => {
    const { breaker: b, clock } = breaker();
    const openFor = async () => {
      await b.run("read", down).catch(() => undefined);
      let ms = 0;
      while (b.state === "open") {
        clock.advance(100);
        ms += 100;
      }
      return ms;
    };
    expect([await openFor(), await openFor(), await openFor(), await openFor(), await openFor()]).toEqual([1000, 2000, 4000, 8000, 8000]);
    await b.run("read", up);
    expect(await openFor()).toBe(1000);
  });

  it("counts failures that land while it is already open once: a burst of failed calls is one outage", async () => {
    const { breaker: b, clock } = breaker();
    const pending: Array<(error: Error) => void> = [];
    const calls = Array.from({ length: 5 }, () => b.run("read", () => new Promise<string>((_resolve, reject) => pending.push(reject))).catch(() => undefined));
    for (const reject of pending) reject(new StoreUnavailableError("socket hang up"));
    await Promise.all(calls);
    clock.advance(1000);
    expect(b.state).toBe("half-open");
  });

  it("gives up on a call that outlasts its limit, aborts it, and opens", async () => {
    vi.useFakeTimers();
    const { breaker: b } = breaker();
    let signal!: AbortSignal;
    const hanging = b.run("Looking for win/2.4.0/setup.exe", (given) => {
      signal = given;
      return new Promise<string>(() => undefined);
    });
    const outcome = hanging.then(
      () => "answered",
      (error: Error) => error,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toBe("Looking for win/2.4.0/setup.exe did not answer within 1 s.");
    expect(signal.aborted).toBe(true);
    expect(b.state).toBe("open");
  });

  it("does not count an answer that is an error of the caller's making (a corrupt manifest): the store did answer", async () => {
    const { breaker: b } = breaker();
    class Corrupt extends Error {}
    const corrupt = () => Promise.reject(new Corrupt("manifest.json is not valid JSON"));
    await expect(b.run("read", corrupt, (error) => !(error instanceof Corrupt))).rejects.toBeInstanceOf(Corrupt);
    expect(b.state).toBe("closed");
  });
});

describe("what the breaker logs: one line per fault, not per request", () => {
  it("one line when it opens, none per refused call or failed probe, a reminder at most once a minute, one line when it closes", async () => {
    const { breaker: b, clock } = breaker();
    const lines: Array<{ level: string; fields: object; msg: string }> = [];
    b.useLogger(
      { warn: (fields, msg) => void lines.push({ level: "warn", fields, msg }), info: (fields, msg) => void lines.push({ level: "info", fields, msg }) },
      "s3://releases/desktop/",
    );
    await b.run("Looking for win/2.4.0/setup.exe", down).catch(() => undefined);
    for (let i = 0; i < 500; i++) await b.run("Looking for win/2.4.0/setup.exe", up).catch(() => undefined);
    clock.advance(1000);
    await b.run("Reading the manifest", down).catch(() => undefined);
    expect(lines).toEqual([
      {
        level: "warn",
        fields: { store: "s3://releases/desktop/", circuit: "open", problem: "connect ECONNREFUSED", retryInSeconds: 1 },
        msg: expect.stringMatching(
          /^the release store s3:\/\/releases\/desktop\/ is not answering \(connect ECONNREFUSED\): download links and update checks answer 503 at once .*; check that this replica reaches it/,
        ),
      },
    ]);

    clock.advance(60_000);
    await b.run("Reading the manifest", down).catch(() => undefined);
    expect(lines[1]).toEqual({
      level: "warn",
      fields: { store: "s3://releases/desktop/", circuit: "open", problem: "connect ECONNREFUSED", refused: 500, openSeconds: 61 },
      msg: "the release store s3://releases/desktop/ is still not answering (connect ECONNREFUSED): 500 calls refused at once in the last 61 s",
    });

    clock.advance(10_000);
    await b.run("Reading the manifest", up);
    expect(lines.slice(2)).toEqual([
      {
        level: "info",
        fields: { store: "s3://releases/desktop/", circuit: "closed", refused: 500, openSeconds: 71 },
        msg: "the release store s3://releases/desktop/ answers again: its circuit is closed after 71 s open, in which 500 calls were refused at once",
      },
    ]);
  });
});
