import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { storedTexts } from "../../content/schema/fields";
import { PRODUCT_PICTURES } from "../../content/schema/product-pictures";
import { SHOWCASE_PICTURES } from "../../content/schema/showcase-pictures";
import { viteConnected } from "../../tooling/servers/dev-server";
import { useBrowser } from "./support/browser";
import { useDevServer } from "./support/dev-server";
import { recordSaves, saveAndSettle } from "./support/editor-saves";

/*
 * The pictures' words and prices in the editor of `npm run dev` (/admin, scripts/cms/, decision
 * 078): a dish's price typed in euros is saved as cents to content/pages/pictures.products.json,
 * and the picture, drawn when asked, shows it; a price the editor refuses is said next to its box
 * and in the list, and nothing is written. The dev server runs from a copy of the project.
 */
const { newContext } = useBrowser();

/** A hang detector for the editor's first load, which esbuild bundles when first asked for (tens of seconds on two busy cores). */
const FIRST_LOAD_LIMIT_MS = 180_000;
const PICTURES_FILE = `content/pages/${PRODUCT_PICTURES.id}.json`;
const FIRST_DISH = "Kaido box, 16 stuks";

// The editor, not the type checker (tested in dev-server.e2e.test.ts): without it, the dev server leaves the CPU to the tests.
const dev = useDevServer({ typeCheck: false });

/** The product pictures' entry, its form loaded, and the dialog of the checkout's first dish opened from its list. */
async function openFirstDish(editor: Page): Promise<ReturnType<Page["getByRole"]>> {
  await editor.goto(`${dev().url}/admin`, { timeout: FIRST_LOAD_LIMIT_MS });
  await editor.getByRole("link", { name: PRODUCT_PICTURES.label, exact: true }).first().click({ timeout: FIRST_LOAD_LIMIT_MS });
  await editor.getByRole("textbox", { name: "Nederlands" }).first().waitFor({ timeout: FIRST_LOAD_LIMIT_MS });
  // The list names each dish by its Dutch name, not "Item 1".
  await editor.getByRole("grid", { name: "Dish in the basket" }).getByRole("row", { name: FIRST_DISH, exact: true }).click({ timeout: FIRST_LOAD_LIMIT_MS });
  return editor.getByRole("dialog");
}

/** The file the page shows of a picture, as the dev server draws it now. */
async function pictureBytes(url: string): Promise<Buffer> {
  const answer = await fetch(url);
  expect(answer.headers.get("content-type")).toBe("image/webp");
  return Buffer.from(await answer.arrayBuffer());
}

interface StoredDish {
  name: Record<string, string>;
  priceCents: number;
}
const firstDish = async () => (JSON.parse(await dev().read(PICTURES_FILE)) as { webshopCheckout: { items: StoredDish[] } }).webshopCheckout.items[0]!;

describe("the pictures in the editor at /admin", () => {
  it(
    "saves a dish's name and its price typed in euros to the pictures' file, in cents, and the open page and its picture show it",
    async () => {
      const before = await dev().read(PICTURES_FILE);
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const site = await context.newPage();
        const connected = viteConnected(site, FIRST_LOAD_LIMIT_MS);
        await site.goto(`${dev().url}/producten/webshop?lang=nl`, { timeout: FIRST_LOAD_LIMIT_MS });
        await connected;
        // A mark the page loses when the dev server reloads it after the save.
        await site.evaluate(() => Object.assign(window, { beforeTheSave: true }));
        // The checkout picture of the webshop's product page, at the width the page asked for.
        const picture = await site
          .locator('img[src*="/webshop-checkout-"]')
          .first()
          .evaluate((image) => (image as HTMLImageElement).currentSrc);
        const drawnBefore = await pictureBytes(picture);
        expect(await firstDish()).toMatchObject({ name: { nl: FIRST_DISH }, priceCents: 2450 });

        const editor = await context.newPage();
        const dish = await openFirstDish(editor);
        const price = dish.getByRole("textbox", { name: "Price" });
        // The file's cents, shown as euros.
        await expect.poll(() => price.inputValue()).toBe("24,50");
        await price.fill("26,95");
        await dish.getByRole("textbox", { name: "Nederlands" }).fill("Kaido box, 18 stuks");
        await expect.poll(() => price.getAttribute("aria-invalid")).toBeNull();
        await dish.getByRole("button", { name: "Done" }).click();
        await editor.getByRole("button", { name: "Save", exact: true }).click();

        await expect.poll(firstDish).toMatchObject({ name: { nl: "Kaido box, 18 stuks", en: "Kaido box, 16 pieces" }, priceCents: 2695 });
        // Only those two lines of the file changed, as an ordinary diff shows them.
        const changed = (await dev().read(PICTURES_FILE)).split("\n");
        expect(before.split("\n").filter((line, index) => line !== changed[index])).toEqual([
          '          "nl": "Kaido box, 16 stuks",',
          '        "priceCents": 2450,',
        ]);
        await expect.poll(() => site.evaluate(() => "beforeTheSave" in window), { timeout: 10_000 }).toBe(false);
        await expect.poll(async () => (await pictureBytes(picture)).equals(drawnBefore)).toBe(false);
      } finally {
        await context.close();
        await dev().write(PICTURES_FILE, before);
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  const REFUSED: Array<[string, RegExp]> = [
    ["abc", /"abc" is not a price: write euros, such as 24,50 or 8\./],
    ["-1", /A price cannot be below zero\./],
    ["99999999999999999999", /A price in this picture is at most 999,99 euros: the picture has no room for more\./],
    ["24,505", /A price has at most two decimals/],
  ];

  it(
    "says next to the price's box, and in the list, why a price is refused, and writes nothing",
    async () => {
      const before = await dev().read(PICTURES_FILE);
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const editor = await context.newPage();
        const saves = recordSaves(editor);
        const dish = await openFirstDish(editor);
        const price = dish.getByRole("textbox", { name: "Price" });
        for (const [typed, message] of REFUSED) {
          await price.fill(typed);
          await expect.poll(() => price.getAttribute("aria-invalid"), { message: typed }).toBe("true");
          const described = (await price.getAttribute("aria-describedby")) ?? "";
          await expect
            .poll(() => Promise.all(described.split(" ").map((id) => editor.locator(`[id="${id}"]`).innerText())), { message: typed })
            .toEqual(expect.arrayContaining([expect.stringMatching(message)]));
        }
        // Keystatic closes an item's dialog whatever it holds; the item's name in the list then says what is wrong.
        await dish.getByRole("button", { name: "Done" }).click();
        const row = editor.getByRole("grid", { name: "Dish in the basket" }).getByRole("row").first();
        await expect
          .poll(() => row.getAttribute("aria-label"))
          .toMatch(/^Kaido box, 16 stuks — not saved until fixed: Price: A price has at most two decimals/);
        await saveAndSettle(editor);
        // Refused in the browser, nothing is sent; sent, the server refuses it. Either way the entry stays unsaved.
        expect(saves.filter((save) => save.status !== 400)).toEqual([]);
        await editor.getByText("Unsaved", { exact: true }).waitFor();
      } finally {
        await context.close();
      }
      expect(await dev().read(PICTURES_FILE)).toBe(before);
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );

  it.each([PRODUCT_PICTURES, SHOWCASE_PICTURES])(
    "opens the entry $label with the Dutch of each of its texts as its file has them, each on one line as the picture draws it",
    async (edited) => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const editor = await context.newPage();
        await editor.goto(`${dev().url}/admin`, { timeout: FIRST_LOAD_LIMIT_MS });
        await editor.getByRole("link", { name: edited.label, exact: true }).first().click({ timeout: FIRST_LOAD_LIMIT_MS });
        const dutch = editor.getByRole("textbox", { name: "Nederlands" });
        await dutch.first().waitFor({ timeout: FIRST_LOAD_LIMIT_MS });
        const stored: unknown = JSON.parse(await dev().read(`content/pages/${edited.id}.json`));
        // A list's items are edited one at a time, each in its own dialog; the form shows the rest.
        const shown = storedTexts(edited.fields, stored).filter(({ path }) => !path.includes("["));
        await expect
          // An optional line left out (a design without an add button) is an empty box in the form and nothing in the file.
          .poll(() =>
            dutch.evaluateAll((boxes) =>
              boxes.filter((box) => (box as HTMLInputElement).value !== "").map((box) => `${box.tagName} ${(box as HTMLInputElement).value}`),
            ),
          )
          .toEqual(shown.map(({ texts }) => `INPUT ${texts.nl}`));
      } finally {
        await context.close();
      }
    },
    FIRST_LOAD_LIMIT_MS * 2,
  );
});
