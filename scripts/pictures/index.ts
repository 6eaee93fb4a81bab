/**
 * Build step: renders every picture of scripts/pictures/registry.ts, in each locale, at every
 * width a page shows it at 1× and 2× (app/components/sections/picture-files.ts), as
 * /pictures/<locale>/<name>-<px>w.webp; and the SVG favicon to a PNG (decision 026).
 * Files are cached in node_modules/.cache/pictures (or PICTURES_CACHE) by a hash of the drawn SVG,
 * the width and the encoder, so a rebuild only encodes what changed (the build must stay under 3
 * minutes on 2 cores); a cold cache (every CI run) encodes each file once, with the encoding
 * scripts/pictures/encodings.json records for it (decision 050).
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PRODUCT_PICTURE_SLOTS } from "../../app/components/products/illustrations";
import { PICTURE_SLOTS, type PictureSlot, pictureUrl, renderedWidths } from "../../app/components/sections/picture-files";
import { buildDir } from "../../config/build-dir";
import { LOCALES, type Locale } from "../../shared/locale";
import type { Drawing } from "./drawing";
import { ENCODINGS_FILE, type EncodingEntry, encodingFingerprint, encodingLabel, encodingsByFingerprint, readEncodings, writeEncodings } from "./encodings";
import { siteFavicon } from "./favicon";
import { DRAWINGS } from "./registry";
import { drawingSvg, ENCODER, type RasterTimes, rasterize, type WebpEncoding, webpEncoding } from "./render";

const ROOT = path.join(import.meta.dirname, "../..");
export const PICTURE_LOCALES: readonly Locale[] = LOCALES;
// PICTURES_CACHE: another folder, e.g. to time a cold build without emptying the shared one.
const DEFAULT_CACHE = process.env.PICTURES_CACHE ?? path.join(ROOT, "node_modules", ".cache", "pictures");
/**
 * Every place that shows a picture at other than its design width: the home and case slots, and
 * the product pages' (which pass their `shown` to Picture themselves, so the page's bundle
 * need not carry them).
 */
export const ALL_SLOTS: readonly PictureSlot[] = [...PICTURE_SLOTS, ...PRODUCT_PICTURE_SLOTS];

/** One file to write; its SVG is drawn once per drawing and locale, shared by the file's widths. */
interface PictureFile {
  url: string;
  label: string;
  svg: Promise<string>;
  width: number;
}

async function cached(cacheDir: string | null, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  if (!cacheDir) return make();
  const file = path.join(cacheDir, `${key}.webp`);
  try {
    return await readFile(file);
  } catch {
    const bytes = await make();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, bytes);
    return bytes;
  }
}

const RECORDED = encodingsByFingerprint(readEncodings());

/**
 * A drawing's SVG as a WebP file `width` pixels wide, from the cache when it was encoded before;
 * else encoded once when scripts/pictures/encodings.json knows which encoding wins, both ways if not.
 */
export function encodedPicture(
  svg: string,
  width: number,
  cacheDir: string | null = DEFAULT_CACHE,
  options: { encodings?: ReadonlyMap<string, WebpEncoding>; times?: RasterTimes } = {},
): Promise<Buffer> {
  const { encodings = RECORDED, times } = options;
  // The same bytes whether encoded once or twice, so the key (and the cache) did not change with encodings.json.
  const key = createHash("sha256").update(`${ENCODER}\n${width}\n${svg}`).digest("hex");
  return cached(cacheDir, key, () => rasterize(svg, width, encodings.get(encodingFingerprint(svg, width)), times));
}

/**
 * Every file of every drawing, in order. SVGs are drawn one after another (satori runs on the main
 * thread) while the files whose SVG is ready are already being rasterized and encoded.
 */
export function pictureFiles(drawings: readonly Drawing<unknown>[], slots: readonly PictureSlot[]): PictureFile[] {
  const names = new Set<string>();
  const files: PictureFile[] = [];
  let previous: Promise<unknown> = Promise.resolve();
  for (const drawing of drawings) {
    if (names.has(drawing.name)) throw new Error(`pictures: two drawings are named "${drawing.name}"`);
    names.add(drawing.name);
    for (const locale of PICTURE_LOCALES) {
      const svg = previous.then(() => drawingSvg(drawing, locale));
      // A failed drawing rejects its own files, not every later one's.
      previous = svg.catch(() => undefined);
      for (const width of renderedWidths(drawing.name, drawing.width, slots)) {
        files.push({ url: pictureUrl(locale, drawing.name, width), label: encodingLabel(drawing.name, locale, width), svg, width });
      }
    }
  }
  return files;
}

export interface PictureRun {
  urls: string[];
  /** Every file's entry for scripts/pictures/encodings.json, its encoding read from the file written. */
  entries: EncodingEntry[];
  /** The files encodings.json did not know (encoded both ways, unless the cache had them). */
  unrecorded: string[];
  times: RasterTimes & { drawing: number };
}

/** Writes every file of every drawing under `outDir` (the client folder). */
export async function renderPictures(
  outDir: string,
  drawings: readonly Drawing<unknown>[] = DRAWINGS,
  options: { slots?: readonly PictureSlot[]; cacheDir?: string | null; parallel?: number; encodings?: ReadonlyMap<string, WebpEncoding> } = {},
): Promise<PictureRun> {
  // The product pages' slots live with those pages, so the home page's bundle does not carry them.
  const { slots = ALL_SLOTS, cacheDir = DEFAULT_CACHE, parallel = 2, encodings = RECORDED } = options;
  const drawingStarted = performance.now();
  const files = pictureFiles(drawings, slots);
  const times = { drawing: 0, rasterizing: 0, encoding: 0 };
  void Promise.allSettled(files.map((file) => file.svg)).then(() => {
    times.drawing = performance.now() - drawingStarted;
  });
  const entries: EncodingEntry[] = [];
  const unrecorded: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const { url, label, svg: drawn, width } = files[next++]!;
      const svg = await drawn;
      const fingerprint = encodingFingerprint(svg, width);
      if (!encodings.has(fingerprint)) unrecorded.push(label);
      const bytes = await encodedPicture(svg, width, cacheDir, { encodings, times });
      entries.push({ label, fingerprint, encoding: webpEncoding(bytes) });
      const file = path.join(outDir, url);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { urls: files.map((file) => file.url), entries, unrecorded, times };
}

/**
 * Brings scripts/pictures/encodings.json up to date without drawing a file to disk: a file whose
 * fingerprint is recorded keeps its encoding unencoded; only the others are encoded (both ways, or
 * from the cache). It writes what the full `--record-encodings` run writes (every current file's
 * entry, no stale ones), so a full run after it changes nothing. The development server calls it
 * after the pictures' words change (scripts/dev/index.ts).
 */
export async function recordChangedEncodings(
  options: { drawings?: readonly Drawing<unknown>[]; slots?: readonly PictureSlot[]; cacheDir?: string | null; file?: string } = {},
): Promise<{ recorded: string[]; dropped: number }> {
  const { drawings = DRAWINGS, slots = ALL_SLOTS, cacheDir = DEFAULT_CACHE, file = ENCODINGS_FILE } = options;
  // Read now, not at import: the file may have been written since this module loaded.
  const before = readEncodings(file);
  const known = encodingsByFingerprint(before);
  const files = await Promise.all(
    pictureFiles(drawings, slots).map(async ({ label, svg, width }) => {
      const drawn = await svg;
      const fingerprint = encodingFingerprint(drawn, width);
      return { label, svg: drawn, width, fingerprint, encoding: known.get(fingerprint) };
    }),
  );
  const missing = files.filter((picture) => !picture.encoding);
  // Two at a time, as the build encodes: an editor's save changes a few files, a lost encodings.json all of them.
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const picture = missing[next++]!;
      picture.encoding = webpEncoding(await encodedPicture(picture.svg, picture.width, cacheDir, { encodings: known }));
    }
  };
  await Promise.all([worker(), worker()]);
  const entries = files.map(({ label, fingerprint, encoding }): EncodingEntry => ({ label, fingerprint, encoding: encoding! }));
  const recorded = missing.map((entry) => entry.label);
  const kept = new Set(entries.map((entry) => `${entry.label} ${entry.fingerprint}`));
  const dropped = before.filter((entry) => !kept.has(`${entry.label} ${entry.fingerprint}`)).length;
  if (recorded.length > 0 || dropped > 0 || before.length !== entries.length) await writeEncodings(entries, file);
  return { recorded, dropped };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (import.meta.main) {
  const started = performance.now();
  // --record-encodings: writes scripts/pictures/encodings.json anew from every file's winner.
  const record = process.argv.includes("--record-encodings");
  const clientDir = record ? await mkdtemp(path.join(tmpdir(), "pictures-record-")) : path.join(buildDir(), "client");
  const run = await renderPictures(clientDir);
  if (record) {
    await writeEncodings(run.entries);
    await rm(clientDir, { recursive: true });
    console.log(`pictures: recorded the encoding of ${run.entries.length} files in ${path.relative(ROOT, ENCODINGS_FILE)}`);
  } else {
    await writeFile(path.join(clientDir, "favicon.png"), await siteFavicon());
    const { drawing, rasterizing, encoding } = run.times;
    console.log(
      `pictures: ${run.urls.length} WebP files and favicon.png in ${seconds(performance.now() - started)} ` +
        `(drawing ${seconds(drawing)}; summed over files not in the cache: rasterizing ${seconds(rasterizing)}, encoding ${seconds(encoding)})`,
    );
    if (run.unrecorded.length > 0) {
      console.log(
        `pictures: ${run.unrecorded.length} files have no entry in ${path.relative(ROOT, ENCODINGS_FILE)}, so those not in the cache were encoded both ways ` +
          `(${run.unrecorded.slice(0, 5).join(", ")}${run.unrecorded.length > 5 ? ", …" : ""}); \`npm run pictures:record\` records them.`,
      );
    }
  }
}
