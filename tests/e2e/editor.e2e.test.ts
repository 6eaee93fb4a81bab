import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIGURE_GROUPS } from "../../content/figures";
import { CASE_PAGES } from "../../content/schema/case";
import { FAQ_PAGE } from "../../content/schema/faq";
import { storedTexts } from "../../content/schema/fields";
import { FRAME } from "../../content/schema/frame";
import { HOME_PAGE } from "../../content/schema/home";
import { PRICING_PAGE } from "../../content/schema/pricing";
import { PRODUCT_PAGES } from "../../content/schema/product";
import { SUPPORT_PAGE } from "../../content/schema/support";
import { FIGURES_ENTRY } from "../../scripts/cms/keystatic.config";
import { LOCALES } from "../../shared/locale";
import { viteConnected } from "../../tooling/servers/dev-server";
import { useBrowser } from "./support/browser";
import { withoutSoftHyphens } from "./support/copy";
import { useDevServer } from "./support/dev-server";
import { recordSaves, saveAndSettle } from "./support/editor-saves";

/*
 * The editor of `npm run dev` (/admin, scripts/cms/, decision 078), as an editor uses it: a
 * change typed in the browser is saved to content/pages/ and shows in the open page; a text the
 * copy rules refuse is named next to its field and nothing is written. The dev server runs from a
 * copy of the project (tooling/servers/dev-server.ts), so its files can be changed.
 */
const { newContext } = useBrowser();

/**
 * A hang detector for the editor's first load: esbuild bundles it (React, Keystatic) when first
 * asked for (scripts/cms/editor-routes.ts); seconds, tens of them on two busy cores.
 */
const FIRST_LOAD_LIMIT_MS = 180_000;
const PAGE_FILE = "content/pages/info.support.json";

// The editor, not the type checker (tested in dev-server.e2e.test.ts): without it, the dev server leaves the CPU to the tests.
const dev = useDevServer({ typeCheck: false });

/** A page's entry in the editor, by the name the editor lists it under, its form loaded. */
async function openEntry(editor: Page, label: string): Promise<void> {
  await editor.goto(`${dev().url}/admin`, { timeout: FIRST_LOAD_LIMIT_MS });
  await editor.getByRole("link", { name: label, exact: true }).first().click({ timeout: FIRST_LOAD_LIMIT_MS });
  await editor.getByRole("textbox", { name: "Nederlands" }).first().waitFor({ timeout: FIRST_LOAD_LIMIT_MS });
}

/** The Dutch box of the page's main heading: the third text of the form (search title, search description, heading). */
const dutchHeading = (editor: Page) => editor.getByRole("textbox", { name: "Nederlands" }).nth(2);

describe("the editor at /admin", () => {
  it(
    "saves a Dutch heading typed in the browser to the page's file, and the open page shows it",
    async () => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const site = await context.newPage();
        const connected = viteConnected(site, FIRST_LOAD_LIMIT_MS);
        await site.goto(`${dev().url}/info/support?lang=nl`, { timeout: FIRST_LOAD_LIMIT_MS });
        await connected;
        const heading = site.locator("h1");
        await expect.poll(async () => withoutSoftHyphens(await heading.innerText())).toBe("Vragen? App, bel of mail ons");

        const editor = await context.newPage();
        await openEntry(editor, SUPPORT_PAGE.label);
        await expect.poll(() => dutchHeading(editor).inputValue()).toBe("Vragen? App, bel of mail ons");
        await dutchHeading(editor).fill("Vragen? App, bel of mail ons gerust");
        await editor.getByRole("button", { name: "Save" }).click();

        await expect.poll(async () => (await dev().read(PAGE_FILE)).includes('"nl": "Vragen? App, bel of mail ons gerust"')).toBe(true);
        await expect.poll(async () => withoutSoftHyphens(await heading.innerText())).toBe("Vragen? App, bel of mail ons gerust");
        // Only the changed text: the file stays as the editor wrote it, one line of the diff.
        const saved = await dev().read(PAGE_FILE);
        expect(saved.split("\n").filter((line) => line.includes("gerust")).length).toBe(2);
      } finally {
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  const REFUSED: Array<[string, string, RegExp]> = [
    ["an empty text", "", /Write the Dutch text/],
    ["an unknown placeholder", "Vanaf {startr} per maand", /\{startr\}: not a placeholder/],
    ["a typed price", "Vanaf € 39 per maand", /A figure is typed as a number/],
    ["a banned word", "Kies je abonnement", /The word for a plan is "pakket"/],
    ["English on a Dutch page", "Al je orders op één plek", /English on a Dutch page: orders/],
  ];

  it(
    "names each refused text next to its field, announces it, and writes nothing",
    async () => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const editor = await context.newPage();
        const saves = recordSaves(editor);
        await openEntry(editor, SUPPORT_PAGE.label);
        const before = await dev().read(PAGE_FILE);
        for (const [what, text, message] of REFUSED) {
          const box = dutchHeading(editor);
          await box.fill(text);
          await saveAndSettle(editor);
          await expect.poll(() => box.getAttribute("aria-invalid"), { message: what }).toBe("true");
          const described = (await box.getAttribute("aria-describedby")) ?? "";
          const description = await Promise.all(described.split(" ").map((id) => editor.locator(`[id="${id}"]`).innerText()));
          expect(description.join(" "), what).toMatch(message);
        }
        // Nothing invalid reached the file, however often Save was pressed: no save was sent, or the server refused each.
        expect(saves.filter((save) => save.status !== 400)).toEqual([]);
        expect(await dev().read(PAGE_FILE)).toBe(before);
      } finally {
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  it(
    "opens the downloads page's entry with its Dutch texts, and says under a field what its own placeholders stand for",
    async () => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const editor = await context.newPage();
        await openEntry(editor, "Downloads");
        const stored = JSON.parse(await dev().read("content/pages/info.downloads.json")) as Record<string, Record<string, { nl: string }>>;
        const dutch = editor.getByRole("textbox", { name: "Nederlands" });
        // The form's first texts, in the file's order: search title, search description, heading.
        await expect
          .poll(() => Promise.all([0, 1, 2].map((index) => dutch.nth(index).inputValue())))
          .toEqual([stored.meta!.title!.nl, stored.meta!.description!.nl, stored.hero!.title!.nl]);
        await editor.getByRole("heading", { name: "Newest version of a system" }).waitFor();
        await editor.getByText("{version} is a version number, such as 2.4.0.", { exact: false }).first().waitFor();
      } finally {
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  // A product page, which closes with its own block; a case page, whose plan and products are
  // choices; the home page, whose texts are keyed by ids; the frame, no page of its own; the FAQ,
  // whose answers each have their own fields; the pricing page, whose table cells may be a tick or a cross.
  it.each([PRODUCT_PAGES["products.qr"], CASE_PAGES["cases.lunchroom"], HOME_PAGE, FRAME, FAQ_PAGE, PRICING_PAGE])(
    "opens the entry $label with the Dutch of each of its texts, as its file has them",
    async (edited) => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const editor = await context.newPage();
        await openEntry(editor, edited.label);
        const stored: unknown = JSON.parse(await dev().read(`content/pages/${edited.id}.json`));
        // A list's items are edited one at a time, each in its own dialog; the form shows the rest.
        const shown = storedTexts(edited.fields, stored).filter(({ path }) => !path.includes("["));
        const dutch = editor.getByRole("textbox", { name: "Nederlands" });
        await expect
          .poll(() => dutch.evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value)))
          .toEqual(shown.map(({ texts }) => texts.nl));
      } finally {
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  it(
    "shows a cell of the pricing table as a tick, a cross or a text, as its file has it",
    async () => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const editor = await context.newPage();
        await openEntry(editor, PRICING_PAGE.label);
        const stored = JSON.parse(await dev().read(`content/pages/${PRICING_PAGE.id}.json`)) as {
          table: { rows: Array<{ cells: Array<boolean | { nl: string }> }> };
        };
        const firstCells = stored.table.rows.map(({ cells }) => cells[0]);
        // The first row whose first cell is a tick, a cross and a text, with the choice the editor should show.
        const cases = [
          [firstCells.indexOf(true), "yes"],
          [firstCells.indexOf(false), "no"],
          [firstCells.findIndex((cell) => typeof cell === "object"), "text"],
        ] as const;
        for (const [row, mark] of cases) {
          // Each row and cell is named in its list by its first words (scripts/cms/keystatic.config.tsx), so found by its place.
          await editor.getByRole("grid", { name: "Row" }).getByRole("row").nth(row).click();
          await editor.getByRole("dialog").getByRole("grid", { name: "Cell" }).getByRole("row").first().click();
          const cell = editor.getByRole("dialog").last();
          await expect.poll(() => cell.getByRole("radio", { checked: true }).getAttribute("value")).toBe(mark);
          const text = firstCells[row];
          if (typeof text === "object") await expect.poll(() => cell.getByRole("textbox", { name: "Nederlands" }).inputValue()).toBe(text.nl);
          // Back to the form as it opened, the cell's dialog and then its row's closed unchanged with
          // their Done, as an editor leaves them: the next row is opened from the same list (a reload
          // each time cost a load of the whole editor). Escape left the row's dialog open in one run
          // of three: it acts only where the focus is.
          for (const open of [2, 1]) {
            await editor.getByRole("dialog").last().getByRole("button", { name: "Done" }).click();
            await expect.poll(() => editor.getByRole("dialog").count()).toBe(open - 1);
          }
        }
      } finally {
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  it("refuses, on the server too, a change that skipped the browser's checks, naming the field", async () => {
    const before = await dev().read(PAGE_FILE);
    const changed = before.replace('"nl": "Vragen? App, bel of mail ons', '"nl": "Kies een abonnement voor € 39');
    const answer = await fetch(`${dev().url}/api/keystatic/update`, {
      method: "POST",
      headers: { "content-type": "application/json", "no-cors": "1" },
      body: JSON.stringify({ additions: [{ path: "pages/info.support.json", contents: Buffer.from(changed).toString("base64") }], deletions: [] }),
    });
    expect(answer.status).toBe(400);
    // Sentences, as Keystatic's banner over the form shows them.
    const error = await answer.text();
    expect(error).toMatch(/^Not saved\. /);
    expect(error).toContain("Top of the page › Heading (nl): A figure is typed as a number");
    expect(error).toContain('The word for a plan is "pakket"');
    expect(await dev().read(PAGE_FILE)).toBe(before);
  });
});

describe("the figures in the editor", () => {
  const FIGURES_FILE = "content/figures.json";

  /** The figures' entry, its form loaded, and the box of Starter's monthly fee, found by its label as an editor reads it. */
  async function starterFee(editor: Page) {
    await editor.goto(`${dev().url}/admin`, { timeout: FIRST_LOAD_LIMIT_MS });
    await editor.getByRole("link", { name: FIGURES_ENTRY.label, exact: true }).first().click({ timeout: FIRST_LOAD_LIMIT_MS });
    const box = editor.getByLabel(FIGURE_GROUPS.plans.boxes.starter.label, { exact: false });
    await box.waitFor({ timeout: FIRST_LOAD_LIMIT_MS });
    return box;
  }

  it(
    "saves Starter's monthly fee typed in the browser to content/figures.json, and the open pricing page shows it in every language",
    async () => {
      const original = await dev().read(FIGURES_FILE);
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const prices = await Promise.all(
          LOCALES.map(async (locale) => {
            const site = await context.newPage();
            const connected = viteConnected(site, FIRST_LOAD_LIMIT_MS);
            await site.goto(`${dev().url}/prijzen?lang=${locale}`, { timeout: FIRST_LOAD_LIMIT_MS });
            await connected;
            return site.locator('li[data-plan="starter"] [data-testid="plan-price"]');
          }),
        );
        for (const price of prices) await expect.poll(() => price.innerText()).toMatch(/^€\s?39$|^39\s€$/);

        const editor = await context.newPage();
        const box = await starterFee(editor);
        await expect.poll(() => box.inputValue()).toBe("39");
        await box.fill("41");
        await editor.getByRole("button", { name: "Save" }).click();

        await expect.poll(async () => JSON.parse(await dev().read(FIGURES_FILE)).plans.starter).toBe(41);
        // Every language's page, each formatted as that language writes a price.
        for (const price of prices) await expect.poll(() => price.innerText()).toMatch(/^€\s?41$|^41\s€$/);
        // Only the changed figure: the file stays as the editor wrote it, one line of the diff.
        const changed = (await dev().read(FIGURES_FILE)).split("\n").filter((line, index) => line !== original.split("\n")[index]);
        expect(changed).toEqual(['    "starter": 41,']);
      } finally {
        await dev().write(FIGURES_FILE, original);
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  it(
    "names a refused figure next to its box, announces it, and writes nothing",
    async () => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const editor = await context.newPage();
        const saves = recordSaves(editor);
        const box = await starterFee(editor);
        const before = await dev().read(FIGURES_FILE);
        await box.fill("-5");
        await box.press("Tab");
        await saveAndSettle(editor);
        await expect.poll(() => box.getAttribute("aria-invalid")).toBe("true");
        const described = (await box.getAttribute("aria-describedby")) ?? "";
        const description = await Promise.all(described.split(" ").map((id) => editor.locator(`[id="${id}"]`).innerText()));
        expect(description.join(" ")).toMatch(/A figure cannot be below 0/);

        // A rule between the plans' figures (a plan with a trial has a fee) is said under their group, as an alert.
        await box.fill("0");
        await box.press("Tab");
        await saveAndSettle(editor);
        await expect.poll(() => editor.getByRole("alert").filter({ hasText: "Starter has a free trial, so it needs a monthly fee above € 0" }).count()).toBe(1);
        // Nothing refused reached the file, however often Save was pressed: no save was sent, or the server refused each.
        expect(saves.filter((save) => save.status !== 400)).toEqual([]);
        expect(await dev().read(FIGURES_FILE)).toBe(before);
      } finally {
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  it("refuses, on the server too, figures that skipped the browser's checks, naming the figure", async () => {
    const before = await dev().read(FIGURES_FILE);
    const changed = before.replace('"starter": 39', '"starter": -5');
    const answer = await fetch(`${dev().url}/api/keystatic/update`, {
      method: "POST",
      headers: { "content-type": "application/json", "no-cors": "1" },
      body: JSON.stringify({ additions: [{ path: FIGURES_ENTRY.file, contents: Buffer.from(changed).toString("base64") }], deletions: [] }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("Not saved. Plans › Starter, per month: A figure cannot be below 0.");
    expect(await dev().read(FIGURES_FILE)).toBe(before);
  });
});
