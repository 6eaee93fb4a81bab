import { parseCookie } from "cookie";
import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale, PREFERRED_LOCALE_KEY } from "../app/shared/locales";

/*
 * The one language rule of the site (docs/decisions/061-the-server-keeps-the-language-choice.md),
 * for every caller: the pages (server/plugins/pages.ts), the download form's post (server/request-time-pages/download-form.ts) and the home API's
 * sentences (server/error-messages.ts). Callers differ only in the signals they have and pass:
 *
 *   1. `?lang` of a page address, a choice made now: the language it names, otherwise English;
 *   2. `?lang` of a form's address, the language of the page the form is on;
 *   3. the preferredLocale cookie, which only the server sets: a choice the visitor made before;
 *   4. Accept-Language: the browser's languages (the API; pages do not read it, step 5 aside);
 *   5. the host: Dutch on a .nl domain; on a .be domain French or Dutch, whichever the browser's
 *      Accept-Language prefers, and Dutch when it names neither (Belgium's two languages of the site);
 *   6. English.
 */

/**
 * The supported language a `?lang` value names: one of LOCALES in any case, with or without a
 * region (nl-BE is Dutch, fr-BE French); undefined for any other code, which still chooses English
 * (visitorChoice) and is named as rejected (LocaleDecision.rejectedLangParam).
 */
function localeFromLangParam(value: string): Locale | undefined {
  if (!WELL_FORMED_LANGUAGE_CODE.test(value)) return undefined;
  const language = value.toLowerCase().split("-")[0];
  return isLocale(language) ? language : undefined;
}

/**
 * A language code as people write them (fr, pt-BR, zh-Hant-TW): a short primary language and short
 * subtags, at most 35 characters. Only such a code is repeated back in the notice that says it is not
 * supported; anything else is named only as "this language code".
 */
export const WELL_FORMED_LANGUAGE_CODE = /^(?=.{2,35}$)[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

/** The languages of the site a country's domain decides between: the first is its default. */
const HOST_LANGUAGES: Readonly<Record<string, readonly [Locale, ...Locale[]]>> = { nl: ["nl"], be: ["nl", "fr"] };

const topLevelDomain = (host: string) => host.replace(/:\d+$/, "").replace(/\.$/, "").toLowerCase().split(".").pop() ?? "";

/**
 * Whether the host's language depends on Accept-Language (a .be domain): the pages' answer then
 * varies on it, and says so (Vary).
 */
export function hostReadsAcceptLanguage(host: string | null | undefined): boolean {
  return Boolean(host) && (HOST_LANGUAGES[topLevelDomain(host as string)]?.length ?? 0) > 1;
}

/**
 * Dutch on a .nl domain; on a .be domain French or Dutch as `acceptLanguage` prefers them, Dutch
 * when it names neither; undefined elsewhere.
 */
export function localeFromHost(host: string | null | undefined, acceptLanguage?: string | readonly string[] | null): Locale | undefined {
  if (!host) return undefined;
  const languages = HOST_LANGUAGES[topLevelDomain(host)];
  if (!languages) return undefined;
  return localeFromAcceptLanguage(acceptLanguage, languages) ?? languages[0];
}

/**
 * The first of `among` (by default every language of the site) in an Accept-Language header by
 * preference (q), any region (nl-BE is Dutch); undefined when it names none of them, or is
 * missing, overlong or unreadable (a malformed header is ignored, never an error).
 */
export function localeFromAcceptLanguage(header: string | readonly string[] | null | undefined, among: readonly Locale[] = LOCALES): Locale | undefined {
  const text = typeof header === "string" || !header ? header : header.join(",");
  if (!text || text.length > 1000) return undefined;
  const ranges = text
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranges.find((range) => (among as readonly string[]).includes(range.language ?? ""));
  return found?.language as Locale | undefined;
}

/** What a caller knows about the visitor's language; a caller leaves out what it does not have. */
export interface LocaleSignals {
  /** The `lang` query parameter of a page address (null when absent): a choice made now. */
  langParam?: string | null;
  /**
   * The `lang` query parameter of the download form's address, which the page writes with its
   * own language. Only "nl" or "en" counts (anything else falls through to the next signal),
   * and it is not a choice: it is never stored.
   */
  formLang?: string | null;
  /** The preferredLocale cookie: the one place a choice is kept (set by the pages on `?lang`). */
  cookie?: string | null;
  /** The Accept-Language header, as a signal of its own (step 4): the API passes it, the pages do not. */
  acceptLanguage?: string | readonly string[] | null;
  /**
   * The Accept-Language header for the host rule alone (step 5): the pages pass it, so that a .be
   * domain picks French or Dutch, and their answer varies on it only there (hostReadsAcceptLanguage).
   */
  hostAcceptLanguage?: string | readonly string[] | null;
  host?: string | null;
}

/** "param" and "cookie" are a visitor's choice; the others are not, and are never stored. */
type LocaleSource = "param" | "form" | "cookie" | "accept-language" | "host" | "fallback";

export interface LocaleDecision {
  locale: Locale;
  source: LocaleSource;
  /**
   * Whether the cookie does not hold the choice yet and must be set. Never for anything but a
   * choice: a default neither overwrites nor creates a stored choice.
   */
  write: { cookie: boolean };
  /**
   * A page's `?lang` that names no supported language (de, xx, nl_NL), as given. It still chooses
   * English, stored and stripped like any `?lang`; the page, in English, also says that the code is
   * not supported (server/request-time-pages/language-notice-pages.ts). An empty `?lang=` chooses English and names
   * no code.
   */
  rejectedLangParam?: string;
}

/**
 * The rule. `?lang` is a choice made now (the language it names, otherwise English); then
 * the cookie, a choice made before; then Accept-Language, then the host,
 * then English. A `?lang` that names no supported language is also named in the answer as rejected.
 */
export function negotiateLocale(signals: LocaleSignals): LocaleDecision {
  const decision = applyLanguageRule(signals);
  const rejected = rejectedLangParam(signals.langParam);
  return rejected === undefined ? decision : { ...decision, rejectedLangParam: rejected };
}

function applyLanguageRule(signals: LocaleSignals): LocaleDecision {
  const { langParam, formLang, acceptLanguage, hostAcceptLanguage, host } = signals;
  const unwritten = { cookie: false };
  if (typeof langParam !== "string" && isLocale(formLang)) return { locale: formLang, source: "form", write: unwritten };
  const chosen = visitorChoice(signals);
  if (chosen) return chosen;
  const fromHeader = localeFromAcceptLanguage(acceptLanguage);
  if (fromHeader) return { locale: fromHeader, source: "accept-language", write: unwritten };
  const fromHost = localeFromHost(host, hostAcceptLanguage ?? acceptLanguage);
  if (fromHost) return { locale: fromHost, source: "host", write: unwritten };
  return { locale: FALLBACK_LOCALE, source: "fallback", write: unwritten };
}

/** A non-empty `?lang` that names no supported language; undefined when it is absent, empty or supported. */
function rejectedLangParam(langParam: string | null | undefined): string | undefined {
  if (typeof langParam !== "string" || langParam === "") return undefined;
  return localeFromLangParam(langParam) ? undefined : langParam;
}

/**
 * The part of the rule that is the visitor's choice, `?lang` and then the cookie (signals 1 and
 * 3), and whether the cookie must be set; undefined when there is no choice. Any `?lang` is a
 * choice: one that names no supported language chooses English, the site's one fallback.
 */
function visitorChoice({ langParam, cookie }: Pick<LocaleSignals, "langParam" | "cookie">): LocaleDecision | undefined {
  const found: Pick<LocaleDecision, "locale" | "source"> | undefined =
    typeof langParam === "string"
      ? { locale: localeFromLangParam(langParam) ?? FALLBACK_LOCALE, source: "param" }
      : isLocale(cookie)
        ? { locale: cookie, source: "cookie" }
        : undefined;
  return found && { ...found, write: { cookie: cookie !== found.locale } };
}

const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Attributes of the preferredLocale cookie, which only the server sets (server/plugins/pages.ts). */
const LOCALE_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/** The cookie as a Set-Cookie value. Secure on https only, so it still works on http://localhost. */
export function localeCookie(locale: Locale, https: boolean): string {
  return `${PREFERRED_LOCALE_KEY}=${locale}; ${LOCALE_COOKIE_ATTRIBUTES}${https ? "; Secure" : ""}`;
}

/** A cookie's value from a Cookie header, percent-decoded; undefined when it is absent or its escapes are broken (RFC 6265 §5.4, via `cookie`). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const value = parseCookie(header, { decode: decodedOrBroken })[name];
  return value === BROKEN ? undefined : value;
}

/**
 * What a value with broken escapes decodes to: a lone surrogate, which no decoded value can be.
 * `cookie` takes the first value of a name only while it has none, so an `undefined` here would
 * let a later cookie of the same name win; the first of a name wins, broken or not.
 */
const BROKEN = "\uD800";

function decodedOrBroken(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return BROKEN;
  }
}
