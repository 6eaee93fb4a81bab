import { describe, expect, it } from "vitest";
import { viteConnected } from "../../tooling/servers/dev-server";
import { POLL_TIMEOUT_MS, useBrowser } from "./support/browser";
import { withoutSoftHyphens } from "./support/copy";
import { useDevServer } from "./support/dev-server";

// That `npm run dev` answers as the build does is checked over HTTP in scripts/dev/index.integration.test.ts;
// here only what needs the open page: saved changes and the type checker's overlay.
const { newContext } = useBrowser();

/** A hang detector for the type checker, which checks the whole project first, as `npm run build` does: tens of seconds on two busy cores. */
const TYPE_CHECK_LIMIT_MS = 120_000;
/**
 * A hang detector for the first page load: Vite compiles the page's modules when they are first
 * asked for, tens of seconds on two busy cores. The HTTP checks that used to warm it up first are
 * in scripts/dev/index.integration.test.ts now.
 */
const FIRST_LOAD_LIMIT_MS = 120_000;

const dev = useDevServer();

describe("npm run dev", () => {
  it(
    "shows a saved change to the copy, a component and the stylesheet in the open page without a manual reload",
    async () => {
      const context = await newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
      try {
        const page = await context.newPage();
        let connected = viteConnected(page, FIRST_LOAD_LIMIT_MS);
        await page.goto(`${dev().url}/?lang=en`, { timeout: FIRST_LOAD_LIMIT_MS });
        await connected;
        const heading = page.locator("h1");
        const title = withoutSoftHyphens(await heading.innerText());
        // The file the editor writes (decision 078), changed as a save in the editor changes it.
        const copyFile = "content/pages/home.index.json";
        const copy = await dev().read(copyFile);
        const english = `"en": ${JSON.stringify(title)}`;
        expect(copy, `the home page's English title is in ${copyFile}`).toContain(english);
        connected = viteConnected(page, POLL_TIMEOUT_MS);
        await dev().write(copyFile, copy.replace(english, `"en": "Changed while the page was open"`));
        await expect.poll(async () => withoutSoftHyphens(await heading.innerText())).toBe("Changed while the page was open");
        // A stylesheet's update goes to the page that is connected: the reloaded one, once it is.
        await connected;

        const stylesheet = await dev().read("app/app.css");
        await dev().write("app/app.css", `${stylesheet}\n:root { --saved-while-open: 7px; }\n`);
        await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--saved-while-open").trim())).toBe("7px");

        const component = "app/render/Document.tsx";
        const source = await dev().read(component);
        expect(source).toContain("<main ");
        await dev().write(component, source.replace("<main ", "<main data-saved-while-open "));
        await expect.poll(() => page.locator("main[data-saved-while-open]").count()).toBe(1);
      } finally {
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS + 60_000,
  );

  it(
    "shows a type error in content with its file and line, in the terminal and over the page",
    async () => {
      const context = await newContext({ viewport: { width: 1280, height: 800 } });
      // Words and figures are data now (content/pages/, content/figures.json); the offer's structure is still typed code.
      const file = "content/pricing-constants.ts";
      const original = await dev().read(file);
      try {
        const page = await context.newPage();
        await page.goto(`${dev().url}/prijzen?lang=en`);
        // The checker's first pass over the project ends before an edit is checked on its own.
        await expect.poll(() => dev().output.includes("Watching for file changes"), { timeout: TYPE_CHECK_LIMIT_MS }).toBe(true);
        expect(dev().output, "the project as checked out type-checks clean").toContain("Found 0 errors");
        const lines = original.split("\n");
        const at = lines.findIndex((line) => /^export const SWIPE_HINT_THRESHOLD_PX = \d+;/.test(line));
        expect(at).toBeGreaterThan(-1);
        lines[at] = lines[at]!.replace(/= (\d+);/, ': number = "$1";');
        await dev().write(file, lines.join("\n"));
        const where = `${file}:${at + 1}`;
        await expect.poll(() => dev().output.includes(where), { timeout: TYPE_CHECK_LIMIT_MS }).toBe(true);
        // The overlay is in the page's shadow DOM, which getByText reads.
        await expect.poll(() => page.getByText(where).count(), { timeout: TYPE_CHECK_LIMIT_MS }).toBeGreaterThan(0);
      } finally {
        await dev().write(file, original);
        await context.close();
      }
    },
    3 * TYPE_CHECK_LIMIT_MS,
  );
});
