import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Result } from "lighthouse";
import { afterAll, describe, expect, it } from "vitest";
import { budgetFailures, formatLine, type Measurement } from "./budgets";
import { firstLoadBytes } from "./bytes";

const ORIGIN = "http://localhost:4000";
let clientDir = "";
afterAll(() => rm(clientDir, { recursive: true, force: true }));

function lighthouseResult(items: object[]): Result {
  return { audits: { "network-requests": { details: { items } } } } as unknown as Result;
}

describe("image bytes on first load", () => {
  it("adds every image once, our files at their size on disk, others as transferred; skips inlined and failed ones", async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "bench-bytes-"));
    await mkdir(path.join(clientDir, "pictures", "en"), { recursive: true });
    await writeFile(path.join(clientDir, "pictures", "en", "home-hero-600w.webp"), Buffer.alloc(30_000));
    await writeFile(path.join(clientDir, "pictures", "en", "template-sushi-480w.webp"), Buffer.alloc(20_000));
    const bytes = firstLoadBytes(
      lighthouseResult([
        { url: `${ORIGIN}/pictures/en/home-hero-600w.webp`, resourceType: "Image", transferSize: 30_300, statusCode: 200 },
        // A preload and the <img> that uses it: one download.
        { url: `${ORIGIN}/pictures/en/home-hero-600w.webp`, resourceType: "Image", transferSize: 30_300, statusCode: 200 },
        { url: `${ORIGIN}/pictures/en/template-sushi-480w.webp`, resourceType: "Image", transferSize: 20_250, statusCode: 200 },
        { url: "https://tags.example.org/pixel.gif", resourceType: "Image", transferSize: 700, statusCode: 200 },
        { url: "data:image/png;base64,AAAA", resourceType: "Image", transferSize: 0, statusCode: 200 },
        { url: `${ORIGIN}/pictures/en/missing-300w.webp`, resourceType: "Image", transferSize: 400, statusCode: 404 },
        { url: `${ORIGIN}/assets/entry.js`, resourceType: "Script", transferSize: 1000, statusCode: 200 },
      ]),
      ORIGIN,
      clientDir,
    );
    expect(bytes.images.map((image) => [image.url.replace(ORIGIN, ""), image.bytes])).toEqual([
      ["/pictures/en/home-hero-600w.webp", 30_000],
      ["/pictures/en/template-sushi-480w.webp", 20_000],
      ["https://tags.example.org/pixel.gif", 700],
    ]);
    expect(bytes.imageBytes).toBe(50_700);
  });

  it("fails a page over 150 KB of images and prints the figure on its line", () => {
    const page = (imageBytes: number): Measurement => ({
      scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
      failing: { performance: [], accessibility: [], bestPractices: [], seo: [] },
      excused: { performance: [], accessibility: [], bestPractices: [], seo: [] },
      lcpMs: 1000,
      lcpNoJsMs: 1000,
      tbtNoJsMs: 0,
      cls: 0,
      tbtMs: 0,
      jsBytes: 1024,
      cssBytes: 1024,
      imageBytes,
    });
    expect(budgetFailures(page(150 * 1024))).toEqual([]);
    expect(budgetFailures(page(150 * 1024 + 1))).toEqual(["IMG 150.0KB>150KB"]);
    expect(formatLine("en", "/", 1, page(110.6 * 1024))).toContain("IMG 110.6KB");
  });
});
