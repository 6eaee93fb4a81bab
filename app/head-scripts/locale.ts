// Inline at the top of every page's <head>: the stored language choice before the first paint.
import { applyStoredLocale } from "../i18n/locale-head-script";

applyStoredLocale(window, document);
