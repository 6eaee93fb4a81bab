import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnce } from "./stale-chunk-recovery";

describe("isChunkLoadError", () => {
  it.each([
    ["Failed to fetch dynamically imported module: http://x/assets/a.js", true], // Chromium
    ["error loading dynamically imported module: http://x/assets/a.js", true], // Firefox
    ["Importing a module script failed.", true], // Safari
    ["Cannot read properties of undefined", false],
  ])("%s → %s", (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
  it("ignores things that are not errors", () => expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false));
});

describe("reloadOnce", () => {
  const reload = vi.fn();
  const assign = vi.fn();
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal("sessionStorage", { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
    vi.stubGlobal("location", { reload, assign });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    reload.mockReset();
    assign.mockReset();
  });

  it("reloads once, refuses a second reload within a minute, and allows one again later", () => {
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61_000);
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when storage is blocked, as it could not stop a loop", () => {
    vi.stubGlobal("sessionStorage", { getItem: () => { throw new Error("blocked"); } });
    expect(reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
