import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/></head><body><h1>Hi</h1><script>window.ctx = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1_main from "/assets/page-4.js";
const route1 = {...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"page":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

/**
 * Runs the rewritten boot script against a fake page and returns what happened in order:
 * "shown" (first contentful paint reported), "load", "frame", "preload:<href>",
 * "import:<specifier>", "picture" when the picture on screen has loaded, and "|" wherever a new
 * task began. The picture comes in once nothing else is queued, as on a slow connection; a second
 * picture, below the screen, never does.
 */
async function runBootScript(html: string, pictureOnScreen = true): Promise<string[]> {
  const source = html.match(/<script type="module">([\s\S]*?)<\/script>/)![1]!.replace(/\bimport\(/g, "load(");
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

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("takes the module preloads out of the head and adds them back after the first paint", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
  });

  it("starts no download before the first paint is shown and the picture on screen has loaded", async () => {
    const log = await runBootScript(out);
    const firstPreload = log.findIndex((entry) => entry.startsWith("preload"));
    expect(log.indexOf("shown")).toBeGreaterThanOrEqual(0);
    expect(log.indexOf("shown")).toBeLessThan(log.indexOf("picture"));
    expect(log.indexOf("picture")).toBeLessThan(log.indexOf("frame"));
    expect(log.indexOf("frame")).toBeLessThan(firstPreload);
  });

  it("does not wait for pictures below the screen", async () => {
    const log = await runBootScript(out, false);
    expect(log).not.toContain("picture");
    expect(log.some((entry) => entry.startsWith("import:/assets/entry.client"))).toBe(true);
  });

  it("turns static imports into awaited dynamic ones, in the same order", () => {
    expect(out).toContain('await import("/assets/manifest-1.js");');
    expect(out).toContain('const route0 = await import("/assets/root-3.js");');
    expect(out).toContain('const route1_main = await import("/assets/page-4.js");');
    expect(out.indexOf("manifest-1.js\");")).toBeLessThan(out.indexOf("root-3.js"));
    expect(out).toContain('import("/assets/entry.client-2.js");');
    expect(out).not.toMatch(/^\s*import\s/m);
  });

  it("cuts the work after the first paint into short tasks: two preloads, or one import, per task", async () => {
    const manyPreloads = Array.from({ length: 10 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js"/>`).join("");
    const log = await runBootScript(deferHydration(page.replace("</head>", `${manyPreloads}</head>`)), false);
    const tasks = log.join(" ").split("| ").map((task) => task.trim().split(" ").filter(Boolean));
    expect(log.slice(0, 2)).toEqual(["shown", "frame"]);
    expect(log.filter((entry) => entry.startsWith("preload"))).toHaveLength(12);
    for (const task of tasks) {
      expect(task.filter((entry) => entry.startsWith("preload")).length).toBeLessThanOrEqual(2);
      expect(task.filter((entry) => entry.startsWith("import")).length).toBeLessThanOrEqual(1);
    }
    expect(log.filter((entry) => entry.startsWith("import")).at(-1)).toBe("import:/assets/entry.client-2.js");
  });

  it("evaluates every preloaded module in a task of its own before any route import, and the entry last", async () => {
    const log = await runBootScript(out);
    const imports = log.filter((entry) => entry.startsWith("import"));
    expect(imports).toEqual([
      "import:/assets/manifest-1.js",
      "import:/assets/manifest-1.js",
      "import:/assets/root-3.js",
      "import:/assets/page-4.js",
      "import:/assets/entry.client-2.js",
    ]);
    expect(log.filter((entry) => entry === "import:/assets/entry.client-2.js")).toHaveLength(1);
  });

  it("leaves the rest of the page alone", () => {
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<script>window.ctx = {};</script>");
    expect(out).toContain("<h1>Hi</h1>");
  });

  it("fails loudly when React Router's output is not what it expects", () => {
    expect(() => deferHydration("<html><body>no scripts</body></html>")).toThrow(/not found/);
    expect(() => deferHydration(page.replace('import("/assets/entry.client-2.js");', ""))).toThrow(/entry.client/);
    expect(() => deferHydration(page.replace('import * as route0 from "/assets/root-3.js";', 'import { x } from "/assets/root-3.js";'))).toThrow(/static import/);
  });
});
