import { PREFERRED_LOCALE_KEY, type Locale } from "./locales";
import { negotiateLocale, readCookie } from "./negotiate";

/** The same rule the Fastify server applies; the pre-renderer sends the locale as a cookie. */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url);
  return negotiateLocale({
    langParam: url.searchParams.get("lang"),
    cookie: readCookie(request.headers.get("cookie"), PREFERRED_LOCALE_KEY),
    host: request.headers.get("host") ?? url.host,
  }).locale;
}
