import { type JsonLdDocument, serializeJsonLd } from "./json-ld";

/**
 * A structured-data block. Browsers do not execute application/ld+json, so the CSP has
 * nothing to allow; `id` lets the server find a block it completes at request time.
 */
export function JsonLd({ data, id }: { data: JsonLdDocument; id?: string }) {
  return <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
