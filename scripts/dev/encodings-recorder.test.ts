import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EncodingsRun, encodingsRecorder } from "./encodings-recorder";

/** A recorder whose runs finish when the test says, with what its log was told. */
function recorderUnderTest(afterMs = 400) {
  const runs: Array<{ finish: (run: EncodingsRun) => void; fail: (error: Error) => void }> = [];
  const logged: string[] = [];
  const recorder = encodingsRecorder({
    afterMs,
    record: () => new Promise<EncodingsRun>((finish, fail) => runs.push({ finish, fail })),
    log: { info: (message) => logged.push(`info: ${message}`), error: (message) => logged.push(`error: ${message}`) },
  });
  return { recorder, runs, logged };
}

describe("the development server's encodings recorder", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs once, the wait after the last of a few saves", async () => {
    const { recorder, runs } = recorderUnderTest();
    recorder.saved();
    await vi.advanceTimersByTimeAsync(300);
    recorder.saved();
    await vi.advanceTimersByTimeAsync(399);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
  });

  it("starts another run after the one under way when a save comes during it, never two at once", async () => {
    const { recorder, runs } = recorderUnderTest();
    recorder.saved();
    await vi.advanceTimersByTimeAsync(400);
    recorder.saved();
    await vi.advanceTimersByTimeAsync(400);
    expect(runs).toHaveLength(1);
    runs[0]!.finish({ recorded: [], dropped: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(2);
  });

  it("once closed, runs nothing: not a save waiting for its run, nor one that came during a run", async () => {
    const waiting = recorderUnderTest();
    waiting.recorder.saved();
    waiting.recorder.close();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(waiting.runs).toHaveLength(0);

    const during = recorderUnderTest();
    during.recorder.saved();
    await vi.advanceTimersByTimeAsync(400);
    during.recorder.saved();
    during.recorder.close();
    during.runs[0]!.finish({ recorded: ["home-hero nl 300w"], dropped: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(during.runs).toHaveLength(1);
    during.recorder.saved();
    await vi.advanceTimersByTimeAsync(1000);
    expect(during.runs).toHaveLength(1);
  });

  it("says a failed run in the log as an error, and says so again when a later run has the file up to date", async () => {
    const { recorder, runs, logged } = recorderUnderTest();
    recorder.saved();
    await vi.advanceTimersByTimeAsync(400);
    runs[0]!.fail(new Error("the drawing of home-hero failed"));
    await vi.advanceTimersByTimeAsync(0);
    recorder.saved();
    await vi.advanceTimersByTimeAsync(400);
    runs[1]!.finish({ recorded: [], dropped: 0 });
    await vi.advanceTimersByTimeAsync(0);
    recorder.saved();
    await vi.advanceTimersByTimeAsync(400);
    runs[2]!.finish({ recorded: ["home-hero nl 300w", "home-hero nl 600w"], dropped: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toEqual([
      "error: pictures: encodings not recorded (the drawing of home-hero failed); the next saved change tries again, or run npm run pictures:record",
      "info: pictures: scripts/pictures/encodings.json is up to date again",
      expect.stringMatching(/^info: pictures: recorded the encoding of 2 changed files in scripts\/pictures\/encodings\.json \(\d+\.\d s\)$/),
    ]);
  });
});
