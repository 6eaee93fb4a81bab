import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillCopy } from "../../app/components/sections/figures";
import { readSiteConfig } from "../../config/site-config";
import en from "../../content/en/pricing";
import nl from "../../content/nl/pricing";
import { useBrowser } from "./support/browser";
import { lettersOf } from "./support/copy";
import { gotoEnhanced } from "./support/navigation";

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const { newContext } = useBrowser();
const COPY = { nl: fillCopy(nl, "nl"), en: fillCopy(en, "en") };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function open(locale: "nl" | "en", viewport = DESKTOP) {
  const context = await newContext({ viewport });
  const page = await context.newPage();
  await gotoEnhanced(page, `/prijzen?lang=${locale}`);
  return { context, page };
}

const plan = (page: Page, id: string) => page.locator(`main ul > li[data-plan=${id}]`);

describe.each(["nl", "en"] as const)("plan cards in %s", (locale) => {
  const copy = COPY[locale];
  it.each([
    ["free", { nl: "€\u00a00", en: "€0" }, site.merchantStartUrl, true],
    ["starter", { nl: "€\u00a039", en: "€39" }, site.merchantRegisterUrl, true],
    ["professional", { nl: "€\u00a049", en: "€49" }, site.merchantRegisterUrl, true],
    ["enterprise", { nl: "Op maat", en: "Custom" }, site.demoFormUrl, false],
  ] as const)("%s shows %j and starts at the right place", async (id, price, href, tracked) => {
    const { context, page } = await open(locale);
    const card = plan(page, id).first();
    await expect(lettersOf(card.locator("h3"))).resolves.toBe(copy.plans[id].title);
    await expect(card.getByTestId("plan-price").innerText()).resolves.toBe(price[locale]);
    for (const text of [
      copy.plans[id].period,
      copy.plans[id].subtitle,
      copy.plans[id].description,
      ...copy.plans[id].enabledFeatures,
      ...copy.plans[id].disabledFeatures,
    ]) {
      await expect(card.getByText(text, { exact: true }).count(), text).resolves.toBeGreaterThan(0);
    }
    const start = card.getByRole("link", { name: copy.plans[id].start });
    await expect(start.getAttribute("href")).resolves.toBe(href);
    await expect(start.getAttribute("data-track")).resolves.toBe(tracked ? "onboarding_start" : null);
    await context.close();
  });

  it("offers the trial on Starter and Professional, and the account manager and social media promotions on Enterprise", () => {
    expect(copy.plans.starter.start).toBe(copy.plans.professional.start);
    expect(copy.plans.starter.start).toContain("30");
    expect(copy.plans.enterprise.enabledFeatures.slice(-2)).toEqual(
      locale === "nl" ? ["Een eigen accountmanager", "Promoties op sociale media"] : ["Your own account manager", "Social media promotions"],
    );
  });
});

describe.each(["nl", "en"] as const)("comparison table in %s", (locale) => {
  const copy = COPY[locale];
  it("holds every row of the comparison, the Manager levels and what every plan includes", async () => {
    const { context, page } = await open(locale);
    const table = page.getByRole("table", { name: copy.table.caption });
    const rowHeaders = await table.locator("tbody th[scope=row]").allInnerTexts();
    expect(rowHeaders).toEqual([...copy.table.rows.map((row) => row.label), ...copy.table.includedRows]);
    expect(rowHeaders).toHaveLength(20);
    const firstRow = await table.locator("tbody tr").first().locator("td").allInnerTexts();
    expect(firstRow).toEqual(locale === "nl" ? ["€\u00a00", "€\u00a039", "€\u00a049", "Op maat"] : ["€0", "€39", "€49", "Custom"]);
    await expect(table.getByText(copy.table.includedTitle).count()).resolves.toBe(1);
    await context.close();
  });
});

describe.each(["nl", "en"] as const)("the whole cost in %s", (locale) => {
  const copy = COPY[locale];
  it.each([320, 390, 1280])(
    "shows each payment method's cost and the calculator's payment costs without JavaScript, within the screen (%i px)",
    async (width) => {
      const context = await newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/prijzen?lang=${locale}`);
      const fees = await page.getByTestId("payment-fees").locator("tbody tr").allInnerTexts();
      expect(fees.map((row) => row.replace(/[ \t\n]+/g, " "))).toEqual(
        locale === "nl"
          ? [
              "iDEAL via Betaalbrug €\u00a00,25",
              "Bancontact via Betaalbrug €\u00a00,35",
              "Creditcard en debitcard via Pinvast 1,6% + €\u00a00,25",
              "Apple Pay en Google Pay via Pinvast 1,6% + €\u00a00,25",
            ]
          : [
              "iDEAL through Betaalbrug €0.25",
              "Bancontact through Betaalbrug €0.35",
              "Credit and debit cards through Pinvast 1.6% + €0.25",
              "Apple Pay and Google Pay through Pinvast 1.6% + €0.25",
            ],
      );
      const wholeCost = await page.getByTestId("whole-cost").innerText();
      expect(wholeCost).toContain(locale === "nl" ? "€\u00a0299" : "€299");
      expect(wholeCost).toContain(locale === "nl" ? "10.00 tot 23.00 uur" : "10:00 to 23:00");
      // The pre-rendered result, for the default €1,000: €16 of payment costs, Starter's €39, €55 together.
      await expect(page.getByTestId("calculator-payments").innerText()).resolves.toContain(locale === "nl" ? "€\u00a016 per maand" : "€16 a month");
      await expect(page.getByTestId("example-costs-note").innerText()).resolves.toContain(locale === "nl" ? "1,6%" : "1.6%");
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
      await context.close();
    },
  );

  it("adds the payment costs to the cheapest plan as the visitor types", async () => {
    const { context, page } = await open(locale);
    await page.getByLabel(copy.calculator.label).fill("2500");
    const payments = page.getByTestId("calculator-payments");
    await expect.poll(() => payments.innerText()).toContain(locale === "nl" ? "€\u00a040 per maand" : "€40 a month");
    await expect.poll(() => page.getByTestId("calculator-summary").innerText()).toContain(locale === "nl" ? "betaal je €\u00a079" : "you pay €79");
    await context.close();
  });
});

describe("the swipe hint at 390 px", () => {
  const copy = COPY.en;
  const hint = (page: Page) => page.getByTestId("swipe-hint");
  // The hint decides on the table's scroll event; a listener added after the page's hears it
  // after the page has, at the position it came for.
  const scrollTo = (page: Page, left: number) =>
    page.getByTestId("table-scroller").evaluate(
      (element, x) =>
        new Promise<void>((resolve) => {
          const scrolled = () => void (Math.round(element.scrollLeft) === x && (element.removeEventListener("scroll", scrolled), resolve()));
          element.addEventListener("scroll", scrolled);
          element.scrollTo({ left: x });
        }),
      left,
    );

  it("stays up to 150 px of sideways scroll, then is gone for good", async () => {
    const { context, page } = await open("en", PHONE);
    await expect(hint(page).innerText()).resolves.toBe(copy.table.swipeHint);
    await scrollTo(page, 140);
    await expect(hint(page).isVisible()).resolves.toBe(true);
    await scrollTo(page, 200);
    await expect(hint(page).isVisible()).resolves.toBe(false);
    await scrollTo(page, 0);
    await expect(hint(page).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("is not shown on a wide screen, where the table fits", async () => {
    const { context, page } = await open("en", DESKTOP);
    await expect(hint(page).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("leaves no console warning when the table is there", async () => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await gotoEnhanced(page, "/prijzen?lang=nl");
    expect(warnings).toEqual([]);
    await context.close();
  });
});

describe("the commission calculator", () => {
  it.each([
    // locale, typed revenue, free, starter, professional, cheapest
    ["en", "1000", "€70 a month", "€39 a month", "€49 a month", "Starter"],
    ["en", "500", "€35 a month", "€39 a month", "€49 a month", "Free"],
    ["en", "557", "€38.99 a month", "€39 a month", "€49 a month", "Free"],
    ["en", "558", "€39.06 a month", "€39 a month", "€49 a month", "Starter"],
    ["en", "700", "€49 a month", "€39 a month", "€49 a month", "Starter"],
    ["nl", "557", "€\u00a038,99 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Gratis"],
    ["nl", "558", "€\u00a039,06 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Starter"],
    ["nl", "2.500", "€\u00a0175 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Starter"],
    ["nl", "0", "€\u00a00 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Gratis"],
    ["nl", "450,50", "€\u00a031,54 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Gratis"],
  ] as const)("in %s, %s revenue gives %s / %s / %s, cheapest %s", async (locale, input, free, starter, professional, cheapest) => {
    const copy = COPY[locale];
    const { context, page } = await open(locale);
    const field = page.getByLabel(copy.calculator.label);
    await field.fill(input);
    const costs = await page.getByTestId("plan-cost").allInnerTexts();
    expect(costs).toEqual([free, starter, professional, copy.calculator.custom]);
    const summary = page.getByTestId("calculator-summary");
    await expect(summary.getAttribute("aria-live")).resolves.toBe("polite");
    await expect(summary.innerText()).resolves.toContain(cheapest);
    await context.close();
  });

  // English pages are read in the Netherlands and Belgium too, where "1500,50" means €1,500.50.
  it.each([320, 390, 1280])("on the English page reads a decimal comma, and says the amount it understood (%i px)", async (width) => {
    const context = await newContext({ viewport: { width, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await gotoEnhanced(page, "/prijzen?lang=en");
    const field = page.getByLabel(COPY.en.calculator.label);
    await field.tap();
    await field.fill("1500,50");
    const summary = page.getByTestId("calculator-summary");
    await expect.poll(() => summary.innerText()).toContain("At €1,500.50 a month, Starter is the cheapest");
    await field.fill("1.500");
    await expect.poll(() => summary.innerText()).toContain("At €1,500 a month");
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await context.close();
  });

  // 7% of €557 is €38.99, less than €39: the first whole euro at which Starter is cheaper is €558.
  it.each([
    [
      "en",
      "From €558 of revenue a month, Starter costs less than 7% commission.",
      "From €558 of revenue a month, Starter is the cheapest plan.",
      "Professional costs €10 a month more than Starter. For that you get",
    ],
    [
      "nl",
      "Vanaf €\u00a0558 omzet per maand is Starter goedkoper dan 7% commissie.",
      "Vanaf €\u00a0558 omzet per maand is Starter het goedkoopste pakket.",
      "Professional kost €\u00a010 per maand meer dan Starter. Daarvoor krijg je",
    ],
  ] as const)(
    "in %s, states Starter's break-even at €558 and what Professional adds, never that Professional is cheaper",
    async (locale, intro, breakEven, adds) => {
      const { context, page } = await open(locale);
      await expect(page.getByTestId("calculator-intro").innerText()).resolves.toContain(intro);
      await expect(page.getByTestId("break-even").allInnerTexts()).resolves.toEqual([breakEven]);
      await expect(page.locator("li[data-plan=starter]").getByTestId("break-even").count()).resolves.toBe(1);
      await expect(page.locator("li[data-plan=professional]").getByTestId("professional-adds").innerText()).resolves.toContain(adds);
      await expect(page.getByTestId("calculator").innerText()).resolves.not.toMatch(
        /Professional is (the )?cheap|Professional (is )?goedkoper|is Professional het goedkoopst/,
      );
      await context.close();
    },
  );

  it("says so when the input is not an amount, and marks the field invalid", async () => {
    const { context, page } = await open("nl");
    const field = page.getByLabel(COPY.nl.calculator.label);
    await field.fill("veel");
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.getByText(COPY.nl.calculator.invalid).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("the calculator before and without JavaScript", () => {
  // Each plan's monthly cost at the example revenues, as nl-NL and English write euros.
  const EXPECTED = {
    nl: {
      head: ["Online omzet per maand", "Gratis", "Starter", "Professional"],
      rows: [
        ["€\u00a0250", "€\u00a017,50", "€\u00a039", "€\u00a049"],
        ["€\u00a0500", "€\u00a035", "€\u00a039", "€\u00a049"],
        ["€\u00a01.000", "€\u00a070", "€\u00a039", "€\u00a049"],
        ["€\u00a02.500", "€\u00a0175", "€\u00a039", "€\u00a049"],
        ["€\u00a05.000", "€\u00a0350", "€\u00a039", "€\u00a049"],
      ],
      breakEven: "Vanaf €\u00a0558 omzet per maand is Starter goedkoper dan 7% commissie.",
    },
    en: {
      head: ["Online revenue a month", "Free", "Starter", "Professional"],
      rows: [
        ["€250", "€17.50", "€39", "€49"],
        ["€500", "€35", "€39", "€49"],
        ["€1,000", "€70", "€39", "€49"],
        ["€2,500", "€175", "€39", "€49"],
        ["€5,000", "€350", "€39", "€49"],
      ],
      breakEven: "From €558 of revenue a month, Starter costs less than 7% commission.",
    },
  } as const;

  async function openWithoutScript(locale: "nl" | "en", viewport: { width: number; height: number }) {
    const context = await newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/prijzen?lang=${locale}`);
    return { context, page };
  }

  describe.each([
    ["nl", PHONE],
    ["en", PHONE],
    ["nl", DESKTOP],
    ["en", DESKTOP],
  ] as const)("in %s at %o", (locale, viewport) => {
    it("shows each plan's cost at €250 to €5,000 in a table, with the break-even sentence, and no input that cannot work", async () => {
      const { context, page } = await openWithoutScript(locale, viewport);
      const table = page.getByRole("table", { name: COPY[locale].calculator.examples.caption });
      await expect(table.isVisible()).resolves.toBe(true);
      await expect(table.locator("thead th").allInnerTexts()).resolves.toEqual(EXPECTED[locale].head);
      const rows = await table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText)));
      expect(rows).toEqual(EXPECTED[locale].rows);
      await expect(table.locator("tbody th[scope=row]").count()).resolves.toBe(5);
      await expect(page.getByTestId("calculator-intro").innerText()).resolves.toContain(EXPECTED[locale].breakEven);
      await expect(page.getByLabel(COPY[locale].calculator.label).isVisible()).resolves.toBe(false);
      await context.close();
    });
  });

  it.each(["nl", "en"] as const)("in %s fits a 320 px screen without widening the page", async (locale) => {
    const { context, page } = await openWithoutScript(locale, { width: 320, height: 640 });
    const box = await page.getByTestId("example-costs").locator("table").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await context.close();
  });

  it.each([
    ["nl", { width: 320, height: 640 }],
    ["en", PHONE],
    ["nl", DESKTOP],
  ] as const)("in %s at %o, the live input takes the table's place once enhanced, and the section keeps its height", async (locale, viewport) => {
    const before = await openWithoutScript(locale, viewport);
    const staticHeight = (await before.page.getByTestId("calculator").boundingBox())!.height;
    await before.context.close();

    const context = await newContext({ viewport });
    const page = await context.newPage();
    await gotoEnhanced(page, `/prijzen?lang=${locale}`);
    await page.waitForSelector("[data-testid=calculator][data-live]");
    await expect(page.getByLabel(COPY[locale].calculator.label).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("example-costs").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("table", { name: COPY[locale].calculator.examples.caption }).count()).resolves.toBe(0); // hidden from assistive technology too
    expect((await page.getByTestId("calculator").boundingBox())!.height).toBe(staticHeight);
    await context.close();
  });
});

describe("the plan cards' start buttons", () => {
  /** Each line of a button's label, as the left and right gaps between it and the button's content box. */
  const labelLines = (page: Page) =>
    page.locator("li[data-plan] a.btn").evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
        const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
        const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
        const range = document.createRange();
        range.selectNodeContents(text);
        // One rect per line (a line's words may come as several rects of the same top).
        const lines = new Map<number, { left: number; right: number }>();
        for (const rect of range.getClientRects()) {
          const line = lines.get(Math.round(rect.top)) ?? { left: rect.left, right: rect.right };
          lines.set(Math.round(rect.top), { left: Math.min(line.left, rect.left), right: Math.max(line.right, rect.right) });
        }
        return { label: button.textContent!.trim(), gaps: [...lines.values()].map((line) => ({ left: line.left - left, right: right - line.right })) };
      }),
    );

  it.each([
    ["nl", 1024],
    ["en", 1024],
    ["nl", 1280],
    ["en", 1280],
  ] as const)("in %s at %i px, every label is centred, also when it wraps", async (locale, width) => {
    const { context, page } = await open(locale, { width, height: 800 });
    for (const { label, gaps } of await labelLines(page)) {
      for (const { left, right } of gaps) expect(Math.abs(left - right), `${label}: ${left} px left, ${right} px right`).toBeLessThanOrEqual(1);
    }
    await context.close();
  });

  // English only: the Dutch label fits the system fonts of phones and desktops (Segoe UI, SF,
  // Roboto, Arial), but not DejaVu Sans, the wide fallback of a Linux test machine; there it wraps, centred.
  it("fits the trial's label on one line in four columns at 1280 px", async () => {
    const { context, page } = await open("en", { width: 1280, height: 800 });
    const trial = (await labelLines(page)).find(({ label }) => label === COPY.en.plans.starter.start)!;
    expect(trial.gaps).toHaveLength(1);
    await context.close();
  });
});
