import AxeBuilder from "@axe-core/playwright";
import type { Dialog, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../content/en/downloads";
import nl from "../../content/nl/downloads";
import { useBrowser } from "./support/browser";
import { gotoHydrated } from "./support/navigation";

const { newContext } = useBrowser();
const MAC_UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const WIN_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const LINUX_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

async function openDownloads(userAgent = WIN_UA, lang = "en", prepare?: (page: Page) => Promise<void>) {
  const context = await newContext({ userAgent, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await prepare?.(page);
  await gotoHydrated(page, `/downloads?lang=${lang}`);
  return { context, page };
}

const highlighted = (page: Page) => page.locator("[data-os][data-highlighted]").getAttribute("data-os");

describe("the downloads page", () => {
  it.each([
    [MAC_UA, "mac_os"],
    [WIN_UA, "win"],
    [LINUX_UA, "win"],
  ])("highlights the visitor's system (%s → %s)", async (userAgent, os) => {
    const { context, page } = await openDownloads(userAgent);
    await page.locator("[data-os]").first().waitFor();
    await expect(highlighted(page)).resolves.toBe(os);
    await expect(page.locator("[data-os]").count()).resolves.toBe(2);
    await context.close();
  });

  it("shows each card's copy in Dutch, with the latest version, size and SHA-256", async () => {
    const { context, page } = await openDownloads(WIN_UA, "nl");
    const card = page.locator('[data-os="win"]');
    await expect(card.innerText()).resolves.toContain(nl.systems.win.supported);
    await expect(card.innerText()).resolves.toContain("Nieuwste versie voor Windows: 2.10.0");
    await card.getByText(nl.fileDetails.summary).click();
    await expect(card.innerText()).resolves.toMatch(/[0-9a-f]{64}/);
    await expect(page.locator('[data-os="mac_os"]').innerText()).resolves.toContain("Mac OSX Ventura, Monterey, Big Sur");
    await context.close();
  });

  it("downloads the file through a real signed link after showing that it is busy", async () => {
    const { context, page } = await openDownloads(WIN_UA, "en", async (page) => {
      // Hold the POST a moment so the busy state can be seen; it then goes to the real server.
      await page.route("**/api/home/v1/downloads", async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
    });
    const button = page.getByRole("button", { name: "Download Installer (64-bit) for Windows, version 2.10.0" });
    const downloading = page.waitForEvent("download");
    await button.click();
    await expect(button.getAttribute("aria-busy")).resolves.toBe("true");
    await expect(page.getByRole("status").innerText()).resolves.toBe(en.busy);
    const download = await downloading;
    expect(download.url()).toMatch(/\/api\/home\/v1\/files\/win\/2\.10\.0\/bestelwijs-2\.10\.0-x64-sample\.exe\?expires=\d+&signature=/);
    expect(download.suggestedFilename()).toBe("bestelwijs-2.10.0-x64-sample.exe");
    const stream = await download.createReadStream();
    let text = "";
    for await (const chunk of stream) text += chunk;
    expect(text).toContain("SAMPLE FILE");
    await context.close();
  });

  it("opens one system and one version of previous versions at a time, by keyboard too", async () => {
    const { context, page } = await openDownloads();
    const windows = page.getByRole("button", { name: "Windows", exact: true });
    const mac = page.getByRole("button", { name: "macOS", exact: true });
    const v240 = page.getByRole("button", { name: "Version 2.4.0" });
    const v231 = page.getByRole("button", { name: "Version 2.3.1" });
    const expanded = (locator: typeof windows) => locator.getAttribute("aria-expanded");

    await expect(v240.isVisible()).resolves.toBe(false);
    await windows.focus();
    await page.keyboard.press("Enter");
    await expect(expanded(windows)).resolves.toBe("true");
    await v240.click();
    await expect(page.getByRole("button", { name: "Installer (32-bit)" }).isVisible()).resolves.toBe(true);
    await v231.click();
    await expect(expanded(v240)).resolves.toBe("false");
    await expect(expanded(v231)).resolves.toBe("true");
    await v231.click();
    await expect(expanded(v231)).resolves.toBe("false");
    await mac.focus();
    await page.keyboard.press("Space");
    await expect(expanded(mac)).resolves.toBe("true");
    await expect(expanded(windows)).resolves.toBe("false");
    await expect(page.getByRole("button", { name: "Version 2.9.2" }).isVisible()).resolves.toBe(true);
    await mac.click();
    await expect(expanded(mac)).resolves.toBe("false");
    await context.close();
  });

  it("logs a failed POST and shows the server's error sentence in an alert", async () => {
    const { context, page } = await openDownloads(WIN_UA, "en", async (page) => {
      await page.route("**/api/home/v1/downloads", (route) =>
        route.request().method() === "POST" ? route.fulfill({ status: 429, contentType: "application/json", body: '{"error":"Too many download requests. Please wait 30 seconds and try again."}' }) : route.continue(),
      );
    });
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    // An open alert blocks the page, so the handler closes it as soon as it has been seen.
    const dialog = new Promise<Dialog>((resolve) => page.once("dialog", (shown) => void shown.dismiss().then(() => resolve(shown))));
    await page.locator('[data-os="win"] button.btn').click();
    expect((await dialog).type()).toBe("alert");
    expect((await dialog).message()).toBe("Too many download requests. Please wait 30 seconds and try again.");
    expect(errors.join("\n")).toContain("429");
    await context.close();
  });

  it("shows nothing when a failed POST has no error field", async () => {
    const { context, page } = await openDownloads(WIN_UA, "en", async (page) => {
      await page.route("**/api/home/v1/downloads", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 502, body: "Bad gateway" }) : route.continue()));
    });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const logged = page.waitForEvent("console", (message) => message.type() === "error");
    await page.locator('[data-os="win"] button.btn').click();
    await expect(logged.then((message) => message.text())).resolves.toContain("502");
    expect(dialogs).toEqual([]);
    expect(page.url()).toContain("/downloads");
    await context.close();
  });

  it("says so in the visitor's language when the list cannot load, and retries", async () => {
    let fail = true;
    const { context, page } = await openDownloads(WIN_UA, "nl", async (page) => {
      await page.route("**/api/home/v1/downloads", (route) => (fail ? route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }) : route.continue()));
    });
    const alert = page.getByRole("alert");
    await expect(alert.innerText()).resolves.toContain(nl.loadError.title);
    fail = false;
    await page.getByRole("button", { name: nl.loadError.retry }).click();
    await page.locator("[data-os]").first().waitFor();
    await expect(page.locator("[data-os]").count()).resolves.toBe(2);
    await context.close();
  });

  it.each([390, 1280])("does not shift the layout when the list arrives (%ipx)", async (width) => {
    const context = await newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { shift: number }).shift += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, "/downloads?lang=en");
    await page.locator("[data-os]").first().waitFor();
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => (window as unknown as { shift: number }).shift)).resolves.toBe(0);
    await expect(page.getByRole("heading", { name: en.listTitle }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it.each(["nl", "en"])("has no axe violations with the list, a version and the file details open (%s)", async (lang) => {
    const { context, page } = await openDownloads(MAC_UA, lang);
    const copy = lang === "nl" ? nl : en;
    await page.getByRole("button", { name: "Windows", exact: true }).click();
    await page.getByRole("button", { name: copy.previous.versionLabel.replace("{version}", "2.4.0") }).click();
    await page.locator('[data-os="mac_os"]').getByText(copy.fileDetails.summary).click();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });
});
