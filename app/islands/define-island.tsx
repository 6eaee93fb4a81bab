import { type ComponentType, startTransition, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

export interface IslandModule<P> {
  /** Hydrates what the server rendered into the container; resolves once React has committed. */
  mount(container: Element, props: P): Promise<Root>;
}

/** Adds no markup: it only reports the commit, after every effect below it has run. */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

export function defineIsland<P extends object>(Component: ComponentType<P>): IslandModule<P> {
  return {
    mount(container, props) {
      return new Promise((resolve) => {
        let root: Root;
        const element = (
          <Committed onCommit={() => resolve(root)}>
            <Component {...props} />
          </Committed>
        );
        // A transition lets React hydrate in short slices, so a slow phone sees no long task.
        startTransition(() => {
          root = hydrateRoot(container, element);
        });
      });
    },
  };
}
