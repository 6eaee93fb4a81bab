import { describe, expect, it } from "vitest";
import { manifestRetryDelayMs } from "./s3-store";

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
