import { createContext, useContext } from "react";
import type { SiteConfig } from "../../config/site-config";
import type { FrameCopy } from "../../content/types";
import type { Locale } from "../shared/locales";
import type { PageEntry } from "../shared/route-table";

export interface FrameValue {
  locale: Locale;
  frame: FrameCopy;
  year: number;
  /** The page being rendered; none on the not-found page. */
  page: PageEntry | undefined;
  /** The site configuration the page is rendered with (BuildFacts in app/render/build-facts.ts). */
  site: SiteConfig;
}

const FrameContext = createContext<FrameValue | null>(null);

export const FrameProvider = FrameContext.Provider;

/** The frame's copy, the active locale, the page and the site configuration, for components anywhere in the document. */
export function useFrame(): FrameValue {
  const value = useContext(FrameContext);
  if (!value) throw new Error("useFrame must be used inside the document's FrameProvider (app/render/Document.tsx)");
  return value;
}
