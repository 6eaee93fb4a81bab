import { describe, expect, it } from "vitest";
import { bootScript } from "./boot-script";

const files = ["/assets/entry-1.js", "/assets/enhance-2.js", "/assets/shared-3.js"];

/**
 * Runs the boot script against a fake page and returns what happened in order:
 * "shown" (first contentful paint reported), "load", "frame", "preload:<href>",
 * "import:<specifier>", "picture" when the picture on screen has loaded, and "|" wherever a new
 * task began. The picture comes in once nothing else is queued, as on a slow connection; a second
 * picture, below the screen, never does.
 */
async function runBootScript(script: string, pictureOnScreen = true): Promise<string[]> {
  const source = script.replace(/\bimport\(/g, "load(");
  const log: string[] = [];
  const queue: Array<() => void> = [];
  let pictureLoaded: (() => void) | undefined;
  const picture = (top: number, loads: boolean) => ({
    complete: false,
    getBoundingClientRect: () => ({ top }),
    decode: () => new Promise<void>((resolve) => loads && (pictureLoaded = () => (log.push("picture"), resolve()))),
  });
  const fakes = {
    PerformanceObserver: class {
      static supportedEntryTypes = ["paint"];
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        const list = { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) };
        queue.push(() => (log.push("shown"), this.callback(list, this)));
      }
      disconnect() {}
    },
    requestAnimationFrame: (callback: () => void) => queue.push(() => (log.push("frame"), callback())),
    // The load-wait limit is a timer too, but it must never be what ends the wait here.
    setTimeout: (callback: () => void, ms = 0) => ms === 0 && queue.push(() => (log.push("|"), callback())),
    innerHeight: 800,
    document: {
      images: pictureOnScreen ? [picture(300, true), picture(2400, false)] : [picture(2400, false)],
      createElement: () => ({}),
      head: { append: (link: { href: string }) => log.push(`preload:${link.href}`) },
    },
    load: async (specifier: string) => (log.push(`import:${specifier}`), {}),
    window: {},
  };
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  const done = new AsyncFunction(...Object.keys(fakes), source)(...Object.values(fakes));
  // Drain the fake task queue, letting microtasks run between tasks as a browser does.
  for (let step = 0; step < 200; step++) {
    await new Promise((resolve) => setImmediate(resolve));
    const task = queue.shift() ?? (pictureLoaded ? () => (pictureLoaded!(), (pictureLoaded = undefined)) : undefined);
    if (!task) break;
    task();
  }
  await done;
  return log;
}

describe("bootScript", () => {
  const out = bootScript(files);

  it("preloads the entry's files and imports the entry", () => {
    expect(out).toContain('["/assets/entry-1.js","/assets/enhance-2.js","/assets/shared-3.js"]');
    expect(out).toContain('import("/assets/entry-1.js")');
  });

  it("starts no download before the first paint is shown and the picture on screen has loaded", async () => {
    const log = await runBootScript(out);
    const firstPreload = log.findIndex((entry) => entry.startsWith("preload"));
    expect(log.indexOf("shown")).toBeGreaterThanOrEqual(0);
    expect(log.indexOf("shown")).toBeLessThan(log.indexOf("picture"));
    expect(log.indexOf("picture")).toBeLessThan(log.indexOf("frame"));
    expect(log.indexOf("frame")).toBeLessThan(firstPreload);
  });

  it("does not wait for pictures below the screen, nor for a frame after a paint already shown", async () => {
    const log = await runBootScript(out, false);
    expect(log).not.toContain("picture");
    expect(log).not.toContain("frame");
    expect(log).toContain("import:/assets/entry-1.js");
  });

  it("imports the entry once, last, in a task after the preloads", async () => {
    const log = await runBootScript(out, false);
    expect(log.filter((entry) => entry.startsWith("preload"))).toHaveLength(3);
    expect(log.filter((entry) => entry.startsWith("import"))).toEqual(["import:/assets/entry-1.js"]);
    expect(log.slice(-2)).toEqual(["|", "import:/assets/entry-1.js"]);
  });

  it("fails the build when there is no entry to load", () => {
    expect(() => bootScript([])).toThrow(/no entry/);
  });
});
