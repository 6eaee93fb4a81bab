import { describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../content/pricing-constants";
import type { PricingCopy } from "../../content/types";
import { LOCALES, type Locale } from "../../shared/locale";
import { attr, byRole, byText, type Element, hiddenByMarkup, lettersOf, query, queryAll, textContent } from "../../tests/render/dom";
import { renderedPage, site } from "../../tests/render/rendered-page";
import { pricingFigures } from "../components/pricing/pricing-figures";
import { copyOf } from "../i18n/catalog";
import { type CalculatorInput, calculatorView } from "../shared/calculator/calculator-view";
import { fillCopy } from "../shared/figures";
import { CALCULATOR_INPUT_ATTRIBUTE } from "../shared/markup/attributes";

const COPY = Object.fromEntries(LOCALES.map((locale) => [locale, fillCopy(copyOf(locale, "pricing.index"), locale, pricingFigures(locale))])) as Record<
  Locale,
  PricingCopy
>;
const pricing = (locale: Locale) => renderedPage("pricing.index", locale);
const byTestId = (root: Element | Awaited<ReturnType<typeof pricing>>, id: string) => queryAll(root, `[data-testid=${id}]`);
const textMatches = (root: Element, text: string, exact: boolean) => byText(root, text, { exact });
const tableNamed = (root: Element | Awaited<ReturnType<typeof pricing>>, name: string) =>
  queryAll(root, "table").filter((table) => (attr(table, "aria-label") ?? lettersOf(queryAll(table, "caption")[0] ?? table)) === name);

describe.each(LOCALES)("plan cards in %s", (locale) => {
  const copy = COPY[locale];
  it.each([
    ["free", { nl: "€\u00a00", en: "€0", fr: "0\u00a0€" }, site.merchantStartUrl, true],
    ["starter", { nl: "€\u00a039", en: "€39", fr: "39\u00a0€" }, site.merchantRegisterUrl, true],
    ["professional", { nl: "€\u00a049", en: "€49", fr: "49\u00a0€" }, site.merchantRegisterUrl, true],
    ["enterprise", { nl: "Op maat", en: "Custom", fr: "Sur mesure" }, site.demoFormUrl, false],
  ] as const)("%s shows %j and starts at the right place", async (id, price, href, tracked) => {
    const card = queryAll(query(await pricing(locale), "main"), `ul > li[data-plan=${id}]`)[0]!;
    expect(lettersOf(query(card, "h3"))).toBe(copy.plans[id].title);
    expect(lettersOf(query(card, "[data-testid=plan-price]"))).toBe(price[locale]);
    for (const text of [
      copy.plans[id].period,
      copy.plans[id].subtitle,
      copy.plans[id].description,
      ...copy.plans[id].enabledFeatures,
      ...copy.plans[id].disabledFeatures,
    ]) {
      expect(textMatches(card, text, true).length, text).toBeGreaterThan(0);
    }
    const [start] = byRole(card, "link", copy.plans[id].start);
    expect(attr(start!, "href")).toBe(href);
    expect(attr(start!, "data-track")).toBe(tracked ? "onboarding_start" : null);
  });

  it("offers the trial on Starter and Professional, and the account manager and social media promotions on Enterprise", () => {
    expect(copy.plans.starter.start).toBe(copy.plans.professional.start);
    expect(copy.plans.starter.start).toContain("30");
    expect(copy.plans.enterprise.enabledFeatures.slice(-2)).toEqual(
      {
        nl: ["Een eigen accountmanager", "Promoties op sociale media"],
        en: ["Your own account manager", "Social media promotions"],
        fr: ["Un gestionnaire de compte dédié", "Mise en avant sur les réseaux sociaux"],
      }[locale],
    );
  });
});

describe.each(LOCALES)("comparison table in %s", (locale) => {
  const copy = COPY[locale];
  it("holds every row of the comparison, the Manager levels and what every plan includes", async () => {
    const [table] = tableNamed(await pricing(locale), copy.table.caption);
    const rowHeaders = queryAll(table!, "tbody th[scope=row]").map(lettersOf);
    expect(rowHeaders).toEqual([...copy.table.rows.map((row) => row.label), ...copy.table.includedRows]);
    expect(rowHeaders).toHaveLength(20);
    const cells = queryAll(queryAll(table!, "tbody tr")[0]!, "td");
    // On phones each cell shows its plan's name above its value, hidden from screen readers,
    // which take it from the column's header.
    const planNames = cells.map((cell) => queryAll(cell, "span[aria-hidden=true]").map(lettersOf).join(""));
    expect(planNames).toEqual(PLAN_IDS.map((id) => copy.plans[id].title));
    const firstRow = cells.map((cell, column) => lettersOf(cell).slice(planNames[column]!.length));
    expect(firstRow).toEqual(
      { nl: ["€\u00a00", "€\u00a039", "€\u00a049", "Op maat"], en: ["€0", "€39", "€49", "Custom"], fr: ["0\u00a0€", "39\u00a0€", "49\u00a0€", "Sur mesure"] }[
        locale
      ],
    );
    expect(textMatches(table!, copy.table.includedTitle, false)).toHaveLength(1);
  });
});

describe.each(LOCALES)("the whole cost in %s", (locale) => {
  it("names each payment method's cost, the POS device, the support hours, and the calculator's payment costs as pre-rendered", async () => {
    const page = await pricing(locale);
    const [fees] = byTestId(page, "payment-fees");
    const rows = queryAll(fees!, "tbody tr").map((row) => queryAll(row, "> *").map(lettersOf).join("").replace(/\s+/g, ""));
    // The method and its provider are two lines of one cell: compared without white space.
    expect(rows).toEqual(
      {
        nl: [
          "iDEAL via Betaalbrug €\u00a00,25",
          "Bancontact via Betaalbrug €\u00a00,35",
          "Creditcard en debitcard via Pinvast 1,6% + €\u00a00,25",
          "Apple Pay en Google Pay via Pinvast 1,6% + €\u00a00,25",
        ],
        en: [
          "iDEAL through Betaalbrug €0.25",
          "Bancontact through Betaalbrug €0.35",
          "Credit and debit cards through Pinvast 1.6% + €0.25",
          "Apple Pay and Google Pay through Pinvast 1.6% + €0.25",
        ],
        fr: [
          "iDEAL via Betaalbrug 0,25\u00a0€",
          "Bancontact via Betaalbrug 0,35\u00a0€",
          "Carte de crédit et carte de débit via Pinvast 1,6\u00a0% + 0,25\u00a0€",
          "Apple Pay et Google Pay via Pinvast 1,6\u00a0% + 0,25\u00a0€",
        ],
      }[locale].map((row) => row.replace(/\s+/g, "")),
    );
    const wholeCost = lettersOf(byTestId(page, "whole-cost")[0]!);
    expect(wholeCost).toContain({ nl: "€\u00a0299", en: "€299", fr: "299\u00a0€" }[locale]);
    expect(wholeCost).toContain({ nl: "10.00 tot 23.00 uur", en: "10:00 to 23:00", fr: "de 10\u00a0h à 23\u00a0h" }[locale]);
    // The pre-rendered result, for the default €1,000: €16 of payment costs on top of Starter's €39.
    expect(lettersOf(byTestId(page, "calculator-payments")[0]!)).toContain({ nl: "€\u00a016 per maand", en: "€16 a month", fr: "16\u00a0€ par mois" }[locale]);
    expect(lettersOf(byTestId(page, "example-costs-note")[0]!)).toContain({ nl: "1,6%", en: "1.6%", fr: "1,6\u00a0%" }[locale]);
  });
});

describe("the commission calculator as pre-rendered", () => {
  // 7% of €557 is €38.99, less than €39: the first whole euro at which Starter is cheaper is €558.
  it.each([
    [
      "en",
      "From €558 of revenue a month, Starter costs less than 7% commission.",
      "From €558 of revenue a month, Starter is the cheapest plan.",
      "Professional costs €10 a month more than Starter. For that you add",
    ],
    [
      "nl",
      "Vanaf €\u00a0558 omzet per maand is Starter goedkoper dan 7% commissie.",
      "Vanaf €\u00a0558 omzet per maand is Starter het goedkoopste pakket.",
      "Professional kost €\u00a010 per maand meer dan Starter. Daarvoor krijg je",
    ],
    [
      "fr",
      "À partir de 558\u00a0€ de chiffre d’affaires par mois, Starter coûte moins que 7\u00a0% de commission.",
      "À partir de 558\u00a0€ de chiffre d’affaires par mois, Starter est la formule la moins chère.",
      "Professional coûte 10\u00a0€ de plus par mois que Starter. Vous y ajoutez",
    ],
  ] as const)(
    "in %s, states Starter's break-even at €558 and what Professional adds, never that Professional is cheaper",
    async (locale, intro, breakEven, adds) => {
      const page = await pricing(locale);
      expect(lettersOf(query(page, "[data-testid=calculator-intro]"))).toContain(intro);
      expect(byTestId(page, "break-even").map(lettersOf)).toEqual([breakEven]);
      expect(queryAll(page, "li[data-plan=starter] [data-testid=break-even]")).toHaveLength(1);
      expect(lettersOf(query(page, "li[data-plan=professional] [data-testid=professional-adds]"))).toContain(adds);
      expect(lettersOf(query(page, "[data-testid=calculator]"))).not.toMatch(
        /Professional is (the )?cheap|Professional (is )?goedkoper|is Professional het goedkoopst|Professional (est|coûte) (la formule la )?moins cher/,
      );
    },
  );

  it.each(LOCALES)("in %s gives the page's script what makes calculatorView show the figures it is tested with", async (locale) => {
    const block = query(await pricing(locale), `script[${CALCULATOR_INPUT_ATTRIBUTE}]`);
    const shipped = JSON.parse(textContent(block)) as CalculatorInput;
    // The same input calculator-view.test.ts gives: its table of typed revenues holds for the page.
    const copy = COPY[locale];
    const tested: CalculatorInput = {
      copy: copy.calculator,
      titles: Object.fromEntries(PLAN_IDS.map((id) => [id, copy.plans[id].title])) as CalculatorInput["titles"],
      locale,
    };
    for (const typed of ["1000", "557", "557,14", "2.500", "450,50", "1500,50", "veel", "-100", "999999999999999999999"])
      expect(calculatorView(typed, shipped), typed).toEqual(calculatorView(typed, tested));
  });
});

describe("the calculator without JavaScript", () => {
  // Each plan's monthly cost at the example revenues, as nl-NL, English and fr-BE write euros.
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
    fr: {
      head: ["Chiffre d’affaires en ligne par mois", "Gratuit", "Starter", "Professional"],
      rows: [
        ["250\u00a0€", "17,50\u00a0€", "39\u00a0€", "49\u00a0€"],
        ["500\u00a0€", "35\u00a0€", "39\u00a0€", "49\u00a0€"],
        ["1\u202f000\u00a0€", "70\u00a0€", "39\u00a0€", "49\u00a0€"],
        ["2\u202f500\u00a0€", "175\u00a0€", "39\u00a0€", "49\u00a0€"],
        ["5\u202f000\u00a0€", "350\u00a0€", "39\u00a0€", "49\u00a0€"],
      ],
      breakEven: "À partir de 558\u00a0€ de chiffre d’affaires par mois, Starter coûte moins que 7\u00a0% de commission.",
    },
  } as const;

  it.each(LOCALES)(
    "in %s shows each plan's cost at €250 to €5,000 in a table, with the break-even sentence, and hides the input that cannot work",
    async (locale) => {
      const page = await pricing(locale);
      const copy = COPY[locale];
      const [table] = tableNamed(page, copy.calculator.examples.caption);
      expect(hiddenByMarkup(table!)).toBe(false);
      expect(queryAll(table!, "thead th").map(lettersOf)).toEqual(EXPECTED[locale].head);
      expect(queryAll(table!, "tbody tr").map((row) => queryAll(row, "> *").map(lettersOf))).toEqual(EXPECTED[locale].rows);
      expect(queryAll(table!, "tbody th[scope=row]")).toHaveLength(5);
      expect(lettersOf(query(page, "[data-testid=calculator-intro]"))).toContain(EXPECTED[locale].breakEven);
      // The input is in the markup for the script, kept from view until the script marks the section live (data-live).
      const field = query(page, "[data-testid=calculator] input");
      const label = queryAll(page, "label").find((candidate) => attr(candidate, "for") === attr(field, "id"));
      expect(lettersOf(label!)).toBe(copy.calculator.label);
      expect(hiddenByMarkup(field)).toBe(true);
    },
  );
});
