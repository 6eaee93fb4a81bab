import { describe, expect, it, vi } from "vitest";
import { watchSwipeHint } from "./watch-swipe-hint";

/** A table scroller whose content is `scrollWidth` wide in a `clientWidth` window. */
class FakeScroller extends EventTarget {
  scrollLeft = 0;
  constructor(
    readonly scrollWidth: number,
    readonly clientWidth: number,
  ) {
    super();
  }
  scrollTo(left: number) {
    this.scrollLeft = left;
    this.dispatchEvent(new Event("scroll"));
  }
}

describe("the swipe hint shows only where there is something to swipe to", () => {
  it("goes at once when the table fits", () => {
    const onHide = vi.fn();
    watchSwipeHint(new FakeScroller(700, 700), onHide);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("goes at the end of a table that overflows by less than the threshold (70 px at 768 px)", () => {
    const scroller = new FakeScroller(838, 768);
    const onHide = vi.fn();
    watchSwipeHint(scroller, onHide);
    scroller.scrollTo(40);
    expect(onHide).not.toHaveBeenCalled();
    scroller.scrollTo(70);
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
