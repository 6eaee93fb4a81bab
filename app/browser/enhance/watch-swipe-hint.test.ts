import { afterEach, describe, expect, it, vi } from "vitest";
import { watchSwipeHint } from "./watch-swipe-hint";

/** A stand-in for the table's scroll container: an EventTarget whose scrollLeft we set. */
class FakeContainer extends EventTarget {
  scrollLeft = 0;
  scrollTo(left: number) {
    this.scrollLeft = left;
    this.dispatchEvent(new Event("scroll"));
  }
}

afterEach(() => vi.restoreAllMocks());

describe("watchSwipeHint", () => {
  it("keeps the hint up to 150 px and hides it once past", () => {
    const container = new FakeContainer();
    const onHide = vi.fn();
    watchSwipeHint(container, onHide);
    container.scrollTo(100);
    container.scrollTo(150);
    expect(onHide).not.toHaveBeenCalled();
    container.scrollTo(151);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("hides it for good: scrolling back and forth again does nothing more", () => {
    const container = new FakeContainer();
    const onHide = vi.fn();
    watchSwipeHint(container, onHide);
    container.scrollTo(300);
    container.scrollTo(0);
    container.scrollTo(400);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("stops listening when the page unmounts", () => {
    const container = new FakeContainer();
    const onHide = vi.fn();
    const stop = watchSwipeHint(container, onHide);
    stop();
    container.scrollTo(500);
    expect(onHide).not.toHaveBeenCalled();
  });

  it("only warns when the table container is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const onHide = vi.fn();
    expect(() => watchSwipeHint(null, onHide)()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(onHide).not.toHaveBeenCalled();
  });
});
