import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { IllustrationSlot } from "../app/components/sections/illustration-files";
import { FAVICON_PX, ownWidth, renderFavicon, renderIllustration, renderIllustrations } from "./illustrations";

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#e5533b"/></svg>`;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("illustrations", () => {
  it("renders a drawing to WebP at any width, keeping its aspect ratio", async () => {
    expect(await ownWidth(Buffer.from(drawing))).toBe(120);
    for (const [width, height] of [[120, 80], [240, 160], [183, 122]] as const) {
      const meta = await sharp(await renderIllustration(Buffer.from(drawing), width)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width, height });
    }
  });

  it("renders the favicon to a square PNG", async () => {
    const meta = await sharp(await renderFavicon(Buffer.from(drawing))).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "png", width: FAVICON_PX, height: FAVICON_PX });
  });

  it("writes every SVG at its own width and twice that, plus 1× and 2× of each slot that shows it, and nothing for other files", async () => {
    const source = await mkdtemp(path.join(tmpdir(), "illustrations-src-"));
    const out = await mkdtemp(path.join(tmpdir(), "illustrations-out-"));
    dirs.push(source, out);
    await writeFile(path.join(source, "table.svg"), drawing);
    await writeFile(path.join(source, "chair.svg"), drawing);
    await writeFile(path.join(source, "notes.txt"), "not a drawing");
    const wideTables: IllustrationSlot = { shows: (name) => name === "table", shown: [{ fromViewport: 0, width: 120 }, { fromViewport: 1024, width: 150 }] };
    await renderIllustrations(source, out, [wideTables]);
    expect((await readdir(out)).sort()).toEqual(["chair-120w.webp", "chair-240w.webp", "table-120w.webp", "table-150w.webp", "table-240w.webp", "table-300w.webp"]);
  });
});
