import type { ViteDevServer } from "vite";

/** What Vite adds to an error from compiling a module: where it is. */
interface CompileError extends Error {
  id?: string;
  loc?: { file?: string; line: number; column: number };
  frame?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where an error points: the compiler's location, else the first frame of the stack in the project's own files. */
export function errorLocation(error: CompileError, root: string): string | null {
  if (error.loc) return `${error.loc.file ?? error.id ?? ""}:${error.loc.line}:${error.loc.column}`;
  const frame = error.stack?.split("\n").find((line) => line.includes(root) && !line.includes("node_modules"));
  return frame?.match(/\(?((?:\/|[A-Z]:\\)[^()]+:\d+:\d+)\)?\s*$/)?.[1] ?? null;
}

/**
 * The page the development server answers when a page cannot be rendered: the message, the file
 * and line, the code around it, all in the terminal too. It loads Vite's client, so the saved fix
 * reloads it.
 */
export function renderErrorPage(thrown: unknown, vite: ViteDevServer, what: string): string {
  const error: CompileError = thrown instanceof Error ? thrown : new Error(String(thrown));
  vite.ssrFixStacktrace(error);
  const where = errorLocation(error, vite.config.root);
  console.error(`\nCould not render ${what}${where ? ` (${where})` : ""}:\n${error.message}${error.frame ? `\n${error.frame}` : ""}\n`);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Could not render ${escapeHtml(what)}</title><script type="module" src="/@vite/client"></script></head>
<body style="font-family: system-ui, sans-serif; margin: 1.5rem; line-height: 1.5"><main>
<h1>This page could not be rendered</h1>
<p>${escapeHtml(what)}${where ? `: <code data-error-location>${escapeHtml(where)}</code>` : ""}</p>
<pre style="white-space: pre-wrap" data-error-message>${escapeHtml(error.message)}</pre>
${error.frame ? `<pre style="white-space: pre-wrap">${escapeHtml(error.frame)}</pre>` : ""}
<details><summary>Stack</summary><pre style="white-space: pre-wrap">${escapeHtml(error.stack ?? "")}</pre></details>
<p>Save a fix and this page reloads.</p>
</main></body></html>`;
}
