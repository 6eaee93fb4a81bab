import type { Drawing } from "./drawing";
import { drawing as caseCafetaria } from "./drawings/case-cafetaria";
import { drawing as caseGrillroom } from "./drawings/case-grillroom";
import { drawing as caseItalian } from "./drawings/case-italian";
import { drawing as caseLunchroom } from "./drawings/case-lunchroom";
import { drawing as caseSushi } from "./drawings/case-sushi";
import { drawing as homeHero } from "./drawings/home-hero";
import { drawing as managerDashboard } from "./drawings/manager-dashboard";
import { drawing as portalIntegrations } from "./drawings/portal-integrations";
import { drawing as posHandheld } from "./drawings/pos-handheld";
import { drawing as qrTable } from "./drawings/qr-table";
import { drawing as templateGrill } from "./drawings/template-grill";
import { drawing as templateLunchroom } from "./drawings/template-lunchroom";
import { drawing as templatePizzeria } from "./drawings/template-pizzeria";
import { drawing as templateSnackbar } from "./drawings/template-snackbar";
import { drawing as templateSushi } from "./drawings/template-sushi";
import { drawing as webshopCheckout } from "./drawings/webshop-checkout";
import { drawing as websiteBrowser } from "./drawings/website-browser";

/**
 * Every picture the build renders (scripts/pictures/index.ts), per locale and per width.
 * One import line per drawing module; keep the list sorted by name.
 */
// biome-ignore lint/suspicious/noExplicitAny: each drawing has its own text type
export const DRAWINGS: readonly Drawing<any>[] = [
  caseCafetaria,
  caseGrillroom,
  caseItalian,
  caseLunchroom,
  caseSushi,
  homeHero,
  managerDashboard,
  portalIntegrations,
  posHandheld,
  qrTable,
  templateGrill,
  templateLunchroom,
  templatePizzeria,
  templateSnackbar,
  templateSushi,
  webshopCheckout,
  websiteBrowser,
];
