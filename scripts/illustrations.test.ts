import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { FAVICON_PX, renderFavicon, renderIllustration, renderIllustrations } from "./illustrations";

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#e5533b"/></svg>`;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("illustrations", () => {
  it("renders a drawing to WebP at its own size and at twice that", async () => {
    for (const scale of [1, 2]) {
      const meta = await sharp(await renderIllustration(Buffer.from(drawing), scale)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 120 * scale, height: 80 * scale });
    }
  });

  it("renders the favicon to a square PNG", async () => {
    const meta = await sharp(await renderFavicon(Buffer.from(drawing))).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "png", width: FAVICON_PX, height: FAVICON_PX });
  });

  it("writes a 1× and a 2× file for every SVG in the folder, and nothing for other files", async () => {
    const source = await mkdtemp(path.join(tmpdir(), "illustrations-src-"));
    const out = await mkdtemp(path.join(tmpdir(), "illustrations-out-"));
    dirs.push(source, out);
    await writeFile(path.join(source, "table.svg"), drawing);
    await writeFile(path.join(source, "notes.txt"), "not a drawing");
    await renderIllustrations(source, out);
    expect((await readdir(out)).sort()).toEqual(["table.webp", "table@2x.webp"]);
  });

});
