/**
 * Writes the one script a pre-rendered page runs: after the first paint, it fetches the scripts
 * that enhance the page (app/entry.client.tsx) and nothing else (decision 027). React Router's
 * own <Scripts /> is not rendered: the browser runs no router and no React, so the route
 * modules, React and the copy in them never download.
 *
 * Why after the first paint (docs/decisions/008-hydrate-after-first-paint.md): the page is
 * complete without scripts, so the visitor reads it as soon as HTML and CSS are in. Module
 * downloads that start earlier compete with the CSS on a slow phone and push the first paint
 * back. "After the first paint" means after the browser reports the first contentful paint as
 * shown, and after the pictures on screen have loaded (one of them may be the largest paint).
 * A requestAnimationFrame callback runs before its frame reaches the screen, so requests made
 * then would still count as holding the paint up in Lighthouse: after a picture the script
 * waits for the frame that shows it. A paint that has been reported has been shown: with no
 * picture on screen, the downloads start at once. Pictures below the screen are not waited
 * for: the home hero's picture sits under the buttons on a phone (issue 11).
 *
 * The entry and its few files are preloaded together and imported in the next task. If the
 * entry fails to load (blocked by a proxy, files gone after a deploy), the failure reaches the
 * console and the page stays as its HTML works: no reload, which would only flash the same page
 * at a visitor whose scripts are blocked.
 */
/** The parts of Vite's build manifest read here (build.manifest in vite.config.ts). */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

const ENTRY_MODULE = "app/entry.client.tsx";
/** A page whose pictures never finish loading still gets its scripts after this long. */
const LOAD_WAIT_LIMIT_MS = 3000;

/** A module's file and the files of everything it imports statically, the module first. */
function filesOf(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bootScript: ${key} is not in the build manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen))];
}

/** The entry's file first, then every file it imports statically. */
export function entryFiles(manifest: ViteManifest): string[] {
  return filesOf(manifest, ENTRY_MODULE);
}

export function bootScript(html: string, files: readonly string[]): string {
  if (!html.includes("</body>")) throw new Error("bootScript: the page has no </body>");
  if (/<link rel="modulepreload"|window\.__reactRouterContext/.test(html)) throw new Error("bootScript: the page still holds React Router's scripts; the root must not render <Scripts />");

  const nextTask = "const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));";
  const afterFirstPaint = `await new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(resolve);
  new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); resolve(); } }).observe({ type: "paint", buffered: true });
});
const onScreen = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < innerHeight);
if (onScreen.length > 0) {
  await Promise.race([Promise.all(onScreen.map((image) => image.decode().catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, ${LOAD_WAIT_LIMIT_MS}))]);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
await nextTask();`;
  const preload = `for (const href of ${JSON.stringify(files)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  const entry = `await nextTask(); import(${JSON.stringify(files[0])});`;
  return html.replace("</body>", () => `<script type="module">${nextTask}\n${afterFirstPaint}\n${preload}\n${entry}</script></body>`);
}
