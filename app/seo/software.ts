import type { Graph, SoftwareApplication } from "schema-dts";
import type { DownloadsCopy } from "../../content/types";
import { SCHEMA_CONTEXT } from "./json-ld";

export type DesktopSystem = keyof DownloadsCopy["systems"];

/** The id of the block the server completes with the versions it is serving (server/seo). */
export const SOFTWARE_BLOCK_ID = "ld-software";

const SYSTEM_SUFFIX = "#software-";

/**
 * One application per system, because each has its own latest version. The version is
 * left out here: releases are published while the server runs, so it fills it in.
 */
export function softwareLd(copy: Pick<DownloadsCopy, "systems">, pageUrl: string, name: string): Graph {
  const systems = Object.keys(copy.systems) as DesktopSystem[];
  return {
    "@context": SCHEMA_CONTEXT,
    "@graph": systems.map(
      (system): SoftwareApplication => ({
        "@type": "SoftwareApplication",
        "@id": `${pageUrl}${SYSTEM_SUFFIX}${system}`,
        name,
        operatingSystem: copy.systems[system].supported,
        applicationCategory: "BusinessApplication",
        url: pageUrl,
        offers: { "@type": "Offer", price: 0, priceCurrency: "EUR" },
      }),
    ),
  };
}

/** The system an application node is for, read back from its id. */
export function systemOf(node: { "@id"?: unknown }): string | undefined {
  const id = typeof node["@id"] === "string" ? node["@id"] : "";
  const at = id.lastIndexOf(SYSTEM_SUFFIX);
  return at === -1 ? undefined : id.slice(at + SYSTEM_SUFFIX.length);
}

/** The graph with each system's current version; a system without releases gets none. */
export function withVersions<T extends { "@graph": readonly unknown[] }>(graph: T, versions: Partial<Record<string, string>>): T {
  return {
    ...graph,
    "@graph": graph["@graph"].map((node) => {
      const { softwareVersion: _previous, ...rest } = node as Record<string, unknown>;
      const version = versions[systemOf(rest) ?? ""];
      return version ? { ...rest, softwareVersion: version } : rest;
    }),
  };
}
