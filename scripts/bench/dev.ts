/**
 * `npm run bench:dev [-- --runs N]`: how soon `npm run dev` (decision 042) serves, and how soon a
 * saved change shows in the open page. In a copy of the project (tooling/servers/dev-server.ts),
 * with Chromium at 1280 px: the time from starting to ready, the first page, then per run a saved
 * change to the copy (content/pages/home.index.json, as the editor writes it), a component (app/render/Document.tsx) and the
 * stylesheet (app/app.css), each timed from the save to the open page showing it. Medians of
 * --runs (default 5). Exit 0 when they meet DEV_BUDGETS_MS, 1 otherwise.
 */
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/browser/find-browser";
import { DevServer, viteConnected } from "../../tooling/servers/dev-server";

/** Decision 042's promise: a saved change shows within 2 s; the server "starts in seconds". */
export const DEV_BUDGETS_MS = { start: 10_000, change: 2_000 } as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Saves `file` changed by `edit`, and how long until `shown` holds in the page; waits for Vite's client to be back after a reload. */
async function timeChange(dev: DevServer, page: Page, file: string, edit: (text: string) => string, shown: string, reloads: boolean): Promise<number> {
  const before = await dev.read(file);
  const connected = reloads ? viteConnected(page, 60_000) : null;
  const saved = performance.now();
  await dev.write(file, edit(before));
  await page.waitForFunction(shown, null, { timeout: 60_000, polling: "raf" });
  const elapsed = performance.now() - saved;
  await connected;
  return elapsed;
}

async function main() {
  const runsFlag = process.argv.indexOf("--runs");
  const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1]);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error("usage: npm run bench:dev [-- --runs N]");
    process.exit(2);
  }
  const startedAt = performance.now();
  const dev = await DevServer.start({});
  const start = performance.now() - startedAt;
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    // The conditions below are evaluated as strings, which the pages' CSP would refuse.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const connected = viteConnected(page, 60_000);
    const firstAt = performance.now();
    await page.goto(`${dev.url}/?lang=en`);
    const firstPage = performance.now() - firstAt;
    await connected;
    const times = { copy: [] as number[], component: [] as number[], stylesheet: [] as number[] };
    for (let run = 1; run <= runs; run++) {
      const title = `Saved change ${run}`;
      times.copy.push(
        await timeChange(
          dev,
          page,
          "content/pages/home.index.json",
          (text) => text.replace(/("hero": \{\s*"title": \{\s*"nl": "[^"]*",\s*"en": )"[^"]*"/, `$1${JSON.stringify(title)}`),
          `document.querySelector("h1")?.textContent === ${JSON.stringify(title)}`,
          true,
        ),
      );
      times.component.push(
        await timeChange(
          dev,
          page,
          "app/render/Document.tsx",
          (text) => text.replace(/<main (data-run="\d+" )?/, `<main data-run="${run}" `),
          `document.querySelector('main[data-run="${run}"]') !== null`,
          true,
        ),
      );
      times.stylesheet.push(
        await timeChange(
          dev,
          page,
          "app/app.css",
          (text) => `${text.replace(/\n:root \{ --bench-run: \d+px; \}\n$/, "")}\n:root { --bench-run: ${run}px; }\n`,
          `getComputedStyle(document.documentElement).getPropertyValue("--bench-run").trim() === "${run}px"`,
          false,
        ),
      );
    }
    const change = Object.fromEntries(Object.entries(times).map(([what, values]) => [what, median(values)])) as Record<keyof typeof times, number>;
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(`npm run dev: ready in ${ms(start)} (budget ${ms(DEV_BUDGETS_MS.start)}), first page ${ms(firstPage)}`);
    for (const [what, value] of Object.entries(change))
      console.log(
        `saved ${what} shown after ${ms(value)} (median of ${runs}; runs ${times[what as keyof typeof times].map(ms).join(", ")}; budget ${ms(DEV_BUDGETS_MS.change)})`,
      );
    const failed = start > DEV_BUDGETS_MS.start || Object.values(change).some((value) => value > DEV_BUDGETS_MS.change);
    console.log(failed ? "OVER BUDGET" : "within budget");
    process.exitCode = failed ? 1 : 0;
  } finally {
    await browser.close();
    await dev.stop();
  }
}

await main();
