import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { PictureSlot } from "../../app/components/sections/picture-files";
import { LOCALES } from "../../shared/locale";
import type { Drawing } from "./drawing";
import { encodingFingerprint } from "./encodings";
import { pictureFiles, renderPictures } from "./index";
import { webpEncoding } from "./render";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const card = (name: string): Drawing<{ word: string }> => ({
  name,
  width: 120,
  height: 80,
  text: { nl: { word: "Hallo" }, en: { word: "Hello" }, fr: { word: "Bonjour" } },
  alt: { nl: "Een kaart", en: "A card", fr: "Une carte" },
  draw: ({ word }) =>
    createElement("div", { style: { display: "flex", width: 120, height: 80, backgroundColor: "#e5533b", color: "#fff", fontSize: 20 } }, word),
});

describe("pictures build step", () => {
  it("writes each picture per locale at its design width and twice that, or at each width of a slot that shows it, keeping its shape", async () => {
    const out = await tempDir("pictures-out-");
    const wide: PictureSlot = {
      shows: (name) => name === "wide",
      shown: [
        { fromViewport: 0, width: 100 },
        { fromViewport: 640, width: 150 },
      ],
    };
    const { urls } = await renderPictures(out, [card("plain"), card("wide")], { slots: [wide], cacheDir: null });
    expect(urls.filter((url) => url.startsWith("/pictures/en/")).sort()).toEqual([
      "/pictures/en/plain-120w.webp",
      "/pictures/en/plain-240w.webp",
      "/pictures/en/wide-100w.webp",
      "/pictures/en/wide-150w.webp",
      "/pictures/en/wide-200w.webp",
      "/pictures/en/wide-300w.webp",
    ]);
    expect((await readdir(path.join(out, "pictures", "nl"))).length).toBe(6);
    const meta = await sharp(path.join(out, "pictures", "nl", "wide-300w.webp")).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 300, height: 200 });
  });

  it("reuses a file from the cache when the drawing, width and encoder are unchanged", async () => {
    const cache = await tempDir("pictures-cache-");
    await renderPictures(await tempDir("pictures-a-"), [card("plain")], { slots: [], cacheDir: cache });
    const first = (await readdir(cache)).sort();
    expect(first).toHaveLength(2 * LOCALES.length); // 2 widths × every language
    await renderPictures(await tempDir("pictures-b-"), [card("plain")], { slots: [], cacheDir: cache });
    expect((await readdir(cache)).sort()).toEqual(first);
  });

  it("encodes a file once, the way the recorded encodings say, and both ways (keeping the smaller) for a file they do not know, naming it", async () => {
    const [file] = pictureFiles([card("plain")], []);
    const svg = await file!.svg;
    const both = await renderPictures(await tempDir("pictures-d-"), [card("plain")], { slots: [], cacheDir: null, encodings: new Map() });
    expect(both.unrecorded.sort()).toEqual(LOCALES.flatMap((locale) => [`plain ${locale} 120w`, `plain ${locale} 240w`]).sort());
    const smaller = both.entries.find((entry) => entry.label === "plain nl 120w")!;
    expect(smaller.fingerprint).toBe(encodingFingerprint(svg, 120));
    // Told the encoding that loses, the build uses it: proof that it encodes once, as told.
    const loser = smaller.encoding === "lossless" ? "lossy" : "lossless";
    const told = await renderPictures(await tempDir("pictures-e-"), [card("plain")], {
      slots: [],
      cacheDir: null,
      encodings: new Map([[smaller.fingerprint, loser]]),
    });
    expect(told.entries.find((entry) => entry.label === "plain nl 120w")!.encoding).toBe(loser);
    expect(told.unrecorded).not.toContain("plain nl 120w");
  });

  it("reads a WebP file's encoding from its first chunk", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#e5533b" } })
      .png()
      .toBuffer();
    expect(webpEncoding(await sharp(png).webp({ lossless: true }).toBuffer())).toBe("lossless");
    expect(webpEncoding(await sharp(png).webp({ quality: 75 }).toBuffer())).toBe("lossy");
  });

  it("refuses two drawings of the same name", async () => {
    await expect(renderPictures(await tempDir("pictures-c-"), [card("twin"), card("twin")], { slots: [], cacheDir: null })).rejects.toThrow(
      /two drawings are named "twin"/,
    );
  });
});
