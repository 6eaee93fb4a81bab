import type { ComponentType } from "react";
import { serializeJsonLd } from "../seo/json-ld";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName, type IslandProps } from "./names";

interface IslandOwnProps<N extends IslandName> {
  name: N;
  props: IslandProps[N];
  /** Rendered into the page with these props, and hydrated with the same ones in the browser. */
  component: ComponentType<IslandProps[N]>;
}

/**
 * A part of the page that React hydrates on its own, apart from the static HTML around it
 * (decision 027). Its props travel as JSON next to it. `display: contents` keeps the container
 * out of the layout. An island's component must not call useId: the ids React gives an island
 * root differ from the ones it gave the same component inside the whole page.
 */
export function Island<N extends IslandName>({ name, props, component: Component }: IslandOwnProps<N>) {
  return (
    <>
      <script type="application/json" {...{ [ISLAND_PROPS_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: serializeJsonLd(props) }} />
      <div {...{ [ISLAND_ATTRIBUTE]: name }} className="contents">
        <Component {...props} />
      </div>
    </>
  );
}
