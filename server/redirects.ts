import type { FastifyReply } from "fastify";

/*
 * Every Location this server sends is made here (decision 046). A path from a request is
 * never trusted to stay a path: `//evil.example` is a link to another site, and so is
 * `/\evil.example` or `/<tab>/evil.example` once a browser has read it (it takes "\" for "/" and
 * drops tabs and newlines). So a Location from a request is always one "/" and then neither
 * "/" nor "\", and must resolve onto this site the way a browser resolves it.
 */

/** Any origin will do: only whether a path resolves onto it matters. */
const THIS_SITE = "http://this-site.invalid";

/** ASCII control characters, which Node refuses in a header (CR, LF) or a browser drops (tab). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this matches.
const CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this escapes.
const EVERY_CONTROL = /[\u0000-\u001f\u007f]/g;

/** Whether a Location is a path on this host, read as a browser reads it. */
export function isSitePath(location: string): boolean {
  if (!/^\/(?:$|[^/\\])/.test(location) || CONTROL.test(location)) return false;
  return new URL(location, `${THIS_SITE}/a/page`).origin === THIS_SITE;
}

/**
 * The target as a path on this host: leading slashes and backslashes become one "/", control
 * characters are escaped, and anything that would still leave the site becomes "/".
 */
export function sitePath(target: string): string {
  const path = target.replace(/^[/\\]+/, "/").replace(EVERY_CONTROL, (char) => encodeURIComponent(char));
  return isSitePath(path) ? path : "/";
}

/**
 * A request target as this site reads it: a path, never a host. `new URL("//x//evil.example/",
 * base)` reads `x` as a host and leaves `//evil.example/` as the path; here the target is
 * appended to the origin instead. An absolute-form target (`GET http://evil.example/ HTTP/1.1`)
 * keeps only its path and query. Dot segments and backslashes are resolved as a browser does;
 * runs of slashes remain, for the caller to redirect away from.
 */
export function requestUrl(target: string): URL {
  try {
    if (target.startsWith("/")) return new URL(`${THIS_SITE}${target}`);
    const absolute = new URL(target);
    if (!absolute.pathname.startsWith("/")) return new URL(THIS_SITE);
    return new URL(`${THIS_SITE}${absolute.pathname}${absolute.search}`);
  } catch {
    return new URL(THIS_SITE);
  }
}

/** Redirects to a path on this host, whatever the target was built from. */
export function redirectWithinSite(reply: FastifyReply, target: string, status: 301 | 302 | 303 | 307 | 308): FastifyReply {
  return reply.redirect(sitePath(target), status);
}

/**
 * Redirects to a download link the release store signed: on this host for the local store (a
 * path, held to the same rule), or the S3 bucket's presigned https link, which leaves the site by
 * design (docs/deploy.md) and is built from the store's configuration, never from the request.
 */
export function redirectToStoreLink(reply: FastifyReply, link: string, status: 302 | 303): FastifyReply {
  if (link.startsWith("/")) return redirectWithinSite(reply, link, status);
  const { protocol } = new URL(link);
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`the release store made a link that is not http(s): ${protocol}`);
  return reply.redirect(link, status);
}
