import { type ComponentSchema, config, fields, singleton } from "@keystatic/core";
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

/** The editor's forms, made from the copy's own schema (content/schema/): nothing is defined twice. */
export default config({
  // Files in the checkout, written by npm run dev's API (scripts/cms/api.ts), reviewed as an ordinary diff.
  storage: { kind: "local" },
  ui: { brand: { name: "Bestelwijs" } },
  singletons: Object.fromEntries(
    EDITED_PAGES.map((page) => [
      page.id.replace(".", "-"),
      singleton({
        label: page.label,
        path: page.id,
        format: { data: "json" },
        schema: Object.fromEntries(Object.entries(page.fields).map(([key, field]) => [key, keystaticField(field)])),
      }),
    ]),
  ),
});
