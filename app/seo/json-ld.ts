import type { Graph, Thing, WithContext } from "schema-dts";

/** One JSON-LD block: a single typed node with its context, or a graph of several. */
export type JsonLdDocument = WithContext<Thing> | Graph;

export const SCHEMA_CONTEXT = "https://schema.org";

/**
 * JSON for inside a <script> element. Copy may contain "</script>" or "<!--", so every
 * character that HTML parses specially is escaped; the JSON value stays the same.
 */
export function serializeJsonLd(data: JsonLdDocument | object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
