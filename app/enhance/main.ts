import { enhancePage } from "./enhance";
import { switchLocale } from "./enhance/language-switch";
import { localeFromHtmlLang } from "./i18n/locales";

// The browser runs no React and no router: pages are HTML that works by itself, and the
// scripts of ./enhance add to it (decision 027).
enhancePage();

// A stored choice the head script could not reload into (cookies blocked, a cache that
// ignores Cookie): switch to it now (app/i18n/locale-head-script.ts).
const wanted = window.__wantedLocale;
if (wanted && localeFromHtmlLang(document.documentElement.lang) !== wanted) await switchLocale(wanted, `?lang=${wanted}`);

// Lets tests, benchmarks and anyone debugging know when the page became fully interactive.
document.documentElement.setAttribute("data-hydrated", "");
performance.mark("hydrated");
