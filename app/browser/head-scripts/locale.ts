// Inline at the top of every page's <head>: `?lang` out of the address bar before anything reads it.
import { stripLangParam } from "../strip-lang-param";

stripLangParam(window);
