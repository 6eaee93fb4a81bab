import type { Page, Response } from "playwright-core";

/**
 * Opens a page and waits until its script has run. Scripts load after the first paint
 * (app/render/boot-script.ts), so a click that comes sooner reaches a page that cannot act yet.
 */
export async function gotoEnhanced(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForEnhancement(page);
  return response;
}

export async function waitForEnhancement(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
}
