/*
 * Release notes: a small Markdown subset, parsed by markdown-it into a tiny tree that React
 * renders as elements (text is never HTML) and that the server turns into an HTML string for the
 * update feed (server/api/updates/electron-feed.ts).
 *
 * The subset: paragraphs (separated by a blank line), bullet lists ("- ", "* " or "+ "),
 * links [text](https://…), *emphasis* / _emphasis_ and **strong** / __strong__, and
 * backslash escapes. Everything else is text: raw HTML, headings, images, code, autolinks and
 * entities are shown as written, never interpreted; a numbered list reads as the text it is
 * written as. A link whose target is not an https: URL stays text.
 *
 * Only Node imports this (the build's and the server's renderPage, the JSON-LD, the update feed),
 * so a library serves here rather than a parser of our own (decision 060).
 */
import MarkdownIt, { type Token } from "markdown-it";
import type { Locale } from "../../shared/locale";

export type NotesInline =
  | { type: "text"; text: string }
  | { type: "em" | "strong"; children: NotesInline[] }
  | { type: "link"; href: string; children: NotesInline[] };

export type NotesBlock = { type: "paragraph"; children: NotesInline[] } | { type: "list"; items: NotesInline[][] };

/** Deeper nesting than this is shown as text. */
const MAX_DEPTH = 6;
const MAX_URL = 2000;

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

/**
 * CommonMark with every rule off but the subset's: lists, paragraphs, line breaks, escapes,
 * emphasis and links. Raw HTML, entities, autolinks, images, code, headings, quotes, rules and
 * tables stay off, so they remain text; a link target must pass safeHref.
 */
const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false }).enable(["list", "newline", "escape", "emphasis", "link"]);
markdown.validateLink = (url) => safeHref(url) !== null;

/** Control characters (except line breaks and tabs) and bidi overrides have no place in notes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNWANTED_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
const clean = (source: string) => source.replace(/\r\n?/g, "\n").replace(UNWANTED_CHARACTERS, "").replace(/\t/g, "    ");

export function parseNotes(source: string): NotesBlock[] {
  const cleaned = clean(source);
  const lines = cleaned.split("\n");
  const blocks: NotesBlock[] = [];
  let listDepth = 0;
  // Where the text of a list item goes: a bullet list's item, or a numbered list's one paragraph.
  let item: NotesInline[] = [];
  for (const token of markdown.parse(cleaned, {})) {
    if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      if (listDepth++ > 0) continue;
      const previous = blocks.at(-1);
      // A list whose bullet changes ("- " then "* ") is one list to the reader, as long as no blank line parts them.
      const continues = previous?.type === "list" && token.map !== null && lines[token.map[0] - 1]?.trim() !== "";
      // A numbered list reads as written: "1. " and its text, all in one paragraph.
      if (token.type === "ordered_list_open") blocks.push({ type: "paragraph", children: [] });
      else if (!continues) blocks.push({ type: "list", items: [] });
    } else if (token.type === "bullet_list_close" || token.type === "ordered_list_close") {
      listDepth--;
    } else if (token.type === "list_item_open") {
      const block = blocks.at(-1)!;
      const isBullet = token.info === "";
      if (block.type === "list") {
        // A nested list's items are items of the outer list, as the notes show no levels.
        item = [];
        block.items.push(item);
        if (!isBullet) appendText(item, `${token.info}${token.markup} `);
      } else {
        item = block.children;
        appendText(item, `${item.length > 0 ? " " : ""}${token.info}${token.markup} `);
      }
    } else if (token.type === "inline") {
      const children = inlineTree(token.children ?? []);
      if (listDepth === 0) {
        blocks.push({ type: "paragraph", children });
        continue;
      }
      // An item's later paragraphs run on in it, as the lines of a paragraph do.
      const last = item.at(-1);
      if (last && !(last.type === "text" && last.text.endsWith(" ")) && children.length > 0) appendText(item, " ");
      for (const child of children) appendNode(item, child);
    }
  }
  return blocks.filter((block) => (block.type === "paragraph" ? block.children.length > 0 : block.items.length > 0));
}

function appendText(nodes: NotesInline[], text: string): void {
  const last = nodes.at(-1);
  if (last?.type === "text") last.text += text;
  else if (text !== "") nodes.push({ type: "text", text });
}

function appendNode(nodes: NotesInline[], node: NotesInline): void {
  if (node.type === "text") appendText(nodes, node.text);
  else nodes.push(node);
}

/** markdown-it's inline tokens as a tree; past MAX_DEPTH, emphasis shows its markers and a link its text. */
function inlineTree(tokens: Token[]): NotesInline[] {
  const root: NotesInline[] = [];
  const open: { children: NotesInline[]; node: NotesInline | null; markup: string }[] = [];
  const current = () => open.findLast((frame) => frame.node !== null)?.children ?? root;
  const depth = () => open.filter((frame) => frame.node !== null).length;
  for (const token of tokens) {
    if (token.type === "text") appendText(current(), token.content);
    else if (token.type === "softbreak" || token.type === "hardbreak") appendText(current(), " ");
    else if (token.type === "em_open" || token.type === "strong_open" || token.type === "link_open") {
      const isLink = token.type === "link_open";
      const href = isLink ? safeHref(String(token.attrGet("href") ?? "")) : null;
      if (depth() >= MAX_DEPTH || (isLink && href === null)) {
        open.push({ children: [], node: null, markup: isLink ? "" : token.markup });
        appendText(current(), isLink ? "" : token.markup);
        continue;
      }
      const children: NotesInline[] = [];
      const node: NotesInline = isLink ? { type: "link", href: href!, children } : { type: token.type === "em_open" ? "em" : "strong", children };
      open.push({ children, node, markup: token.markup });
    } else if (token.type === "em_close" || token.type === "strong_close" || token.type === "link_close") {
      const frame = open.pop();
      if (!frame) continue;
      if (frame.node === null) appendText(current(), frame.markup);
      // A link with no text would be an invisible target: it shows as written.
      else if (frame.node.type === "link" && frame.children.length === 0) appendText(current(), `[](${frame.node.href})`);
      else current().push(frame.node);
    }
  }
  return root;
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
 * Where each language's notes fall back to, in order, when a version has none in it: Dutch and
 * English to each other first, as before French; French to English, which more French-speaking
 * readers read than Dutch.
 */
const NOTES_FALLBACK: Record<Locale, readonly Locale[]> = { nl: ["en", "fr"], en: ["nl", "fr"], fr: ["en", "nl"] };

/**
 * The notes to show in a language: that language's, else the first of NOTES_FALLBACK's that has
 * some, with the language they are written in so the page can mark it (lang="…"). Null when the
 * version has none.
 */
export function pickNotes<L extends Locale>(notes: Partial<Record<Locale, string>> | undefined, locale: L): { markdown: string; lang: Locale } | null {
  for (const lang of [locale, ...NOTES_FALLBACK[locale]]) {
    const markdown = notes?.[lang];
    if (markdown?.trim()) return { markdown, lang };
  }
  return null;
}
