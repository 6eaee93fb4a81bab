import type { SiteConfig } from "../../../config/site-config";
import { TAG_MANAGER_ATTRIBUTE } from "../../shared/markup/attributes";

/**
 * For <head>: Consent Mode defaults and the stored choice, before anything of the tag manager
 * can load (`script` is app/browser/head-scripts/consent.ts compiled; it reads the container from its
 * own attribute). Renders nothing without a container id (then the site loads no tag manager at all).
 * `site` is a prop, not the frame context: the head is rendered outside the FrameProvider.
 */
export function ConsentDefaults({ script, site }: { script: string; site: Pick<SiteConfig, "tagManagerId"> }) {
  if (!site.tagManagerId) return null;
  return <script {...{ [TAG_MANAGER_ATTRIBUTE]: site.tagManagerId }} dangerouslySetInnerHTML={{ __html: script }} />;
}
