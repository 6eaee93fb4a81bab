import type { SiteConfig } from "../../config/site-config";
import type { FrameCopy } from "../../content/types";
import { localizedUrl } from "../i18n/page-meta";
import type { Locale } from "../shared/locales";
import type { PageEntry } from "../shared/route-table";
import { breadcrumbLd } from "./breadcrumbs";
import { JsonLd } from "./JsonLd";
import { organizationLd, websiteLd } from "./organization";

/**
 * Organization and WebSite on every page, and the breadcrumb trail on every nested page of
 * the route table, so a new page gets its trail without anyone remembering to add it.
 */
export function SiteStructuredData({ locale, frame, page, site }: { locale: Locale; frame: FrameCopy; page: PageEntry | undefined; site: SiteConfig }) {
  const breadcrumbs = page && breadcrumbLd(page, frame.menu, (path) => localizedUrl(site, path, locale));
  return (
    <>
      <JsonLd data={organizationLd(site)} />
      <JsonLd data={websiteLd(site, locale)} />
      {breadcrumbs && <JsonLd data={breadcrumbs} />}
    </>
  );
}
