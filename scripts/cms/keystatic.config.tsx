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
import { SUPPORT_PAGE } from "../../content/schema/support";
import { figureGroup } from "./figure-fields";
import { localizedText, localizedTextOrMark } from "./localized-text";

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
];

function keystaticField(field: Field): ComponentSchema {
  switch (field.kind) {
    case "text":
      return localizedText(field, placeholdersOf(field));
    case "textOrMark":
      return localizedTextOrMark(field, placeholdersOf(field.text));
    case "choice":
      return fields.select({ label: field.label, options: field.options.map((value) => ({ label: value, value })), defaultValue: field.options[0] ?? "" });
    case "list":
      return fields.array(keystaticField(field.item), {
        label: field.label,
        ...(field.length === undefined ? {} : { validation: { length: { min: field.length, max: field.length } } }),
      });
    case "group":
      return fields.object(Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, keystaticField(inner)])), { label: field.label });
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
