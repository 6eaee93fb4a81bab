import type { ComponentProps } from "react";
import type { DownloadsSection } from "../components/downloads/DownloadsSection";
import type { Calculator } from "../components/pricing/Calculator";

/**
 * The parts of a page that React runs in the browser (decision 027). Everything else is HTML
 * that works by itself, with a few plain scripts on top (./frame). Type-only imports: naming
 * an island here adds nothing to any bundle.
 */
export interface IslandProps {
  calculator: ComponentProps<typeof Calculator>;
  downloads: ComponentProps<typeof DownloadsSection>;
}

export type IslandName = keyof IslandProps;

export const ISLAND_NAMES: readonly IslandName[] = ["calculator", "downloads"] satisfies (keyof IslandProps)[];

/** On the island's container: its name, which is also its module (`./<name>.island.tsx`). */
export const ISLAND_ATTRIBUTE = "data-island";
/** On the JSON block right before the container: the props, exactly as the server rendered with them. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** Where the build keeps an island's module; the pre-renderer preloads the files it needs. */
export const islandModulePath = (name: IslandName) => `app/islands/${name}.island.tsx`;
