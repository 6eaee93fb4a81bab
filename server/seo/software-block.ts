import { serializeJsonLd } from "../../app/seo/json-ld";
import { SOFTWARE_BLOCK_ID, withVersions } from "../../app/seo/software";
import { type Manifest, OPERATING_SYSTEMS, latestVersionOf } from "../releases/manifest";

const OPEN_TAG = `<script type="application/ld+json" id="${SOFTWARE_BLOCK_ID}">`;
const BLOCK = new RegExp(`${OPEN_TAG.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}([\\s\\S]*?)</script>`);

export const hasSoftwareBlock = (html: string) => html.includes(OPEN_TAG);

/** The latest version per system, as the downloads API reports it (pins included). */
export function latestVersions(manifest: Manifest): Partial<Record<string, string>> {
  return Object.fromEntries(OPERATING_SYSTEMS.map((os) => [os, latestVersionOf(manifest, os)]).filter(([, version]) => version));
}

/** The page with its SoftwareApplication block naming the versions being served now. */
export function fillSoftwareBlock(html: string, versions: Partial<Record<string, string>>): string {
  const match = html.match(BLOCK);
  if (!match) throw new Error(`No #${SOFTWARE_BLOCK_ID} block in the page`);
  const graph = JSON.parse(match[1]!) as { "@graph": object[] };
  return html.replace(BLOCK, () => `${OPEN_TAG}${serializeJsonLd(withVersions(graph, versions))}</script>`);
}
