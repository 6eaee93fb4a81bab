import { useLocation } from "react-router";
import { useFrame } from "../i18n/frame-context";
import { localizedUrl } from "../i18n/page-meta";

/** This page's canonical URL in the language it is shown in, as structured data must cite it. */
export function usePageUrl(): string {
  return localizedUrl(useLocation().pathname, useFrame().locale);
}
