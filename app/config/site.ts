import type { SiteConfig } from "../../config/site-config";

// Injected by Vite's `define` from the validated environment at build time (vite.config.ts).
declare const __SITE_CONFIG__: SiteConfig;

export const site: SiteConfig = __SITE_CONFIG__;

export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/ /g, "")}`;
}
