import { type ComponentSchema, config, fields, singleton } from "@keystatic/core";
import { FIGURE_GROUPS } from "../../content/figures";
import { placeholdersOf } from "../../content/placeholders";
import { CASE_PAGES } from "../../content/schema/case";
import { DOWNLOADS_PAGE } from "../../content/schema/downloads";
import { FAQ_PAGE } from "../../content/schema/faq";
import type { Field, PageSchema } from "../../content/schema/fields";
import { FRAME } from "../../content/schema/frame";
import { HOME_PAGE } from "../../content/schema/home";
import { INTEGRATIONS_PAGE } from "../../content/schema/integrations";
import { PRICING_PAGE } from "../../content/schema/pricing";
import { PRODUCT_PAGES } from "../../content/schema/product";
import { PRODUCT_PICTURES } from "../../content/schema/product-pictures";
import { SHOWCASE_PICTURES } from "../../content/schema/showcase-pictures";
import { SUPPORT_PAGE } from "../../content/schema/support";
import { LOCALES } from "../../shared/locale";
import { countField, priceField } from "./figure-fields";
import { localizedText, localizedTextOrMark } from "./localized-text";
import { figureGroup } from "./offer-figure-fields";

/** The pages an editor changes in the browser; each is one file, content/pages/<id>.json (decision 078). */
export const EDITED_PAGES: readonly PageSchema[] = [
  HOME_PAGE,
  SUPPORT_PAGE,
  ...Object.values(PRODUCT_PAGES),
  ...Object.values(CASE_PAGES),
  DOWNLOADS_PAGE,
  INTEGRATIONS_PAGE,
  FAQ_PAGE,
  PRICING_PAGE,
  FRAME,
  PRODUCT_PICTURES,
  SHOWCASE_PICTURES,
];

function keystaticField(field: Field): ComponentSchema {
  switch (field.kind) {
    case "text":
      return localizedText(field, placeholdersOf(field));
    case "textOrMark":
      return localizedTextOrMark(field, placeholdersOf(field.text));
    case "choice":
      return fields.select({ label: field.label, options: field.options.map((value) => ({ label: value, value })), defaultValue: field.options[0] ?? "" });
    case "price":
      return priceField(field);
    case "count":
      return countField(field);
    case "switch":
      return fields.checkbox({ label: field.label });
    case "list": {
      const length = field.length === undefined ? { min: field.min, max: field.max } : { min: field.length, max: field.length };
      const item = keystaticField(field.item);
      return fields.array(item, {
        label: field.label,
        itemLabel: (props) => {
          const named = itemLabelOf(field.item, props) ?? field.label;
          const problem = problemIn(item, props);
          return problem === undefined ? named : `${named} — not saved until fixed: ${problem}`;
        },
        ...(length.min === undefined && length.max === undefined ? {} : { validation: { length } }),
      });
    }
    case "group":
      return fields.object(Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, keystaticField(inner)])), {
        label: field.label,
        ...(field.description === undefined ? {} : { description: field.description }),
      });
  }
}

/**
 * The first problem of a list's item, in the words its field says it in, or none. Keystatic's list
 * flags no item whose field is refused (its dialog closes on Done whatever it holds, and Save then
 * writes nothing), so the item's own name in the list says what is wrong there.
 */
function problemIn(schema: ComponentSchema, props: unknown): string | undefined {
  const held = props as { value?: unknown; fields?: Record<string, unknown>; elements?: readonly unknown[] } | undefined;
  if (schema.kind === "form") {
    try {
      (schema as { validate: (value: unknown) => unknown }).validate(held?.value);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  if (schema.kind === "object")
    return Object.entries(schema.fields)
      .map(([key, inner]) => problemIn(inner, held?.fields?.[key]))
      .find((problem) => problem !== undefined);
  if (schema.kind === "array") return (held?.elements ?? []).map((element) => problemIn(schema.element, element)).find((problem) => problem !== undefined);
  return undefined;
}

/**
 * What names an item of a list in the editor's list (instead of "Item 3"): its first words, in
 * Dutch or else the first language written, or its first choice or price, as the form holds them.
 */
function itemLabelOf(field: Field, props: unknown): string | undefined {
  const held = props as { value?: unknown; fields?: Record<string, unknown> } | undefined;
  switch (field.kind) {
    case "text":
    case "textOrMark": {
      const value = held?.value;
      if (typeof value === "boolean") return value ? "✓" : "—";
      const texts = (value ?? {}) as Record<string, unknown>;
      const written = LOCALES.map((locale) => texts[locale]).find((text) => typeof text === "string" && text.trim() !== "");
      return typeof written === "string" ? written : undefined;
    }
    case "choice":
      return typeof held?.value === "string" ? held.value : undefined;
    case "price":
      return typeof held?.value === "string" && held.value !== "" ? `€ ${held.value}` : undefined;
    case "group":
      for (const [key, inner] of Object.entries(field.fields)) {
        const found = itemLabelOf(inner, held?.fields?.[key]);
        if (found !== undefined) return found;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** The offer's figures, one entry named for an editor, in content/figures.json (decision 079). */
export const FIGURES_ENTRY = { key: "figures", label: "Prijzen en cijfers / Figures", file: "figures.json" } as const;

/**
 * The editor's forms, made from the copy's own schema (content/schema/) and the figures' own
 * (content/figures.ts): nothing is defined twice. Paths are under content/, where the editor's
 * server keeps its files (scripts/cms/editor-routes.ts).
 */
export default config({
  // Files in the checkout, written by npm run dev's API (scripts/cms/editor-routes.ts), reviewed as an ordinary diff.
  storage: { kind: "local" },
  ui: { brand: { name: "Bestelwijs" } },
  singletons: Object.fromEntries([
    ...EDITED_PAGES.map((page) => [
      page.id.replace(".", "-"),
      singleton({
        label: page.label,
        path: `pages/${page.id}`,
        format: { data: "json" },
        schema: Object.fromEntries(Object.entries(page.fields).map(([key, field]) => [key, keystaticField(field)])),
      }),
    ]),
    [
      FIGURES_ENTRY.key,
      singleton({
        label: FIGURES_ENTRY.label,
        path: FIGURES_ENTRY.file.replace(/\.json$/, ""),
        format: { data: "json" },
        schema: Object.fromEntries(Object.entries(FIGURE_GROUPS).map(([key, group]): [string, ComponentSchema] => [key, figureGroup(group)])),
      }),
    ],
  ]),
});
