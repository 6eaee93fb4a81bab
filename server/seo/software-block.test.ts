import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "../../app/seo/json-ld";
import { SOFTWARE_BLOCK_ID, softwareLd, systemOf } from "../../app/seo/software";
import { emptyManifest } from "../releases/manifest";
import { fillSoftwareBlock, hasSoftwareBlock, latestReleaseNotes, latestVersions } from "./software-block";

const systems = { win: { name: "Windows", supported: "Windows 10, 11" }, mac_os: { name: "macOS", supported: "macOS <Ventura>" } };
const page = (block: string) =>
  `<html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body>${block}<p>rest</p></body></html>`;
const block = `<script type="application/ld+json" id="${SOFTWARE_BLOCK_ID}">${serializeJsonLd(softwareLd({ systems }, "https://x.test/downloads", "Bestelwijs"))}</script>`;

function versionsIn(html: string): Record<string, unknown> {
  const json = html.match(new RegExp(`id="${SOFTWARE_BLOCK_ID}">(.*?)</script>`))![1]!;
  return Object.fromEntries((JSON.parse(json)["@graph"] as Record<string, unknown>[]).map((node) => [systemOf(node), node.softwareVersion]));
}

describe("fillSoftwareBlock", () => {
  it("finds only the marked block", () => {
    expect(hasSoftwareBlock(page(block))).toBe(true);
    expect(hasSoftwareBlock(page(""))).toBe(false);
    expect(() => fillSoftwareBlock(page(""), {})).toThrow(SOFTWARE_BLOCK_ID);
  });

  it("writes each system's version and leaves the rest of the page as it was", () => {
    const filled = fillSoftwareBlock(page(block), { win: "2.10.0", mac_os: "2.9.2" });
    expect(versionsIn(filled)).toEqual({ win: "2.10.0", mac_os: "2.9.2" });
    expect(filled.replace(/id="ld-software">.*?<\/script>/, "")).toBe(page(block).replace(/id="ld-software">.*?<\/script>/, ""));
  });

  it("keeps copy escaped inside the script", () => {
    const filled = fillSoftwareBlock(page(block), { win: "1.0.0" });
    expect(filled).not.toContain("<Ventura>");
    expect(filled).toContain("\\u003cVentura\\u003e");
  });
});

describe("latestVersions", () => {
  const file = (os: "win" | "mac_os", version: string) => ({
    path: `${os}/${version}/a.bin`,
    os,
    version,
    arch: "x64" as const,
    kind: "other" as const,
    sha256: "0".repeat(64),
    size: 1,
    publishedAt: "2026-01-01T00:00:00Z",
  });

  it("takes the highest semantic version per system, or the pinned one", () => {
    const manifest = { ...emptyManifest(), files: [file("win", "2.9.0"), file("win", "2.10.0"), file("mac_os", "1.0.0")] };
    expect(latestVersions(manifest)).toEqual({ win: "2.10.0", mac_os: "1.0.0" });
    expect(latestVersions({ ...manifest, pinned: { win: "2.9.0" } })).toEqual({ win: "2.9.0", mac_os: "1.0.0" });
  });

  it("names no version for a system without releases", () => {
    expect(latestVersions(emptyManifest())).toEqual({});
  });
});

describe("releaseNotes", () => {
  const nodes = (html: string) => JSON.parse(html.match(new RegExp(`id="${SOFTWARE_BLOCK_ID}">(.*?)</script>`))![1]!)["@graph"] as Record<string, unknown>[];
  const latest = (notes: Record<string, string>) => ({ notes }) as never;

  it("gives each system's latest version its notes as plain text, and none to a system without a version", () => {
    const filled = fillSoftwareBlock(page(block), { win: "2.10.0" }, { win: "Faster.\n\n- Prints offline", mac_os: "Orphaned notes" });
    expect(Object.fromEntries(nodes(filled).map((node) => [systemOf(node), node.releaseNotes]))).toEqual({
      win: "Faster.\n\n- Prints offline",
      mac_os: undefined,
    });
  });

  it("reads the notes in the page's language, else the other one, as text without markup", () => {
    const answer = {
      latestVersions: {
        win: latest({ nl: "**Sneller** printen, zie [de handleiding](https://example.com/h)", en: "Faster" }),
        mac_os: latest({ en: "Only *English* <script>alert(1)</script>" }),
      },
    };
    expect(latestReleaseNotes(answer, "nl")).toEqual({ win: "Sneller printen, zie de handleiding", mac_os: "Only English <script>alert(1)</script>" });
    expect(latestReleaseNotes(answer, "en")).toEqual({ win: "Faster", mac_os: "Only English <script>alert(1)</script>" });
    expect(latestReleaseNotes({ latestVersions: {} }, "nl")).toEqual({});
  });

  it("keeps notes escaped inside the script", () => {
    const filled = fillSoftwareBlock(page(block), { win: "2.10.0" }, { win: "</script><script>alert(1)</script>" });
    expect(filled).not.toContain("</script><script>alert(1)");
    expect(nodes(filled).find((node) => systemOf(node) === "win")!.releaseNotes).toBe("</script><script>alert(1)</script>");
  });
});
