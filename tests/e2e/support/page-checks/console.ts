import type { Page } from "playwright-core";

/** Every console error and uncaught exception of a page from now on (e.g. an exception in the page's script). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
