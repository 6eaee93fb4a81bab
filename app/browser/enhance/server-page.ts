/**
 * The server's own HTML for an address, parsed. The language switch takes the page in the other
 * language from it, rather than render it a second way in the browser.
 */
export async function fetchServerPage(url: string | URL): Promise<Document> {
  const response = await fetch(url, { headers: { accept: "text/html" }, credentials: "same-origin" });
  if (!response.ok) throw new Error(`${new URL(url, location.href).pathname} answered ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), "text/html");
}
