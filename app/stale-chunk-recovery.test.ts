import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RELOAD_ONCE_SCRIPT } from "./stale-chunk-recovery";

// The script as the browser runs it: source text, evaluated against the stubbed globals.
const reloadOnce = () => (new Function(`return (${RELOAD_ONCE_SCRIPT})();`) as () => boolean)();

describe("RELOAD_ONCE_SCRIPT", () => {
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
