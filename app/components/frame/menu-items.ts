import type { SiteConfig } from "../../../config/site-config";
import type { FrameCopy } from "../../../content/types";
import type { TrackEvent } from "../../shared/markup/tracked-events";
import { type CaseId, type ProductId, pathOf } from "../../shared/route-table";

/** A menu entry: `to` is a page of the site (marked when it is the page shown), `href` an address elsewhere. */
export type MenuItem = { key: string; label: string; track?: TrackEvent } & ({ to: string } | { href: string; newTab?: boolean });

// Products appear in the menu's own order (Manager first), not the route table's.
const PRODUCTS: readonly ProductId[] = ["products.manager", "products.qr", "products.webshop", "products.pos", "products.page"];
const CASES: readonly CaseId[] = ["cases.lunchroom", "cases.sushi", "cases.cafetaria", "cases.italian", "cases.grillroom"];

export function productItems(frame: FrameCopy): MenuItem[] {
  return PRODUCTS.map((id) => ({ key: id, label: frame.menu.productItems[id], to: pathOf(id) }));
}

export function caseItems(frame: FrameCopy): MenuItem[] {
  return CASES.map((id) => ({ key: id, label: frame.menu.caseItems[id], to: pathOf(id) }));
}

export function infoItems(site: Pick<SiteConfig, "helpCentreUrl">, frame: FrameCopy): MenuItem[] {
  const label = frame.menu.infoItems;
  // One entry per destination: the articles live in the help centre, and the contact card is
  // where customer service is reached.
  return [
    { key: "help-centre", label: label.helpCentre, href: site.helpCentreUrl, newTab: true },
    { key: "integrations", label: label.integrations, to: pathOf("info.integrations") },
    { key: "downloads", label: label.downloads, to: pathOf("info.downloads") },
    { key: "faq", label: label.faq, to: pathOf("info.faq") },
    { key: "customer-service", label: label.customerService, to: `${pathOf("info.support")}#klantenservice` },
  ];
}

export function generalItems(site: Pick<SiteConfig, "merchantLoginUrl" | "merchantStartUrl">, frame: FrameCopy): MenuItem[] {
  return [
    { key: "home", label: frame.menu.home, to: pathOf("home.index") },
    { key: "pricing", label: frame.menu.pricing, to: pathOf("pricing.index") },
    { key: "login", label: frame.actions.login, href: site.merchantLoginUrl },
    { key: "start", label: frame.actions.startFree, href: site.merchantStartUrl, track: "onboarding_start" },
  ];
}
