/**
 * What a visitor meets on every page, in both languages, as data: a change of architecture must
 * leave it alone. `save` asks a running server for every page of the route table (and a missing
 * one) in each locale and writes each page's HTML and outline; `compare` reports every
 * difference between two saved folders: text, links, headings, landmarks, controls, pictures and
 * the head's metadata. File names that carry a content hash are compared without it, and the ids
 * React's useId generates (`_R_1d5_`) by the order in which they first appear on the page.
 *
 *   npm run serve &   # or npm start
 *   tsx scripts/page-outline.ts save http://localhost:3000 var/outline-before
 *   ... change the code, rebuild, serve ...
 *   tsx scripts/page-outline.ts save http://localhost:3000 var/outline-after
 *   tsx scripts/page-outline.ts compare var/outline-before var/outline-after
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { LOCALES } from "../app/shared/locales";
import { PAGES } from "../app/shared/route-table";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface PageOutline {
  lang: string;
  title: string;
  head: string[];
  structuredData: unknown[];
  headings: string[];
  landmarks: string[];
  links: string[];
  controls: string[];
  pictures: string[];
  text: string;
}

const LANDMARKS = new Set(["header", "nav", "main", "footer", "aside", "section", "form", "search"]);
const CONTROLS = new Set(["button", "input", "select", "textarea", "summary", "details", "dialog", "option"]);
const HIDDEN_TEXT = new Set(["script", "style", "template", "noscript"]);

/** Build hashes in file names (`entry-Ab3_x9.js`, `app-DX1f.css`) and inline data differ run to run. */
function withoutHashes(value: string): string {
  return value
    .replace(/-[A-Za-z0-9_-]{8}(\.(js|css|woff2?|png|webp|avif|svg|jpg))/g, "-#$1")
    .replace(/data:[a-z/+]+;base64,[A-Za-z0-9+/=]+/g, "data:…")
    .replace(/sha256-[A-Za-z0-9+/=]+/g, "sha256-…");
}

const isElement = (node: Node): node is Element => "tagName" in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (isElement(node) && HIDDEN_TEXT.has(node.tagName)) return "";
  const children = "childNodes" in node ? node.childNodes : [];
  return children.map((child) => textOf(child) + (isElement(child) && isBlock(child) ? " " : "")).join("");
}

const isBlock = (element: Element) =>
  /^(p|div|li|h[1-6]|section|header|footer|nav|main|article|aside|ul|ol|dt|dd|td|th|tr|br|summary|details|figcaption|figure|form|label|button|a)$/.test(
    element.tagName,
  );
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** The attributes that say what an element is and does, in a stable order, hashes removed. */
function describe(element: Element, names: readonly string[]): string {
  const parts = names.flatMap((name) => {
    const value = attr(element, name);
    return value === undefined ? [] : [`${name}=${JSON.stringify(withoutHashes(value))}`];
  });
  return [element.tagName, ...parts].join(" ");
}

export function outlineOf(html: string): PageOutline {
  const document = parse(html);
  const outline: PageOutline = {
    lang: "",
    title: "",
    head: [],
    structuredData: [],
    headings: [],
    landmarks: [],
    links: [],
    controls: [],
    pictures: [],
    text: "",
  };
  const visit = (node: Node, inHead: boolean) => {
    if (!isElement(node)) {
      if ("childNodes" in node) for (const child of node.childNodes) visit(child, inHead);
      return;
    }
    const tag = node.tagName;
    if (tag === "html") outline.lang = attr(node, "lang") ?? "";
    if (tag === "title") outline.title = squash(textOf(node));
    if (inHead && tag === "meta") outline.head.push(describe(node, ["name", "property", "content", "http-equiv", "charset"]));
    if (inHead && tag === "link" && attr(node, "rel") !== "icon") outline.head.push(describe(node, ["rel", "href", "hreflang", "as", "type", "blocking"]));
    if (tag === "script" && attr(node, "type") === "application/ld+json") outline.structuredData.push(JSON.parse(serializeScript(node)));
    if (/^h[1-6]$/.test(tag)) outline.headings.push(`${tag} ${squash(textOf(node))}`);
    if (LANDMARKS.has(tag) || attr(node, "role")) outline.landmarks.push(describe(node, ["role", "id", "aria-label", "aria-labelledby"]));
    if (tag === "a")
      outline.links.push(
        `${describe(node, ["href", "target", "rel", "aria-label", "aria-current", "hreflang", "download"])} ${JSON.stringify(squash(textOf(node)))}`,
      );
    if (CONTROLS.has(tag))
      outline.controls.push(
        `${describe(node, ["type", "name", "value", "id", "aria-label", "aria-expanded", "aria-controls", "aria-disabled", "disabled", "popovertarget", "open", "required", "inputmode", "form", "action", "method"])} ${JSON.stringify(squash(textOf(node)))}`,
      );
    if (tag === "form") outline.controls.push(describe(node, ["action", "method"]));
    if (tag === "img" || tag === "source") outline.pictures.push(describe(node, ["alt", "src", "srcset", "sizes", "width", "height", "loading"]));
    if (tag === "svg" && attr(node, "role") === "img") outline.pictures.push(describe(node, ["aria-label"]));
    for (const child of node.childNodes) visit(child, inHead || tag === "head");
    if (tag === "template") visit((node as DefaultTreeAdapterMap["template"]).content, inHead);
  };
  visit(document, false);
  const body = (document.childNodes.find(isElement)?.childNodes ?? []).find((n) => isElement(n) && n.tagName === "body");
  outline.text = body ? squash(textOf(body)) : "";
  return outline;
}

function serializeScript(node: Element): string {
  return node.childNodes.map((child) => ("value" in child ? String(child.value) : "")).join("");
}

function pageUrls(): { name: string; urlPath: string; locale: string }[] {
  return LOCALES.flatMap((locale) => [
    ...PAGES.map((page) => ({ locale, urlPath: page.path, name: `${locale}${page.path === "/" ? "/index" : page.path}` })),
    { locale, urlPath: "/deze-pagina-bestaat-niet", name: `${locale}/404` },
  ]);
}

async function save(baseUrl: string, dir: string) {
  for (const { locale, urlPath, name } of pageUrls()) {
    const response = await fetch(new URL(`${urlPath}?lang=${locale}`, baseUrl), { headers: { "accept-encoding": "identity" } });
    const html = await response.text();
    const file = path.join(dir, `${name}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await writeFile(file.replace(/\.html$/, ".outline.json"), `${JSON.stringify({ status: response.status, ...outlineOf(html) }, null, 2)}\n`);
  }
  console.log(`Saved ${pageUrls().length} pages from ${baseUrl} into ${dir}`);
}

function diffLists(before: readonly string[], after: readonly string[]): string[] {
  const lines: string[] = [];
  const max = Math.max(before.length, after.length);
  for (let i = 0; i < max; i++) {
    if (before[i] === after[i]) continue;
    lines.push(`    #${i}\n      - ${before[i] ?? "(none)"}\n      + ${after[i] ?? "(none)"}`);
    if (lines.length >= 5) {
      lines.push("    …");
      break;
    }
  }
  return lines;
}

/**
 * React's useId ids encode the component's place in the tree, so they change when the tree around
 * a page changes while the page does not. Each is renamed by the order of its first appearance:
 * an id and the labels, controls and targets that refer to it still have to agree.
 */
export function withReactIdsInOrder(text: string): string {
  const names = new Map<string, string>();
  return text.replace(/_R_[A-Za-z0-9]+_/g, (id) => {
    if (!names.has(id)) names.set(id, `react-id-${names.size + 1}`);
    return names.get(id)!;
  });
}

async function compare(beforeDir: string, afterDir: string): Promise<number> {
  let differences = 0;
  for (const { name } of pageUrls()) {
    const read = async (dir: string) =>
      JSON.parse(withReactIdsInOrder(await readFile(path.join(dir, `${name}.outline.json`), "utf8"))) as PageOutline & { status: number };
    const [before, after] = [await read(beforeDir), await read(afterDir)];
    const report: string[] = [];
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      const [a, b] = [before[key], after[key]];
      if (JSON.stringify(a) === JSON.stringify(b)) continue;
      if (Array.isArray(a) && Array.isArray(b) && key !== "structuredData") report.push(`  ${key}:`, ...diffLists(a as string[], b as string[]));
      else if (key === "text") report.push(`  text differs:\n    - ${String(a).slice(0, 300)}\n    + ${String(b).slice(0, 300)}`);
      else report.push(`  ${key}:\n    - ${JSON.stringify(a).slice(0, 400)}\n    + ${JSON.stringify(b).slice(0, 400)}`);
    }
    if (report.length > 0) {
      differences++;
      console.log(`${name}\n${report.join("\n")}`);
    }
  }
  const total = pageUrls().length;
  console.log(
    differences === 0
      ? `All ${total} pages have the same text, links, headings, landmarks, controls, pictures and metadata.`
      : `${differences} of ${total} pages differ.`,
  );
  return differences;
}

const [command, first, second] = process.argv.slice(2);
if (command === "save" && first && second) await save(first, second);
else if (command === "compare" && first && second) process.exitCode = (await compare(first, second)) === 0 ? 0 : 1;
else if (command === "show" && first) console.log(JSON.stringify(outlineOf(await readFile(first, "utf8")), null, 2));
else {
  console.error("Usage: tsx scripts/page-outline.ts save <base URL> <folder> | compare <before folder> <after folder> | show <file.html>");
  process.exitCode = 2;
}
