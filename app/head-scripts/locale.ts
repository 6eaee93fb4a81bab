// Inline at the top of every page's <head>: `?lang` out of the address bar before anything reads it.
import { stripLangParam } from "../i18n/strip-lang-param";

stripLangParam(window);
