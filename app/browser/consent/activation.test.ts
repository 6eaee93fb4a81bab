import { describe, expect, it } from "vitest";
import { whenActivated } from "./activation";

/** A document as far as activation goes: prerendered or not, and the one event that ends it. */
function fakeDocument(prerendering: boolean | undefined) {
  const listeners: { type: string; listener: () => void; once: boolean }[] = [];
  const document = {
    prerendering,
    addEventListener: (type: string, listener: () => void, options?: { once?: boolean }) =>
      void listeners.push({ type, listener, once: options?.once === true }),
    /** What the browser does when the visitor navigates to the prerendered page. */
    activate() {
      document.prerendering = false;
      for (const entry of listeners.splice(0)) if (entry.type === "prerenderingchange") entry.listener();
    },
    listeners,
  };
  return document;
}

describe("whenActivated", () => {
  it.each([false, undefined])("starts at once on a page that is not prerendered (prerendering %s)", (prerendering) => {
    const document = fakeDocument(prerendering);
    let started = 0;
    whenActivated(document, () => started++);
    expect(started).toBe(1);
    expect(document.listeners).toEqual([]);
  });

  it("waits on a prerendered page until it is shown, then starts once", () => {
    const document = fakeDocument(true);
    let started = 0;
    whenActivated(document, () => started++);
    expect(started).toBe(0);
    expect(document.listeners).toEqual([{ type: "prerenderingchange", listener: expect.any(Function), once: true }]);
    document.activate();
    expect(started).toBe(1);
  });

  it("never starts on a prerendered page that is never shown", () => {
    const document = fakeDocument(true);
    let started = 0;
    whenActivated(document, () => started++);
    expect(started).toBe(0);
  });
});
