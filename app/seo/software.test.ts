import { describe, expect, it } from "vitest";
import { copyOf } from "../i18n/catalog";
import { softwareLd, systemOf, withVersions } from "./software";

const URL = "https://www.example.test/downloads?lang=en";

describe("softwareLd", async () => {
  const copy = copyOf("en", "info.downloads");
  const graph = softwareLd(copy, URL, "Bestelwijs");
  const nodes = graph["@graph"] as unknown as Record<string, any>[];

  it("describes one free application per desktop system", () => {
    expect(nodes.map(systemOf).sort()).toEqual(["mac_os", "win"]);
    for (const node of nodes) {
      expect(node).toMatchObject({ "@type": "SoftwareApplication", name: "Bestelwijs", applicationCategory: "BusinessApplication" });
      expect(node.operatingSystem).toBe(copy.systems[systemOf(node) as "win"].supported);
      expect(node.offers).toEqual({ "@type": "Offer", price: 0, priceCurrency: "EUR" });
    }
  });

  it("has no version until the server knows one", () => {
    for (const node of nodes) expect(node).not.toHaveProperty("softwareVersion");
  });

  it("takes each system's own latest version, and drops a version a system no longer has", () => {
    const filled = withVersions(graph, { win: "2.10.0", mac_os: "2.9.2" })["@graph"] as unknown as Record<string, any>[];
    expect(Object.fromEntries(filled.map((node) => [systemOf(node), node.softwareVersion]))).toEqual({ win: "2.10.0", mac_os: "2.9.2" });
    const refilled = withVersions({ ...graph, "@graph": filled }, { win: "2.11.0" })["@graph"] as Record<string, any>[];
    expect(Object.fromEntries(refilled.map((node) => [systemOf(node), node.softwareVersion]))).toEqual({ win: "2.11.0", mac_os: undefined });
  });
});
