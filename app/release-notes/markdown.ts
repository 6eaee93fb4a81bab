/*
 * Release notes: a small Markdown subset, parsed into a tiny tree that React renders as
 * elements (text is never HTML) and that the server turns into an HTML string for feeds.
 *
 * The subset: paragraphs (separated by a blank line), bullet lists ("- ", "* " or "+ "),
 * links [text](https://…), *emphasis* / _emphasis_ and **strong** / __strong__, and
 * backslash escapes. Everything else is text: raw HTML, headings, images and entities are
 * shown as written, never interpreted. A link whose target is not an https: URL stays text.
 *
 * Pure and dependency-free, so both the page bundle and the server import it without pulling
 * anything else in (docs/decisions/021-release-feed-and-file-facts.md).
 */

export type NotesInline =
  | { type: "text"; text: string }
  | { type: "em" | "strong"; children: NotesInline[] }
  | { type: "link"; href: string; children: NotesInline[] };

export type NotesBlock = { type: "paragraph"; children: NotesInline[] } | { type: "list"; items: NotesInline[][] };

/** Deeper nesting than this is shown as text. */
const MAX_DEPTH = 6;
/** Link text longer than this is not looked for (it keeps the parser linear on long notes). */
const MAX_LINK_TEXT = 300;
const MAX_URL = 2000;

const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const EMPTY_BULLET = /^ {0,3}[-*+][ \t]*$/;
const ESCAPABLE = /[!-/:-@[-`{-~]/;

/** Only an absolute https: URL without credentials; anything else (javascript:, data:, //host, relative) is refused. */
export function safeHref(raw: string): string | null {
  if (raw.length > MAX_URL || !/^https:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.hostname === "" || url.username !== "" || url.password !== "") return null;
  return url.href;
}

/** Control characters (except line breaks and tabs) and bidi overrides have no place in notes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNWANTED_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
const clean = (markdown: string) => markdown.replace(/\r\n?/g, "\n").replace(UNWANTED_CHARACTERS, "").replace(/\t/g, "    ");

export function parseNotes(markdown: string): NotesBlock[] {
  const blocks: NotesBlock[] = [];
  let paragraph: string[] = [];
  let items: string[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
    if (items) blocks.push({ type: "list", items: items.map((lines) => parseInline(lines.join(" "))) });
    paragraph = [];
    items = null;
  };
  for (const rawLine of clean(markdown).split("\n")) {
    const line = rawLine.trimEnd();
    const bullet = BULLET.exec(line) ?? (EMPTY_BULLET.test(line) ? [line, ""] : null);
    if (line.trim() === "") flush();
    else if (bullet) {
      if (paragraph.length > 0) flush();
      items ??= [];
      items.push([bullet[1]!.trim()]);
    } else if (items) items.at(-1)!.push(line.trim());
    else paragraph.push(line.trim());
  }
  flush();
  return blocks.filter((block) => (block.type === "paragraph" ? block.children.length > 0 : block.items.length > 0));
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** The index of the `]` closing the `[` at `open`, counting nested brackets, or -1. */
function closingBracket(source: string, open: number): number {
  let depth = 0;
  const end = Math.min(source.length, open + MAX_LINK_TEXT + 2);
  for (let i = open; i < end; i++) {
    const char = source[i];
    if (char === "\\") i++;
    else if (char === "[") depth++;
    else if (char === "]" && --depth === 0) return i;
  }
  return -1;
}

function parseInline(source: string, depth = 0, inLink = false): NotesInline[] {
  const nodes: NotesInline[] = [];
  let text = "";
  // A search for a closing delimiter that failed from one place fails from every later one too.
  const noCloserFrom = new Map<string, number>();
  const pushText = () => {
    if (text !== "") nodes.push({ type: "text", text });
    text = "";
  };

  const closerOf = (delimiter: string, from: number): number => {
    if (from >= (noCloserFrom.get(delimiter) ?? Infinity)) return -1;
    for (let j = source.indexOf(delimiter, from); j !== -1; j = source.indexOf(delimiter, j + 1)) {
      if (source[j - 1] === "\\") continue;
      if (isSpace(source[j - 1])) continue;
      // A single delimiter must not be half of a double one, and "_" does not close inside a word (snake_case).
      if (delimiter.length === 1 && (source[j + 1] === delimiter || source[j - 1] === delimiter)) continue;
      if (delimiter[0] === "_" && isWordChar(source[j + delimiter.length])) continue;
      return j;
    }
    noCloserFrom.set(delimiter, from);
    return -1;
  };

  for (let i = 0; i < source.length; ) {
    const char = source[i]!;
    if (char === "\\" && ESCAPABLE.test(source[i + 1] ?? "")) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (char === "[" && !inLink && depth < MAX_DEPTH) {
      const close = closingBracket(source, i);
      const target = close === -1 ? null : /^\(([^\s()<>]{1,2000})\)/.exec(source.slice(close + 1, close + 2 + MAX_URL + 1));
      const href = target ? safeHref(target[1]!) : null;
      if (href !== null && close - i > 1) {
        pushText();
        nodes.push({ type: "link", href, children: parseInline(source.slice(i + 1, close), depth + 1, true) });
        i = close + 1 + target![0].length;
        continue;
      }
    }
    if ((char === "*" || char === "_") && depth < MAX_DEPTH) {
      const double = source[i + 1] === char ? char + char : null;
      const leftFlanking = !isSpace(source[i + (double ? 2 : 1)]) && !(char === "_" && isWordChar(source[i - 1]));
      let matched = false;
      for (const delimiter of leftFlanking ? (double ? [double, char] : [char]) : []) {
        const start = i + delimiter.length;
        const close = closerOf(delimiter, start + 1);
        if (close === -1) continue;
        pushText();
        nodes.push({ type: delimiter.length === 2 ? "strong" : "em", children: parseInline(source.slice(start, close), depth + 1, inLink) });
        i = close + delimiter.length;
        matched = true;
        break;
      }
      if (matched) continue;
    }
    text += char;
    i++;
  }
  pushText();
  return nodes;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function inlineHtml(nodes: NotesInline[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeHtml(node.text);
      if (node.type === "link") return `<a href="${escapeHtml(node.href)}" rel="noopener noreferrer">${inlineHtml(node.children)}</a>`;
      return `<${node.type}>${inlineHtml(node.children)}</${node.type}>`;
    })
    .join("");
}

/** The tree as HTML: only <p>, <ul>, <li>, <em>, <strong> and <a href="https://…" rel="noopener noreferrer">. */
function notesToHtml(blocks: NotesBlock[]): string {
  return blocks
    .map((block) =>
      block.type === "paragraph" ? `<p>${inlineHtml(block.children)}</p>` : `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</ul>`,
    )
    .join("");
}

const inlineText = (nodes: NotesInline[]): string => nodes.map((node) => (node.type === "text" ? node.text : inlineText(node.children))).join("");

/** The notes as plain text (for JSON-LD's releaseNotes, or a feed that shows no HTML). */
export function notesToText(blocks: NotesBlock[]): string {
  return blocks
    .map((block) => (block.type === "paragraph" ? inlineText(block.children) : block.items.map((item) => `- ${inlineText(item)}`).join("\n")))
    .join("\n\n");
}

export const renderNotesHtml = (markdown: string): string => notesToHtml(parseNotes(markdown));

/**
 * The notes to show in a language: that language's, else the other's, with the language they
 * are written in so the page can mark it (lang="…"). Null when the version has none.
 */
export function pickNotes<L extends "nl" | "en">(
  notes: Partial<Record<"nl" | "en", string>> | undefined,
  locale: L,
): { markdown: string; lang: "nl" | "en" } | null {
  const other = locale === "nl" ? "en" : "nl";
  if (notes?.[locale]?.trim()) return { markdown: notes[locale]!, lang: locale };
  if (notes?.[other]?.trim()) return { markdown: notes[other]!, lang: other };
  return null;
}
