import { site } from "../config/site";
import { consentBootstrapScript } from "./bootstrap";

/**
 * For <head>: Consent Mode defaults and the stored choice, before anything of the tag manager
 * can load. Renders nothing without a container id (then the site loads no tag manager at all).
 *
 * The script text exists only in the pre-rendered HTML: it has run before hydration, and React
 * never rewrites an element's HTML while hydrating, so the browser bundle leaves it out (the
 * first-load JS budget is tight) and says so with suppressHydrationWarning.
 */
export function ConsentDefaults() {
  if (!site.tagManagerId) return null;
  const script = import.meta.env.SSR ? consentBootstrapScript(site.tagManagerId) : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
