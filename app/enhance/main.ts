import { localeFromHtmlLang } from "../i18n/locales";
import { enhancePage } from "./index";
import { switchLocale } from "./language-switch";

// The one script pages run (vite.config.ts builds it; app/render/boot-script.ts loads it after the
// first paint). The browser runs no React and no router: pages are HTML that works by itself, and
// the scripts of this folder add to it (decision 027).
enhancePage();

// A stored choice the head script could not reload into (cookies blocked, a cache that
// ignores Cookie): switch to it now (app/i18n/locale-head-script.ts).
const wanted = window.__wantedLocale;
if (wanted && localeFromHtmlLang(document.documentElement.lang) !== wanted) await switchLocale(wanted, `?lang=${wanted}`);

// Lets tests, benchmarks and anyone debugging know when the page became fully interactive.
document.documentElement.setAttribute("data-enhanced", "");
performance.mark("enhanced");
