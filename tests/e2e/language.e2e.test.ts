import { describe, expect, it } from "vitest";
import en from "../../content/en/pricing";
import nl from "../../content/nl/pricing";
import enFaq from "../../content/en/faq";
import nlFaq from "../../content/nl/faq";
import { useBrowser } from "./support/browser";
import { gotoHydrated } from "./support/navigation";

const { newContext } = useBrowser();

async function openDesktop(url: string) {
  const context = await newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const response = await gotoHydrated(page, url);
  return { context, page, response };
}

const storedLocale = (page: import("playwright-core").Page) => page.evaluate(() => localStorage.getItem("preferredLocale"));

describe("language switcher", () => {
  it("switches in place, and a reload comes back in the chosen language on the first byte", async () => {
    const { context, page } = await openDesktop("/prijzen");
    await expect(page.locator("h1").innerText()).resolves.toBe(en.hero.title); // localhost is not .nl: English

    await page.getByRole("button", { name: /^Language:/ }).click();
    await page.getByRole("button", { name: "Nederlands" }).click();
    await page.locator("h1", { hasText: nl.hero.title }).waitFor();
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("nl-NL");
    await expect(page.title()).resolves.toBe(nl.meta.title);
    expect(page.url()).toMatch(/\/prijzen$/); // same page, no reload to another URL
    await expect(storedLocale(page)).resolves.toBe("nl");
    expect((await context.cookies()).find((c) => c.name === "preferredLocale")?.value).toBe("nl");

    const reloaded = await page.reload();
    const firstByte = await reloaded!.text();
    expect(firstByte).toContain('<html lang="nl-NL"');
    expect(firstByte).toContain(nl.hero.title);
    expect(firstByte).not.toContain(en.hero.title);
    await context.close();
  });

  it("switches back to English and keeps it across a reload", async () => {
    const { context, page } = await openDesktop("/prijzen?lang=nl");
    await page.getByRole("button", { name: /^Taal:/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    await page.locator("h1", { hasText: en.hero.title }).waitFor();
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('<html lang="en"');
    await context.close();
  });
});

describe("the lang query parameter (spec §4)", () => {
  it.each([
    ["nl", "nl-NL", nlFaq.hero.title, "nl"],
    ["en", "en", enFaq.hero.title, "en"],
    ["de", "en", enFaq.hero.title, "en"],
  ])("?lang=%s shows %s, is stored, and is removed from the address", async (param, htmlLang, h1, stored) => {
    const { context, page, response } = await openDesktop(`/info/faq?lang=${param}&utm_source=test#top`);
    expect(await response!.text()).toContain(`<html lang="${htmlLang}"`);
    await expect(page.locator("h1").innerText()).resolves.toBe(h1);
    await page.waitForFunction(() => !new URL(location.href).searchParams.has("lang"));
    const url = new URL(page.url());
    expect(url.pathname).toBe("/info/faq");
    expect(url.searchParams.get("utm_source")).toBe("test"); // only lang is removed
    await expect(storedLocale(page)).resolves.toBe(stored);
    await context.close();
  });
});
