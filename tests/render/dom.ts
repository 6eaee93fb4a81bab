import { type DefaultTreeAdapterMap, parse } from "parse5";
import { SOFT_HYPHEN } from "../../app/i18n/word-breaks";

export type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];
export type Document = DefaultTreeAdapterMap["document"];

/** A rendered page as the browser's HTML parser builds it (parse5 follows the HTML standard's tree construction). */
export function parseHtml(html: string): Document {
  return parse(html);
}

const isElement = (node: Node): node is Element => "tagName" in node;
const childrenOf = (node: Node): Node[] =>
  "content" in node && node.nodeName === "template" ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];

export function attr(element: Element, name: string): string | null {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/**
 * One compound selector: a tag, `#id`, `.class` and `[name]`, `[name=value]` or `[name^=value]`
 * (values bare or in double quotes). Enough for the structure tests; anything else is refused
 * rather than matched wrongly.
 */
function compound(selector: string): (element: Element) => boolean {
  const tests: Array<(element: Element) => boolean> = [];
  const pattern = /^([a-z][a-z0-9-]*|\*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:(\^?=)"?([^"\]]*)"?)?\]/gy;
  let rest = selector.length;
  for (const match of selector.matchAll(pattern)) {
    rest -= match[0].length;
    const [, tag, id, className, name, operator, value] = match;
    if (tag && tag !== "*") tests.push((element) => element.tagName === tag);
    else if (id) tests.push((element) => attr(element, "id") === id);
    else if (className) tests.push((element) => (attr(element, "class") ?? "").split(/\s+/).includes(className));
    else if (name) {
      const expected = value ?? "";
      tests.push((element) => {
        const actual = attr(element, name);
        if (actual === null) return false;
        if (!operator) return true;
        return operator === "=" ? actual === expected : actual.startsWith(expected);
      });
    }
  }
  if (rest !== 0 || selector === "") throw new Error(`dom.ts reads no selector like "${selector}"`);
  return (element) => tests.every((test) => test(element));
}

function descendants(node: Node, found: Element[] = []): Element[] {
  for (const child of childrenOf(node)) {
    if (isElement(child)) found.push(child);
    descendants(child, found);
  }
  return found;
}

/** Every element under `root` that a selector of compound selectors joined by spaces or `>` matches, in document order; a leading `>` starts at root's children (CSS's `:scope >`). */
export function queryAll(root: Node, selector: string): Element[] {
  const steps = selector
    .replace(/\s*>\s*/g, " > ")
    .trim()
    .split(/\s+/);
  let scope: Node[] = [root];
  let childOnly = false;
  for (const step of steps) {
    if (step === ">") {
      childOnly = true;
      continue;
    }
    const matches = compound(step);
    const next = new Set<Element>();
    for (const node of scope) {
      const candidates = childOnly ? childrenOf(node).filter(isElement) : descendants(node);
      for (const candidate of candidates) if (matches(candidate)) next.add(candidate);
    }
    scope = [...next];
    childOnly = false;
  }
  // Sets keep the order of insertion, which is document order per scope; re-sort across scopes.
  const order = new Map(descendants(root).map((element, index) => [element, index]));
  return (scope as Element[]).sort((a, b) => order.get(a)! - order.get(b)!);
}

/** The one element a selector matches; a test that expects one fails here when there are none or several. */
export function query(root: Node, selector: string): Element {
  const found = queryAll(root, selector);
  if (found.length !== 1) throw new Error(`"${selector}" matches ${found.length} elements, not 1`);
  return found[0]!;
}

/** The DOM's textContent: every text node's data under the node, as it is in the markup. */
export function textContent(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  return childrenOf(node).map(textContent).join("");
}

/**
 * The text a visitor reads, for comparison with the copy: soft hyphens are break points, not
 * letters (app/i18n/word-breaks.tsx), and runs of ASCII white space (not the no-break space the copy puts between € and a figure) are one space, as the browser lays
 * them out outside <pre>. Elements that are never shown (script, style, template) add nothing.
 */
export function lettersOf(node: Node): string {
  const text = (n: Node): string =>
    n.nodeName === "#text"
      ? (n as DefaultTreeAdapterMap["textNode"]).value
      : isElement(n) && ["script", "style", "template"].includes(n.tagName)
        ? ""
        : childrenOf(n).map(text).join("");
  return text(node)
    .replaceAll(SOFT_HYPHEN, "")
    .replace(/[ \t\n\r\f]+/g, " ")
    .replace(/^ | $/g, "");
}

function parentOf(element: Element): Element | null {
  const parent = element.parentNode;
  return parent && isElement(parent) ? parent : null;
}

/**
 * Whether the markup itself hides an element: the hidden attribute, aria-hidden, a closed
 * <details> around it (outside its summary), or one of the utility classes that hide it at every
 * width (`hidden`, `sr-only`, `invisible`). CSS from elsewhere is a browser's to see; the browser
 * tests that remain check one element of each page kind that the markup says is shown.
 */
export function hiddenByMarkup(element: Element): boolean {
  for (let at: Element | null = element; at; at = parentOf(at)) {
    if (attr(at, "hidden") !== null || attr(at, "aria-hidden") === "true") return true;
    const classes = (attr(at, "class") ?? "").split(/\s+/);
    if (classes.some((name) => name === "hidden" || name === "sr-only" || name === "invisible")) return true;
    const parent = parentOf(at);
    if (parent?.tagName === "details" && attr(parent, "open") === null && at.tagName !== "summary") return true;
  }
  return false;
}

/** Every element under `root` in document order (a template's content too), to filter where a selector cannot say what is wanted. */
export function elementsOf(root: Node): Element[] {
  return descendants(root);
}

/** Whether `element` sits inside an element that `predicate` accepts. */
export function isInside(element: Element, predicate: (ancestor: Element) => boolean): boolean {
  for (let parent = parentOf(element); parent; parent = parentOf(parent)) if (predicate(parent)) return true;
  return false;
}

/** The element with this id, as document.getElementById finds it. */
export function byId(root: Node, id: string): Element | null {
  return descendants(root).find((element) => attr(element, "id") === id) ?? null;
}

/** An element's accessible region name: the text of the element its aria-labelledby names, or its aria-label. */
export function regionNamed(root: Node, name: string): Element {
  const regions = queryAll(root, "section").filter((section) => {
    const label = attr(section, "aria-label");
    if (label !== null) return label === name;
    const ids = attr(section, "aria-labelledby")?.split(/\s+/) ?? [];
    return (
      ids.length > 0 &&
      ids
        .map((id) => {
          const labelled = byId(root, id);
          return labelled ? lettersOf(labelled) : "";
        })
        .join(" ") === name
    );
  });
  if (regions.length !== 1) throw new Error(`${regions.length} regions are named "${name}", not 1`);
  return regions[0]!;
}

/**
 * An element's accessible name as a screen reader gets it for a link or button: its aria-label,
 * or its text with aria-hidden parts left out (visually hidden text counts, as it does for
 * assistive technology), soft hyphens removed and white space collapsed.
 */
function accessibleName(element: Element): string {
  const label = attr(element, "aria-label");
  if (label !== null) return label;
  const text = (n: Node): string =>
    n.nodeName === "#text"
      ? (n as DefaultTreeAdapterMap["textNode"]).value
      : isElement(n) && attr(n, "aria-hidden") === "true"
        ? ""
        : childrenOf(n).map(text).join("");
  return text(element)
    .replaceAll(SOFT_HYPHEN, "")
    .replace(/[ \t\n\r\f]+/g, " ")
    .replace(/^ | $/g, "");
}

/**
 * The elements of a role whose accessible name contains `name`, ignoring case: what Playwright's
 * getByRole(role, { name }) finds, so checks moved from the browser keep its meaning. Roles read
 * from the tag: link (a[href]), button, img (img[alt]).
 */
export function byRole(root: Node, role: "link" | "button" | "img", name: string): Element[] {
  const candidates = role === "link" ? queryAll(root, "a[href]") : role === "button" ? queryAll(root, "button") : queryAll(root, "img[alt]");
  const wanted = name.toLowerCase();
  return candidates.filter((element) => (role === "img" ? (attr(element, "alt") ?? "") : accessibleName(element)).toLowerCase().includes(wanted));
}

/**
 * The innermost elements whose letters are `text` (exact) or contain it, ignoring case: what
 * Playwright's getByText finds. Innermost, so a wrapper around a hidden element does not stand in for it.
 */
export function byText(root: Node, text: string, { exact = true } = {}): Element[] {
  const wanted = text.toLowerCase();
  const has = (element: Element) => (exact ? lettersOf(element) === text : lettersOf(element).toLowerCase().includes(wanted));
  const found = queryAll(root, "*").filter(has);
  // A match with another match inside it is a wrapper: mark every match's ancestors, keep the rest.
  const wrappers = new Set<Element>();
  for (const element of found) for (let at = parentOf(element); at; at = parentOf(at)) wrappers.add(at);
  return found.filter((element) => !wrappers.has(element));
}
