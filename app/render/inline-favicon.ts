/**
 * Puts the favicon into each pre-rendered page as a data: URL. Browsers fetch a linked
 * favicon around the first paint, and Lighthouse counts every request that starts before a
 * paint as holding it up: whether the favicon request won that race moved first and largest
 * paint by a network round trip from run to run (docs/decisions/015-short-tasks-after-first-paint.md).
 * A PNG, not the SVG: Chrome draws an SVG favicon as a document on the page's main thread.
 * The link sits outside React's tree, which leaves head elements it did not render alone.
 */
export function inlineFavicon(html: string, png: Buffer, sizePx: number): string {
  if (!html.includes("</head>")) throw new Error("inlineFavicon: the page has no </head>");
  if (/<link[^>]+rel="icon"/.test(html)) throw new Error("inlineFavicon: the page already links a favicon");
  const link = `<link rel="icon" type="image/png" sizes="${sizePx}x${sizePx}" href="data:image/png;base64,${png.toString("base64")}"/>`;
  return html.replace("</head>", `${link}</head>`);
}
