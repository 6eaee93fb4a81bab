/**
 * Request targets that once made the server answer `308` with a Location on another host
 * (decision 046), and their near relatives: the path read as a host (`//x//evil.example/`),
 * dot segments and backslashes that a URL parser turns into `//`, the same escaped, and
 * absolute-form request lines. Sent as they stand: over a socket, or through `rawTarget` in
 * app.inject(), which would otherwise resolve them as a browser does before the server sees them.
 */
export const OPEN_REDIRECT_TARGETS = [
  "//x//evil.example/",
  "/.//evil.example/",
  "/..//evil.example/",
  "/a/..//evil.example/",
  "/%2e//evil.example/",
  "/%2E%2E//evil.example/",
  "/%2e%2e/%2e%2e//evil.example/",
  "//evil.example/",
  "///evil.example/",
  "////evil.example",
  "//evil.example/?lang=en",
  "/\\evil.example",
  "/\\evil.example/",
  "//\\evil.example/",
  "/\\\\evil.example/",
  "/./\\evil.example/",
  "/.\\/evil.example/",
  "/x/../\\evil.example/",
  "/%2F%2Fevil.example/",
  "/%2f%2fevil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%09/evil.example/",
  "/%0a/evil.example/",
  "/prijzen/?next=//evil.example/",
  "http://evil.example/",
  "http://evil.example//evil2.example/",
  "http://evil.example/prijzen/",
  "https://evil.example/./\\evil2.example/",
  "HTTP://EVIL.EXAMPLE//evil2.example/",
] as const;

/** Raw bytes a browser would strip or a parser may refuse: only a socket can send them. */
export const SOCKET_ONLY_TARGETS = ["/\t/evil.example/", "/%20/\t/evil.example/"] as const;

/** The site's own origin as the tests name it; any Location must resolve onto it. */
const SITE_ORIGIN = "https://www.bestelwijs.example";

/**
 * Whether a Location keeps the visitor on this host: a path (one "/" and then neither "/" nor
 * "\", or "/" alone) that a browser, which strips tabs and newlines and reads "\" as "/",
 * resolves onto the site's own origin.
 */
export function staysOnSite(location: string): boolean {
  if (!/^\/(?:$|[^/\\])/.test(location)) return false;
  return new URL(location, `${SITE_ORIGIN}/some/page`).origin === SITE_ORIGIN;
}
