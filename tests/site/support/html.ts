import { type DefaultTreeAdapterMap, parse } from "parse5";

export type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];
type ChildNode = DefaultTreeAdapterMap["childNode"];

/** An HTML document as a browser's parser builds it (parse5 follows the HTML standard), with lookups tests need. */
export interface ParsedPage {
  all: Element[];
  find: (predicate: (element: Element) => boolean) => Element | undefined;
  filter: (predicate: (element: Element) => boolean) => Element[];
}

export function parseHtml(html: string): ParsedPage {
  const all = descendants(parse(html));
  return { all, find: (predicate) => all.find(predicate), filter: (predicate) => all.filter(predicate) };
}

/** Every element under `node`, in document order. */
function descendants(node: ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (parent: ParentNode) => {
    for (const child of childrenOf(parent)) {
      if (!("tagName" in child)) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(node);
  return found;
}

function childrenOf(node: ParentNode): ChildNode[] {
  // A <template>'s children live in its content fragment.
  return "content" in node && node.nodeName === "template" ? node.content.childNodes : node.childNodes;
}

export const attr = (element: Element, name: string): string | undefined => element.attrs.find((entry) => entry.name === name)?.value;

/** An element's text content, as `textContent` gives it. */
export function textOf(node: ParentNode): string {
  return childrenOf(node)
    .map((child) => (child.nodeName === "#text" ? (child as DefaultTreeAdapterMap["textNode"]).value : "childNodes" in child ? textOf(child) : ""))
    .join("");
}

/** Whether `element` sits inside an element that `predicate` accepts. */
export function isInside(element: Element, predicate: (ancestor: Element) => boolean): boolean {
  for (let parent = element.parentNode; parent && "tagName" in parent; parent = parent.parentNode) if (predicate(parent)) return true;
  return false;
}
