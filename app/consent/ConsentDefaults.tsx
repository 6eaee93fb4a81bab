import { site } from "../config/site";
import { consentBootstrapScript } from "./bootstrap";

/**
 * For <head>: Consent Mode defaults and the stored choice, before anything of the tag manager
 * can load. Renders nothing without a container id (then the site loads no tag manager at all).
 */
export function ConsentDefaults() {
  if (!site.tagManagerId) return null;
  return <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript(site.tagManagerId) }} />;
}
