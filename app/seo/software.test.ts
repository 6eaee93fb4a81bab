import { describe, expect, it } from "vitest";
import { copyOf } from "../i18n/catalog";
import { latestReleaseNotes, softwareLd, systemOf } from "./software";

const URL = "https://www.example.test/downloads?lang=en";
type Node = Record<string, unknown>;
const nodesOf = (graph: ReturnType<typeof softwareLd>) => graph["@graph"] as unknown as Node[];
const bySystem = (nodes: Node[], key: string) => Object.fromEntries(nodes.map((node) => [systemOf(node), node[key]]));
const latest = (version: string, notes: Record<string, string> = {}) => ({ version, notes }) as never;

describe("softwareLd", () => {
  const copy = copyOf("en", "info.downloads");

  it("describes one free application per desktop system", () => {
    const nodes = nodesOf(softwareLd(copy, URL, "Bestelwijs", null, "en"));
    expect(nodes.map(systemOf).sort()).toEqual(["mac_os", "win"]);
    for (const node of nodes) {
      expect(node).toMatchObject({ "@type": "SoftwareApplication", name: "Bestelwijs", applicationCategory: "BusinessApplication", url: URL });
      expect(node.operatingSystem).toBe(copy.systems[systemOf(node) as "win"].supported);
      expect(node.offers).toEqual({ "@type": "Offer", price: 0, priceCurrency: "EUR" });
    }
  });

  it("names no version without a catalogue", () => {
    for (const node of nodesOf(softwareLd(copy, URL, "Bestelwijs", null, "en"))) expect(node).not.toHaveProperty("softwareVersion");
  });

  it("names each system's own latest version, and none for a system without releases", () => {
    const nodes = nodesOf(softwareLd(copy, URL, "Bestelwijs", { latestVersions: { win: latest("2.10.0") } }, "en"));
    expect(bySystem(nodes, "softwareVersion")).toEqual({ win: "2.10.0", mac_os: undefined });
  });

  it("gives the latest version its notes as plain text, in the page's language", () => {
    const catalogue = { latestVersions: { win: latest("2.10.0", { nl: "**Sneller** printen", en: "Faster.\n\n- Prints offline" }) } };
    expect(bySystem(nodesOf(softwareLd(copy, URL, "Bestelwijs", catalogue, "en")), "releaseNotes")).toEqual({
      win: "Faster.\n\n- Prints offline",
      mac_os: undefined,
    });
    expect(bySystem(nodesOf(softwareLd(copy, URL, "Bestelwijs", catalogue, "nl")), "releaseNotes").win).toBe("Sneller printen");
  });
});

describe("latestReleaseNotes", () => {
  it("reads the notes in the page's language, else the other one, as text without markup", () => {
    const catalogue = {
      latestVersions: {
        win: latest("2.10.0", { nl: "**Sneller** printen, zie [de handleiding](https://example.com/h)", en: "Faster" }),
        mac_os: latest("2.9.0", { en: "Only *English* <script>alert(1)</script>" }),
      },
    };
    expect(latestReleaseNotes(catalogue, "nl")).toEqual({ win: "Sneller printen, zie de handleiding", mac_os: "Only English <script>alert(1)</script>" });
    expect(latestReleaseNotes(catalogue, "en")).toEqual({ win: "Faster", mac_os: "Only English <script>alert(1)</script>" });
    expect(latestReleaseNotes({ latestVersions: {} }, "nl")).toEqual({});
  });
});
