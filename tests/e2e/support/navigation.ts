import type { Page, Response } from "playwright-core";

/**
 * Opens a page and waits until its script has run. Scripts load after the first paint
 * (app/browser/enhance/boot.ts), so a click that comes sooner reaches a page that cannot act yet.
 */
export async function gotoEnhanced(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForEnhancement(page);
  return response;
}

export async function waitForEnhancement(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
}

/**
 * Activates the header's control for `locale` where it is, as a visitor does: in a sticky header,
 * or inside the open phone menu or dropdown that holds it (opened first, closed again if that
 * layout does not show it). element.click() does not scroll to it first, as Playwright's click would.
 */
export async function activateLanguageControl(page: Page, locale: string): Promise<void> {
  await page.evaluate((code) => {
    for (const control of document.querySelectorAll<HTMLElement>(`header a[lang='${code}'], header button[lang='${code}']`)) {
      const details = control.closest("details");
      const popover = control.closest<HTMLElement>("[popover]");
      if (details) details.open = true;
      if (popover && !popover.matches(":popover-open")) popover.showPopover();
      if (control.checkVisibility()) return control.click();
      if (details) details.open = false;
      if (popover) popover.hidePopover();
    }
    throw new Error(`no visible language control for ${code} in the header`);
  }, locale);
}
