import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { textProblems } from "../../content/copy-rules";
import { placeholdersOf } from "../../content/placeholders";
import { inLanguage, type PageSchema, StoredCopyError, storedTexts } from "../../content/schema/fields";
import { LOCALES } from "../../shared/locale";
import editorConfig, { EDITED_PAGES } from "./keystatic.config";

/**
 * What the editor's page imports from node_modules, for the development server's Vite to bundle
 * once when it starts (`optimizeDeps.include`): found while the page first loads instead, each new
 * one makes Vite bundle again, and the page, which has no Vite client to reload it, is left with
 * modules of the old bundle and never shows.
 */
export const EDITOR_DEPENDENCIES = [
  "@keystar/ui/layout",
  "@keystar/ui/text-field",
  "@keystar/ui/typography",
  "@keystatic/core",
  "@keystatic/core/ui",
  "react-dom/client",
  "react/jsx-dev-runtime",
];

/** Where Keystatic keeps its app and its API: both are fixed in @keystatic/core's own code. */
const APP_PREFIX = "/keystatic";
const API_PREFIX = "/api/keystatic";

const SHELL = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bestelwijs editor</title></head>
<body><div id="editor"></div><script type="module" src="/scripts/cms/admin-app.tsx"></script></body>
</html>`;

/**
 * Why an edited page's file may not be written, in sentences, or nothing: the same checks the
 * editor's fields make (a missing text, an unknown placeholder, a typed price, a banned phrase),
 * made again on the server, so that a change that slipped past the browser is refused too.
 */
export function refusalOf(page: PageSchema, contents: string): string[] {
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
  return storedTexts(page.fields, stored).flatMap(({ labels, field, texts }) =>
    LOCALES.flatMap((locale) =>
      textProblems(String(texts[locale] ?? ""), locale, Object.keys(placeholdersOf(field))).map((problem) => `${labels.join(" › ")} (${locale}): ${problem}`),
    ),
  );
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The editor in `npm run dev` (docs/editing.md, decision 078): /admin leads to Keystatic's app at
 * /keystatic, whose API at /api/keystatic reads and writes content/pages/ in this checkout. Only
 * the development server mounts this; the production server has none of it, so those paths are
 * not found there.
 */
export function editorRoutes(root: string): (request: IncomingMessage, response: ServerResponse) => boolean {
  const api = makeGenericAPIRouteHandler({ config: editorConfig, localBaseDirectory: path.join(root, "content/pages") });
  const send = (response: ServerResponse, status: number, body: string | Uint8Array, headers: Record<string, string> = {}) => {
    response.writeHead(status, headers);
    response.end(body);
  };
  const answerApi = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const text = request.method === "POST" ? await bodyOf(request) : "";
    if (request.method === "POST" && url.pathname === `${API_PREFIX}/update`) {
      const refusals = refusalsOfUpdate(text);
      if (refusals.length > 0)
        return send(response, 400, JSON.stringify({ error: refusals.join("\n") }), { "content-type": "application/json; charset=utf-8" });
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
    if (pathname === APP_PREFIX || pathname.startsWith(`${APP_PREFIX}/`)) {
      // Without Vite's client: a save rewrites a file the pages are rendered from, and Vite's
      // full reload would reload this page too, in the middle of the editor's work.
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

/** Every refusal of an update's files that are edited pages; other files Keystatic may write are its own. */
function refusalsOfUpdate(text: string): string[] {
  let update: { additions?: Array<{ path?: unknown; contents?: unknown }> };
  try {
    update = JSON.parse(text) as typeof update;
  } catch {
    return ["The editor sent something that is not JSON."];
  }
  return (update.additions ?? []).flatMap(({ path: file, contents }) => {
    const page = EDITED_PAGES.find((candidate) => `${candidate.id}.json` === file);
    if (!page || typeof contents !== "string") return [];
    return refusalOf(page, Buffer.from(contents, "base64").toString("utf8"));
  });
}
