import { readSiteConfig } from "../../config/site-config";

/**
 * The site's configuration, read from the environment and validated (config/site-config.ts) when
 * a page is rendered: pages render only in Node, at build time (scripts/prerender.ts) and in the
 * server's downloads list, so build and run time read it the same way. The browser's script
 * never imports this module: what it needs to know, it reads from the page.
 */
export const site = readSiteConfig(process.env);

export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/ /g, "")}`;
}
