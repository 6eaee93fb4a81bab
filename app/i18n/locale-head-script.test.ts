import { describe, expect, it } from "vitest";
import { applyStoredLocale, type HeadDocument, type HeadWindow, LOCALE_RELOAD_KEY } from "./locale-head-script";
import { HTML_LANG, type Locale } from "./locales";
import { negotiateLocale } from "./negotiate";

interface Visit {
  url: string;
  storage: string | null;
  cookie: string | null;
  /** The language of the HTML the server sent. */
  rendered: Locale;
  cookiesBlocked?: boolean;
  storageThrows?: boolean;
  session?: Map<string, string>;
}

/** Runs the head script against a fake window and reports what it stored, where it went and what it wrote. */
function runHeadScript(visit: Visit) {
  let storage = visit.storage;
  let cookie = visit.cookie;
  const cookieWrites: string[] = [];
  const session = visit.session ?? new Map<string, string>();
  const replaced: string[] = [];
  let stopped = false;
  const location = {
    href: visit.url,
    protocol: new URL(visit.url).protocol,
    replace: (url: string) => replaced.push(url),
  };
  const throwing = () => {
    throw new Error("SecurityError");
  };
  const window = {
    location,
    localStorage: {
      getItem: (key: string) => (visit.storageThrows ? throwing() : key === "preferredLocale" ? storage : null),
      setItem: (key: string, value: string) => (visit.storageThrows ? throwing() : key === "preferredLocale" && (storage = value)),
    },
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => session.set(key, value),
      removeItem: (key: string) => session.delete(key),
    },
    history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => (location.href = new URL(url, location.href).href) },
    stop: () => (stopped = true),
    __wantedLocale: undefined as string | undefined,
  };
  const document = {
    documentElement: { lang: HTML_LANG[visit.rendered] },
    get cookie() {
      return ["theme=dark", ...(cookie === null ? [] : [`preferredLocale=${cookie}`])].join("; ");
    },
    set cookie(value: string) {
      cookieWrites.push(value);
      const [pair] = value.split(";");
      const [name, content] = pair!.split("=");
      if (!visit.cookiesBlocked && name === "preferredLocale") cookie = content!;
    },
  };
  applyStoredLocale(window as unknown as HeadWindow, document satisfies HeadDocument);
  return {
    storage,
    cookie,
    cookieWrites,
    address: location.href,
    reloadedTo: replaced[0],
    stoppedBeforeReload: stopped && replaced.length === 1,
    session,
    /** Left for the root's switch after the page's script has run. */
    wanted: window.__wantedLocale,
  };
}

const HOSTS = ["https://www.bestelwijs.nl", "http://localhost:3000"];
const PARAMS = [null, "nl", "en", "de", "EN", "pt-BR", "x!", ""];
const VALUES = [null, "nl", "en", "fr"];
const CASES = HOSTS.flatMap((host) => PARAMS.flatMap((param) => VALUES.flatMap((storage) => VALUES.map((cookie) => ({ host, param, storage, cookie })))));

/** What the Fastify server renders: the same rule, with the cookie only. */
const serverRenders = (url: string, cookie: string | null) =>
  negotiateLocale({ langParam: new URL(url).searchParams.get("lang"), cookie, host: new URL(url).host }).locale;

describe("applyStoredLocale follows negotiateLocale on every combination", () => {
  it.each(CASES)("%o", ({ host, param, storage, cookie }) => {
    const url = `${host}/prijzen${param === null ? "?utm_source=x" : `?lang=${param}&utm_source=x`}#faq`;
    const decision = negotiateLocale({ langParam: param, storage, cookie, host: new URL(host).host });
    const chosen = decision.source === "param" || decision.source === "storage" || decision.source === "cookie";
    const rendered = serverRenders(url, cookie);

    const result = runHeadScript({ url, storage, cookie, rendered });

    expect(result.storage).toBe(decision.write.storage ? decision.locale : storage);
    expect(result.cookie).toBe(decision.write.cookie ? decision.locale : cookie);
    // Any ?lang is a choice, a rejected code too (it chooses English): only lang is stripped.
    expect(result.address).toBe(`${host}/prijzen?utm_source=x#faq`);
    const secure = host.startsWith("https:") ? "; Secure" : "";
    expect(result.cookieWrites).toEqual(decision.write.cookie ? [`preferredLocale=${decision.locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`] : []);
    if (chosen && decision.locale !== rendered) {
      // Reloads before anything paints, and the server then answers in the chosen language.
      expect(result.reloadedTo).toBe(result.address);
      expect(result.stoppedBeforeReload).toBe(true);
      expect(serverRenders(result.reloadedTo!, result.cookie)).toBe(decision.locale);
      const again = runHeadScript({
        url: result.reloadedTo!,
        storage: result.storage,
        cookie: result.cookie,
        rendered: decision.locale,
        session: result.session,
      });
      expect(again.reloadedTo).toBeUndefined();
      expect(again.wanted).toBeUndefined();
      expect(again.session.has(LOCALE_RELOAD_KEY)).toBe(false);
    } else {
      expect(result.reloadedTo).toBeUndefined();
    }
    expect(result.wanted).toBeUndefined(); // a negotiating server leaves nothing to switch after the page's script has run
  });
});

describe("applyStoredLocale with a ?lang that names no supported language", () => {
  it("stores English as the choice and strips the code, so a reload shows English without the notice", () => {
    const url = "http://localhost:3000/prijzen?lang=fr&utm_source=x";
    const result = runHeadScript({ url, storage: null, cookie: null, rendered: "en" });
    expect(result).toMatchObject({
      address: "http://localhost:3000/prijzen?utm_source=x",
      storage: "en",
      cookie: "en",
      reloadedTo: undefined,
      wanted: undefined,
    });
    expect(result.cookieWrites).toEqual(["preferredLocale=en; Path=/; Max-Age=31536000; SameSite=Lax"]);
  });

  it("overrides a stored Dutch choice, and reloads into English a page that came in Dutch", () => {
    const url = "https://www.bestelwijs.nl/prijzen?lang=fr";
    const result = runHeadScript({ url, storage: "nl", cookie: "nl", rendered: "nl" });
    expect(result).toMatchObject({
      address: "https://www.bestelwijs.nl/prijzen",
      storage: "en",
      cookie: "en",
      reloadedTo: "https://www.bestelwijs.nl/prijzen",
    });
    expect(result.stoppedBeforeReload).toBe(true);
    expect(serverRenders(result.reloadedTo!, result.cookie)).toBe("en");
  });
});

describe("applyStoredLocale never loops", () => {
  const stale = { url: "http://localhost:3000/prijzen", storage: "nl", cookie: null, rendered: "en" } as const;

  it("does not reload when cookies are blocked (the server could not see the choice), and leaves the choice for the root", () => {
    const result = runHeadScript({ ...stale, cookiesBlocked: true });
    expect(result.reloadedTo).toBeUndefined();
    expect(result.storage).toBe("nl");
    expect(result.wanted).toBe("nl");
  });

  it("reloads once per address and language when the host ignores the cookie", () => {
    const first = runHeadScript(stale);
    expect(first.reloadedTo).toBe(stale.url);
    const second = runHeadScript({ ...stale, cookie: first.cookie, session: first.session });
    expect(second.reloadedTo).toBeUndefined();
    expect(second.wanted).toBe("nl");
  });

  it("leaves no switch for a default, even when the page came in the other language", () => {
    const result = runHeadScript({ url: "https://www.bestelwijs.nl/", storage: null, cookie: null, rendered: "en" });
    expect(result).toMatchObject({ reloadedTo: undefined, wanted: undefined, storage: null, cookie: null });
  });

  it("with localStorage blocked, still copies nothing and follows the cookie", () => {
    const result = runHeadScript({ url: "http://localhost:3000/", storage: null, cookie: "nl", rendered: "nl", storageThrows: true });
    expect(result.reloadedTo).toBeUndefined();
    expect(result.wanted).toBeUndefined();
    expect(result.cookie).toBe("nl");
  });
});
