import { localeHeadScript } from "./locale-head-script";

/**
 * For the top of <head>: brings the stored language choice into force before the first paint
 * (locale-head-script.ts). The script text exists only in the pre-rendered HTML: it has run
 * before hydration, and React never rewrites an element's HTML while hydrating, so the browser
 * bundle leaves it out and says so with suppressHydrationWarning (as ConsentDefaults does).
 */
export function LocaleHeadScript() {
  const script = import.meta.env.SSR ? localeHeadScript() : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
