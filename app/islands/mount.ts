import type { Root } from "react-dom/client";
import { isChunkLoadError, reloadOnce } from "../stale-chunk-recovery";
import type { IslandModule } from "./define-island";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName, type IslandProps } from "./names";

/** One module per island; only the ones a page holds are ever fetched. */
const MODULES = import.meta.glob<{ default: IslandModule<IslandProps[IslandName]> }>("./*.island.tsx");

const mounted = new WeakMap<Element, Promise<Root>>();
const roots = new Set<Root>();

function readProps(container: Element, name: IslandName): IslandProps[IslandName] {
  const block = container.previousElementSibling;
  if (block?.getAttribute(ISLAND_PROPS_ATTRIBUTE) !== name) throw new Error(`Island ${name} has no props block before it`);
  return JSON.parse(block.textContent ?? "null") as IslandProps[IslandName];
}

async function load(container: Element): Promise<Root> {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const load = MODULES[`./${name}.island.tsx`];
  if (!load) throw new Error(`No module for island ${name}`);
  try {
    const module = await load();
    // Vite's preload helper reports a missing file as vite:preloadError, which reloads the page
    // (stale-chunk-recovery.ts) and leaves the import without a module. The page is going away:
    // it must not be marked as hydrated meanwhile.
    if (!module) return new Promise<never>(() => {});
    const root = await module.default.mount(container, readProps(container, name));
    roots.add(root);
    return root;
  } catch (error) {
    // A deploy removed the island's files from under an open tab: one reload fetches the new ones.
    if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
    throw error;
  }
}

/** Mounts one island (once, however often it is asked for). */
export function mountIsland(container: Element): Promise<Root> {
  let done = mounted.get(container);
  if (!done) mounted.set(container, (done = load(container)));
  return done;
}

/** Hydrates every island on the page. */
export async function hydrateIslands(within: ParentNode = document): Promise<void> {
  await Promise.all([...within.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map(mountIsland));
}

/** Before the page's body is replaced (a language switch in place): React lets go of what it ran. */
export function unmountIslands(): void {
  for (const root of roots) root.unmount();
  roots.clear();
}
