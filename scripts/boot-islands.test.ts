import { describe, expect, it } from "vitest";
import { type ViteManifest, bootFiles, bootIslands } from "./boot-islands";

const page = (body: string) => `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Hi</h1><script>window.ctx = {};</script>${body}</body></html>`;
const calculator = '<script type="application/json" data-island-props="calculator">{}</script><div data-island="calculator" class="contents"><section>…</section></div>';

const manifest: ViteManifest = {
  "app/entry.client.tsx": { file: "assets/entry.client-1.js", imports: ["_mount.js"] },
  "_mount.js": { file: "assets/mount-2.js" },
  "app/islands/calculator.island.tsx": { file: "assets/calculator.island-3.js", imports: ["_react-dom.js", "_mount.js"] },
  "app/islands/downloads.island.tsx": { file: "assets/downloads.island-4.js", imports: ["_react-dom.js"] },
  "_react-dom.js": { file: "assets/react-dom-6.js" },
};
const files = bootFiles(manifest, ["calculator", "downloads"]);

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

describe("bootFiles", () => {
  it("lists the entry and each island with everything they import, each file once", () => {
    expect(files.entry).toBe("/assets/entry.client-1.js");
    expect(files.entryFiles).toEqual(["/assets/entry.client-1.js", "/assets/mount-2.js"]);
    expect(files.islandFiles.calculator).toEqual(["/assets/calculator.island-3.js", "/assets/react-dom-6.js", "/assets/mount-2.js"]);
  });

  it("fails the build for an island the manifest does not know", () => {
    expect(() => bootFiles({ "app/entry.client.tsx": { file: "e.js" } }, ["calculator"])).toThrow(/calculator.island.tsx/);
  });
});

describe("bootIslands", () => {
  const out = bootIslands(page(calculator), files);

  it("preloads the entry and the islands the page holds, and no other island", () => {
    expect(out).toContain('["/assets/entry.client-1.js","/assets/mount-2.js","/assets/calculator.island-3.js","/assets/react-dom-6.js"]');
    expect(out).not.toContain("downloads.island");
  });

  it("a page without islands loads only the entry", () => {
    expect(bootIslands(page(""), files)).toContain('["/assets/entry.client-1.js","/assets/mount-2.js"]');
    expect(bootIslands(page(""), files)).not.toContain("react-dom");
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
    expect(log).toContain("import:/assets/entry.client-1.js");
  });

  it("cuts the work after the first paint into short tasks of two preloads, and imports the entry once, last", async () => {
    const log = await runBootScript(out, false);
    const tasks = log.join(" ").split("| ").map((task) => task.trim().split(" ").filter(Boolean));
    expect(log[0]).toBe("shown");
    expect(log).not.toContain("frame"); // no picture to wait for: a reported paint has been shown
    expect(log.filter((entry) => entry.startsWith("preload"))).toHaveLength(4);
    for (const task of tasks) expect(task.filter((entry) => entry.startsWith("preload")).length).toBeLessThanOrEqual(2);
    expect(log.filter((entry) => entry.startsWith("import"))).toEqual(["import:/assets/entry.client-1.js"]);
    expect(log.at(-1)).toBe("import:/assets/entry.client-1.js");
  });

  it("leaves the rest of the page alone", () => {
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<script>window.ctx = {};</script>");
    expect(out).toContain("<h1>Hi</h1>");
  });

  it("fails the build when React Router's scripts are still in the page", () => {
    expect(() => bootIslands(page('<link rel="modulepreload" href="/assets/x.js"/>'), files)).toThrow(/<Scripts \/>/);
    expect(() => bootIslands("<html>no body</html>", files)).toThrow(/body/);
  });
});
