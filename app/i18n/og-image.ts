import type { Locale } from "../shared/locales";
import type { PageId } from "../shared/route-table";

/** The size Facebook, LinkedIn and X all show as a large card without cropping. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where scripts/og/index.ts writes a page's share image inside build/client, and the URL path it is served at. */
export function ogImagePath(locale: Locale, pageId: PageId): string {
  return `/og/${locale}/${pageId}.png`;
}
