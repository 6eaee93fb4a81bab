import { HTML_LANG, LOCALES, type Locale, PREFERRED_LOCALE_KEY } from "./locales";
import { LOCALE_COOKIE_ATTRIBUTES } from "./negotiate";

/** sessionStorage key that stops a second reload for the same address and language. */
export const LOCALE_RELOAD_KEY = `${PREFERRED_LOCALE_KEY}-reload`;

/**
 * Where the head script leaves a stored choice that it could not reload into, for the root to
 * switch to once it runs. Only a choice: a default never switches a page.
 */
export const WANTED_LOCALE = "__wantedLocale";

declare global {
  interface Window {
    [WANTED_LOCALE]?: Locale;
  }
}

/**
 * The inline script at the top of <head>. It applies the rule of negotiateLocale before
 * anything paints, with what only the browser can read: localStorage.
 * - `?lang` is a choice: it is stored and stripped from the address.
 * - A choice from either store is copied to the other; localStorage wins when they disagree.
 *   A default (host, fallback) is never written.
 * - When the page came in another language than the choice (the server saw no cookie, or a
 *   stale one), it stops parsing and asks for the same address again; the cookie it has just
 *   set makes the server answer in the chosen language, so the wrong one never paints.
 *   It reloads only when the cookie was stored (cookies can be blocked) and at most once per
 *   address and language in a tab (a host or cache that ignores the cookie); otherwise it
 *   leaves the choice in window.__wantedLocale, and the page's script (app/enhance/main.ts) switches to it.
 *
 * Hand-written rather than Function#toString() of TypeScript, so the server and client bundles
 * render byte-identical text (the CSP hash is taken from the pre-rendered page);
 * locale-head-script.test.ts runs it against negotiateLocale on every combination.
 */
export function localeHeadScript(): string {
  const key = JSON.stringify(PREFERRED_LOCALE_KEY);
  const locales = JSON.stringify(LOCALES);
  const htmlLang = JSON.stringify(HTML_LANG);
  return [
    "(function(w,d){",
    `var k=${key},L=${locales},H=${htmlLang},s,c,v,p,u,g,r=${JSON.stringify(LOCALE_RELOAD_KEY)};`,
    "function ok(x){return L.indexOf(x)>=0}",
    `function ck(){var m=d.cookie.match(/(?:^|;\\s*)${PREFERRED_LOCALE_KEY}=([^;]*)/);return m?m[1]:null}`,
    "try{s=w.localStorage.getItem(k)}catch(e){}",
    'c=ck();u=new URL(w.location.href);p=u.searchParams.get("lang");',
    'if(p!==null){v=p==="nl"?"nl":"en";u.searchParams.delete("lang");w.history.replaceState(w.history.state,"",u.pathname+u.search+u.hash)}',
    "else v=ok(s)?s:ok(c)?c:null;",
    "if(!v)return;",
    "if(s!==v)try{w.localStorage.setItem(k,v)}catch(e){}",
    `if(c!==v)d.cookie=k+"="+v+"; ${LOCALE_COOKIE_ATTRIBUTES}"+(w.location.protocol==="https:"?"; Secure":"");`,
    "if(d.documentElement.lang===H[v]){try{w.sessionStorage.removeItem(r)}catch(e){}return}",
    'try{g=w.sessionStorage;if(ck()===v&&g.getItem(r)!==v+" "+u.href){g.setItem(r,v+" "+u.href);w.stop();w.location.replace(u.href);return}}catch(e){}',
    `w.${WANTED_LOCALE}=v`,
    "})(window,document)",
  ].join("");
}
