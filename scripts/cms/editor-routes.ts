import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { type BuildContext, context } from "esbuild";
import { catalogOf } from "../../app/i18n/catalog";
import { textProblems } from "../../content/copy-rules";
import { figuresRefusal } from "../../content/figures";
import { caseOfferSlips, offerContext, tableSlips, textSlips } from "../../content/offer-lint";
import { placeholdersOf } from "../../content/placeholders";
import { inLanguage, type PageSchema, StoredCopyError, storedTexts } from "../../content/schema/fields";
import type { PricingCopy } from "../../content/types";
import { LOCALES, type Locale } from "../../shared/locale";
import editorConfig, { EDITED_PAGES, FIGURES_ENTRY } from "./keystatic.config";

/** Where Keystatic keeps its app and its API: both are fixed in @keystatic/core's own code. */
const APP_PREFIX = "/keystatic";
const API_PREFIX = "/api/keystatic";

const SHELL = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bestelwijs editor</title></head>
<body><div id="editor"></div><script type="module" src="/keystatic/editor.js"></script></body>
</html>`;

/** Every page's copy in one language, as the offer lint reads across them. */
type SavedPages = (locale: Locale) => Readonly<Record<string, unknown>>;

/**
 * The pages the offer lint reads across (the pricing page's plan names, each case's plan), as they
 * are on disk at this save: the modules the server started with know nothing of the saves since.
 * A file that does not read keeps the page as the server started with it; its own save says why.
 */
export function pagesOnDisk(root: string): SavedPages {
  return (locale) => {
    const started = catalogOf(locale);
    const read = EDITED_PAGES.filter((page) => page.id === "pricing.index" || page.id.startsWith("cases.")).map((page) => {
      try {
        return [page.id, inLanguage(page, JSON.parse(readFileSync(path.join(root, "content/pages", `${page.id}.json`), "utf8")), locale)] as const;
      } catch {
        return [page.id, started[page.id as keyof typeof started]] as const;
      }
    });
    return { ...started, ...Object.fromEntries(read) };
  };
}

/**
 * Why an edited page's file may not be written, in sentences, or nothing: the same checks the
 * editor's fields make (a missing text, an unknown placeholder, a typed price, a banned phrase),
 * made again on the server, so that a change that slipped past the browser is refused too.
 */
export function refusalOf(page: PageSchema, contents: string, savedPages: SavedPages = catalogOf): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(contents);
  } catch {
    return [`content/pages/${page.id}.json is not JSON.`];
  }
  try {
    for (const locale of LOCALES) inLanguage(page, stored, locale);
  } catch (error) {
    if (error instanceof StoredCopyError) return [error.message];
    throw error;
  }
  const texts = storedTexts(page.fields, stored);
  const named = (labels: readonly string[], locale: string, problem: string) => `${labels.join(" › ")} (${locale}): ${problem}`;
  const ruleProblems = texts.flatMap(({ labels, field, texts: written }) =>
    LOCALES.flatMap((locale) =>
      textProblems(String(written[locale] ?? ""), locale, Object.keys(placeholdersOf(field))).map((problem) => named(labels, locale, problem)),
    ),
  );
  // What the lint reads across pages, with this page as it would be saved: a case's sentences
  // against the plan this very save gives it, the pricing table's ticks against the offer (its
  // rows are found by their label, so in each language), a case's plan against its products.
  const asSaved = (locale: Locale) => {
    const candidate = inLanguage(page, stored, locale);
    return { candidate, context: offerContext(locale, { ...savedPages(locale), [page.id]: candidate }) };
  };
  // The offer lint reads a page's texts together (a price's VAT may be said by its row's label), so
  // each language's texts go in at once; it names a text by its place, the editor by its field's labels.
  const labelsAt = new Map(texts.map(({ path: place, labels }) => [place, labels]));
  const offerProblems = LOCALES.flatMap((locale) =>
    textSlips(
      texts.map(({ path: place, texts: written }) => ({ module: page.id, path: place, text: String(written[locale] ?? "") })),
      asSaved(locale).context,
    ).map((slip) => {
      const [place = "", ...rest] = slip.slice(`${page.id} `.length).split(": ");
      return named(labelsAt.get(place) ?? [place], locale, rest.join(": "));
    }),
  );
  const tableProblems =
    page.id === "pricing.index"
      ? LOCALES.flatMap((locale) => {
          const { candidate, context } = asSaved(locale);
          return tableSlips((candidate as PricingCopy).table.rows, context).map((slip) => `${page.label} (${locale}): the offer says otherwise: ${slip}`);
        })
      : [];
  const caseProblems = caseOfferSlips(asSaved(LOCALES[0]).context)
    .filter((slip) => slip.startsWith(`${page.id}: `))
    .map((slip) => `${page.label}: the plan does not include these products: ${slip.slice(page.id.length + 2)}`);
  return [...ruleProblems, ...offerProblems, ...tableProblems, ...caseProblems];
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The editor in `npm run dev` (docs/editing.md, decision 078): /admin leads to Keystatic's app at
 * /keystatic, whose API at /api/keystatic reads and writes content/pages/ and content/figures.json
 * in this checkout (its paths are under content/). Only
 * the development server mounts this; the production server has none of it, so those paths are
 * not found there.
 */
export function editorRoutes(root: string): (request: IncomingMessage, response: ServerResponse) => boolean {
  const script = editorScript(root);
  const savedPages = pagesOnDisk(root);
  const api = makeGenericAPIRouteHandler({ config: editorConfig, localBaseDirectory: path.join(root, "content") });
  const send = (response: ServerResponse, status: number, body: string | Uint8Array, headers: Record<string, string> = {}) => {
    response.writeHead(status, headers);
    response.end(body);
  };
  const answerApi = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const text = request.method === "POST" ? await bodyOf(request) : "";
    if (request.method === "POST" && url.pathname === `${API_PREFIX}/update`) {
      const refusals = refusalsOfUpdate(text, savedPages);
      // Keystatic shows the body of a refused save as it stands, in a banner over the form: so
      // sentences, not JSON (the editor's own API, not the site's, docs/api.md).
      if (refusals.length > 0) return send(response, 400, `Not saved. ${refusals.join(" ")}`, { "content-type": "text/plain; charset=utf-8" });
    }
    const answer = await api({
      url: url.href,
      method: request.method ?? "GET",
      headers: { get: (name) => (request.headers[name.toLowerCase()] as string | undefined) ?? null },
      json: async () => JSON.parse(text),
    });
    const headers = Object.fromEntries(new Headers(answer.headers).entries());
    send(response, answer.status ?? 200, answer.body ?? "", headers);
  };
  return (request, response) => {
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    if (pathname === "/admin" || pathname === "/admin/") {
      send(response, 302, "", { location: APP_PREFIX });
      return true;
    }
    if (pathname === `${APP_PREFIX}/editor.js`) {
      script().then(
        (bundle) => send(response, 200, bundle, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" }),
        (error: Error) =>
          send(response, 500, `console.error(${JSON.stringify(`The editor could not be built: ${error.message}`)});`, {
            "content-type": "text/javascript; charset=utf-8",
          }),
      );
      return true;
    }
    if (pathname === APP_PREFIX || pathname.startsWith(`${APP_PREFIX}/`)) {
      send(response, 200, SHELL, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      return true;
    }
    if (pathname.startsWith(`${API_PREFIX}/`)) {
      answerApi(request, response).catch((error: Error) =>
        send(response, 500, JSON.stringify({ error: `The editor could not read or write the files: ${error.message}` }), {
          "content-type": "application/json; charset=utf-8",
        }),
      );
      return true;
    }
    return false;
  };
}

/**
 * The editor's page script: Keystatic's app with our forms, bundled by esbuild when first asked
 * for and again (incrementally, a fraction of a second) whenever the page loads, so a changed
 * schema shows on the next load. Not through Vite: its page reload on every saved page file would
 * reload the editor under the editor's hands, and its dependency bundling, started when a page
 * first asks, left the page with stale modules.
 */
function editorScript(root: string): () => Promise<Uint8Array> {
  let bundler: Promise<BuildContext> | undefined;
  return async () => {
    bundler ??= context({
      entryPoints: [path.join(root, "scripts/cms/admin-app.tsx")],
      bundle: true,
      format: "esm",
      platform: "browser",
      jsx: "automatic",
      write: false,
      logLevel: "silent",
      define: { "process.env.NODE_ENV": JSON.stringify("development") },
    });
    const built = await (await bundler).rebuild();
    const [file] = built.outputFiles ?? [];
    if (!file) throw new Error("esbuild wrote no file");
    return file.contents;
  };
}

/** Every refusal of an update's files that are edited pages or the figures; other files Keystatic may write are its own. */
function refusalsOfUpdate(text: string, savedPages: SavedPages): string[] {
  let update: { additions?: Array<{ path?: unknown; contents?: unknown }> };
  try {
    update = JSON.parse(text) as typeof update;
  } catch {
    return ["The editor sent something that is not JSON."];
  }
  return (update.additions ?? []).flatMap(({ path: file, contents }) => {
    if (typeof contents !== "string") return [];
    const written = Buffer.from(contents, "base64").toString("utf8");
    if (file === FIGURES_ENTRY.file) return figuresFileRefusal(written);
    const page = EDITED_PAGES.find((candidate) => `pages/${candidate.id}.json` === file);
    return page ? refusalOf(page, written, savedPages) : [];
  });
}

/** Why the figures' file may not be written, in sentences naming each figure: the rules its form checks as it is typed (content/figures.ts). */
export function figuresFileRefusal(contents: string): string[] {
  try {
    return figuresRefusal(JSON.parse(contents));
  } catch {
    return ["content/figures.json is not JSON."];
  }
}
