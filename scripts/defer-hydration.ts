/**
 * Rewrites React Router's pre-rendered HTML so that its JavaScript starts loading only after
 * the first paint. The page is complete without scripts (the copy is in the HTML), so the
 * visitor reads it as soon as HTML and CSS are in; hydration follows. Without this, twenty
 * module preloads compete with the CSS on a slow phone and push the first paint back by the
 * time the whole bundle takes to download (docs/decisions/008-hydrate-after-first-paint.md).
 *
 * React Router emits, per page: `<link rel="modulepreload">` tags in the head, and one inline
 * `<script type="module">` with static imports of the route modules that ends with
 * `import("…entry.client….js")`. Static imports start downloading at once, so they become
 * dynamic imports behind a wait for the first paint, and the preloads are added back then.
 * Anything unexpected fails the build rather than shipping a page that never hydrates.
 *
 * "After the first paint" means after the browser reports the first contentful paint as shown,
 * and after the pictures on screen have loaded (one of them may be the largest paint). A
 * requestAnimationFrame callback runs before its frame reaches the screen, so preloads added
 * then started before the paint. Lighthouse counts every request that started before a paint
 * as holding it up: first and largest paint on the same page then jumped between runs by one
 * or two network round trips, depending on how fast the host happened to paint. Pictures below
 * the screen are not waited for: the whole load event held a phone's hydration back by the
 * home hero's picture, which sits under the buttons there (issue 11).
 *
 * The work after the first paint is cut into short tasks, because one long task there is
 * Total Blocking Time: on a 4×-slowed phone, adding thirty preload links in one go took
 * 35–220 ms, so they go in pairs. Importing a route module evaluates every module below it in
 * one task (React, React Router and the root together took 20–58 ms on this 2-core host, ×4 in
 * Lighthouse's simulation), so each preloaded module is imported in a task of its own first;
 * the route imports that follow find them evaluated. The entry comes last: it hydrates.
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;
/** A page whose pictures never finish loading still hydrates after this long. */
const LOAD_WAIT_LIMIT_MS = 3000;
/** Small enough that one batch stays far below the 50 ms of a long task on a slow phone. */
const PRELOADS_PER_TASK = 2;
const isEntry = (href: string) => href.startsWith("/assets/entry.client");

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const boot = html.match(BOOT_SCRIPT);
  if (preloads.length === 0 || !boot) throw new Error("deferHydration: React Router's modulepreload links or boot script were not found");
  if (!boot[1]!.includes('import("/assets/entry.client')) throw new Error("deferHydration: the boot script does not import entry.client");

  const lines = boot[1]!.split("\n").map((line) => {
    const staticImport = line.trim().match(STATIC_IMPORT);
    if (!staticImport) return line;
    const [, binding, specifier] = staticImport;
    return binding ? `await nextTask(); const ${binding} = await import(${specifier});` : `await nextTask(); await import(${specifier});`;
  });
  if (lines.some((line) => /^\s*import\s/.test(line))) throw new Error("deferHydration: a static import was left in the boot script");

  const nextTask = "const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));";
  const afterFirstPaint = `await new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(resolve);
  new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); resolve(); } }).observe({ type: "paint", buffered: true });
});
const onScreen = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < innerHeight);
if (onScreen.length > 0) await Promise.race([Promise.all(onScreen.map((image) => image.decode().catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, ${LOAD_WAIT_LIMIT_MS}))]);
await new Promise((resolve) => requestAnimationFrame(resolve)); await nextTask();`;
  const preload =
    `for (const [index, href] of ${JSON.stringify(preloads)}.entries()) {` +
    ` if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await nextTask();` +
    ` document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); }`;
  const evaluate =
    `for (const href of ${JSON.stringify(preloads.filter((href) => !isEntry(href)))}) { await nextTask(); await import(href); }`;
  const entry = lines.map((line) => line.replace(/^(\s*)import\("\/assets\/entry\.client/, '$1await nextTask(); import("/assets/entry.client'));
  const script = `<script type="module">${nextTask}\n${afterFirstPaint}\n${preload}\n${evaluate}\n${entry.join("\n")}</script>`;
  return html.replace(MODULEPRELOAD, "").replace(BOOT_SCRIPT, () => script);
}
