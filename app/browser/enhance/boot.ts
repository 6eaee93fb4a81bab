/**
 * The one script a pre-rendered page runs inline, last in its body (app/render/Document.tsx):
 * after the first paint, it fetches the script that enhances the page (main.ts) and nothing else
 * (decision 027). Compiled at build time with that build's files written in
 * (scripts/prerender/head-scripts.ts, `compileBootScript`), as the head scripts are.
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
 * for: the home hero's picture sits under the buttons on a phone.
 *
 * The entry and its few files are preloaded together and imported in the next task. If the
 * entry fails to load (blocked by a proxy, files gone after a deploy), the failure reaches the
 * console and the page stays as its HTML works: no reload, which would only flash the same page
 * at a visitor whose scripts are blocked.
 */

/** The browser entry's file first, then the files it imports: written in by the build (esbuild's `define`). */
declare const ENTRY_FILES: readonly [entry: string, ...imports: string[]];

/** A page whose pictures never finish loading still gets its scripts after this long. */
const LOAD_WAIT_LIMIT_MS = 3000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => resolve());
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        resolve();
      }
    }).observe({ type: "paint", buffered: true });
  });
}

async function picturesOnScreenShown(): Promise<void> {
  const onScreen = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < innerHeight);
  if (onScreen.length === 0) return;
  await Promise.race([
    Promise.all(onScreen.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_LIMIT_MS)),
  ]);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

async function loadAfterFirstPaint([entry, ...imports]: typeof ENTRY_FILES): Promise<unknown> {
  await firstPaintShown();
  await picturesOnScreenShown();
  await nextTask();
  for (const href of [entry, ...imports]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  await nextTask();
  return import(entry);
}

// Not caught: a failed load reaches the console as an unhandled rejection, and nothing else happens.
void loadAfterFirstPaint(ENTRY_FILES);
