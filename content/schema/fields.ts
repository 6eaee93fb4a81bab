import { LOCALES, type Locale } from "../../shared/locale";

/*
 * The one schema of the copy that editors change in the browser (docs/decisions/078-editors-work-in-keystatic.md):
 * each page is a tree of these fields. From it come the copy's types for the components
 * (`CopyOf`), the file an editor's change is written to (every text in every
 * language, checked by `inLanguage`), each language's copy for the build (`inLanguage`), and the editor's forms
 * (scripts/cms/keystatic.config.tsx), so nothing is defined twice.
 */

/** Words a visitor reads, written in every language. */
export interface TextField {
  readonly kind: "text";
  /** What the field is, in words an editor understands. */
  readonly label: string;
  readonly description?: string;
  /**
   * Placeholders the page fills in besides the figures (a version, a date), each with what it
   * stands for in words the editor reads beside the field; the editor's checks accept only these
   * and the figures (content/placeholders.ts).
   */
  readonly placeholders?: Readonly<Record<string, string>>;
  /**
   * False where the figures of content/placeholders.ts are not filled in (a picture draws its words
   * as they are), so the field takes only its own placeholders, if any.
   */
  readonly figures?: false;
  /** May be left empty in every language (a dish without a line under its name); then the copy has none. */
  readonly optional?: boolean;
  /** Drawn on one line (a picture's words): the editor gives one line to type it in, not a box of three. */
  readonly oneLine?: boolean;
}

export interface GroupField<Fields extends Record<string, Field> = Record<string, Field>> {
  readonly kind: "group";
  readonly label: string;
  readonly fields: Fields;
  /** Said under the group's name in the editor: what an editor should know of all its fields. */
  readonly description?: string;
}

/** Items of the same shape (cards, bullets, steps), each in every language, so every language has as many. */
export interface ListField<Item extends Field = Field> {
  readonly kind: "list";
  readonly label: string;
  readonly item: Item;
  /** How many items there must be, when the page's layout is made for that many (a pair, four cards). */
  readonly length?: number;
  /** How few and how many items there may be, when a layout has room for a range (a picture's dishes). */
  readonly min?: number;
  readonly max?: number;
}

/** One of fixed values the code knows (an icon, a product), the same in every language. */
export interface ChoiceField<Value extends string = string> {
  readonly kind: "choice";
  readonly label: string;
  readonly options: readonly Value[];
}

/**
 * A text, or instead a mark the same in every language, `true` or `false` in the file: a cell of
 * a table that says some things in words and others with a tick or a cross.
 */
export interface TextOrMarkField {
  readonly kind: "textOrMark";
  readonly label: string;
  /** The field it is when it is a text. */
  readonly text: TextField;
}

/**
 * An amount in euros that a picture shows (a dish's price), the same in every language. The file
 * keeps it in cents, a whole number, as the drawings read it; the editor shows and takes euros.
 */
export interface PriceField {
  readonly kind: "price";
  readonly label: string;
  /**
   * The most it may be, in cents: what its drawing has room for, beside the other prices it adds
   * up with (decision 080). It also keeps a price far below 2^53 cents, past which a number is
   * rounded to a cent it was not typed as.
   */
  readonly max: number;
}

/**
 * A dish's price: at most 999,99 euros. A dish's row, the basket's total of two or three and a
 * sold-out mark beside a price were drawn for three figures of euros; a fourth is cut off in the
 * QR table's basket and beside the cafetaria's sold-out mark.
 */
const DISH_MAX_CENTS = 99_999;
/** A day's revenue or an order's total on the manager's dashboard: at most 9999,99 euros, which its columns have room for. */
export const REVENUE_MAX_CENTS = 999_999;

/** A whole number the same in every language (how many of a dish, which time is chosen). */
export interface CountField {
  readonly kind: "count";
  readonly label: string;
  /** The smallest and largest number the editor may type. */
  readonly min: number;
  readonly max: number;
  /**
   * The number of an item in a list: an editor counts from 1, the file and the code from 0
   * (`min` and `max` are an editor's numbers).
   */
  readonly position?: boolean;
  /**
   * A list beside it in the same group ("slots", "shop.dishes") whose items it counts or points at:
   * it may be no more than that list has (a chosen time among the times shown).
   */
  readonly countsIn?: string;
}

/** Yes or no, the same in every language (a dish in stock, a partner switched on). */
export interface SwitchField {
  readonly kind: "switch";
  readonly label: string;
}

export type Field = TextField | GroupField | ListField | ChoiceField | TextOrMarkField | PriceField | CountField | SwitchField;

export const text = (label: string, options: Omit<TextField, "kind" | "label"> = {}): TextField => ({ kind: "text", label, ...options });
export const group = <Fields extends Record<string, Field>>(label: string, fields: Fields, options: { description?: string } = {}): GroupField<Fields> => ({
  kind: "group",
  label,
  fields,
  ...options,
});
/** A text an editor may leave empty in every language; the copy then has none (`undefined`). */
export const optionalText = (label: string, options: Omit<TextField, "kind" | "label" | "optional"> = {}): TextField & { readonly optional: true } => ({
  kind: "text",
  label,
  ...options,
  optional: true,
});
export const list = <Item extends Field>(label: string, item: Item, options: { length?: number; min?: number; max?: number } = {}): ListField<Item> => ({
  kind: "list",
  label,
  item,
  ...options,
});
export const choice = <const Value extends string>(label: string, options: readonly Value[]): ChoiceField<Value> => ({ kind: "choice", label, options });
export const textOrMark = (label: string, options: Omit<TextField, "kind" | "label"> = {}): TextOrMarkField => ({
  kind: "textOrMark",
  label,
  text: text(label, options),
});

export const price = (label: string, options: { max?: number } = {}): PriceField => ({ kind: "price", label, max: options.max ?? DISH_MAX_CENTS });
export const count = (label: string, options: Omit<CountField, "kind" | "label">): CountField => ({ kind: "count", label, ...options });
export const switched = (label: string): SwitchField => ({ kind: "switch", label });

/**
 * One field for each id the code looks a text up by (an operating system, a kind of file), named
 * for editors by `labels`, whose order is the file's: the copy is a record keyed by those ids, and
 * the editor shows a group.
 */
export const keyed = <const Key extends string, Item extends Field>(
  label: string,
  labels: Readonly<Record<Key, string>>,
  item: (label: string) => Item,
): GroupField<Record<Key, Item>> =>
  group(label, Object.fromEntries(Object.entries<string>(labels).map(([key, itemLabel]) => [key, item(itemLabel)])) as Record<Key, Item>);

/** A page's copy as one entry of the editor, named as an editor knows the page ("Klantenservice / Support"). */
export interface PageSchema<Fields extends Record<string, Field> = Record<string, Field>, Id extends string = string> {
  /** The route id, which names the file: content/pages/<id>.json. */
  readonly id: Id;
  readonly label: string;
  readonly fields: Fields;
}

export const page = <Fields extends Record<string, Field>, const Id extends string>(id: Id, label: string, fields: Fields): PageSchema<Fields, Id> => ({
  id,
  label,
  fields,
});

/** The copy of one language, as the components receive it. */
export type CopyOf<F> = F extends TextField
  ? F extends { readonly optional: true }
    ? string | undefined
    : string
  : F extends PriceField | CountField
    ? number
    : F extends SwitchField
      ? boolean
      : F extends ChoiceField<infer Value>
        ? Value
        : F extends TextOrMarkField
          ? string | boolean
          : F extends ListField<infer Item>
            ? readonly CopyOf<Item>[]
            : F extends GroupField<infer Fields> | PageSchema<infer Fields>
              ? { readonly [Key in keyof Fields]: CopyOf<Fields[Key]> }
              : never;

/** A page's file that does not fit its schema: the build stops and names the place. */
export class StoredCopyError extends Error {
  constructor(
    readonly page: string,
    readonly path: string,
    problem: string,
  ) {
    super(`content/pages/${page}.json, ${path || "the file"}: ${problem}`);
  }
}

/**
 * One language's copy of a page from its file, checked against the schema as it is read: a
 * missing or empty text in any language, a key the schema lacks or a value of the wrong kind
 * stops the build with the file and the field's place, as the editor would have been told on save.
 */
export function inLanguage<Fields extends Record<string, Field>>(schema: PageSchema<Fields>, stored: unknown, locale: Locale): CopyOf<PageSchema<Fields>> {
  const fail = (path: string, problem: string): never => {
    throw new StoredCopyError(schema.id, path, problem);
  };
  const readGroup = (fields: Record<string, Field>, value: unknown, path: string): Record<string, unknown> => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return fail(path, "expected a group of fields");
    const unknownKey = Object.keys(value).find((key) => !(key in fields));
    if (unknownKey) fail(join(path, unknownKey), "the schema has no such field");
    const group = Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [key, read(field, (value as Record<string, unknown>)[key], join(path, key))]),
    );
    for (const [key, field] of Object.entries(fields)) {
      if (field.kind !== "count" || field.countsIn === undefined) continue;
      const items = field.countsIn.split(".").reduce<unknown>((inner, step) => (inner as Record<string, unknown> | undefined)?.[step], group);
      const most = Array.isArray(items) ? items.length : 0;
      const counted = (group[key] as number) + (field.position ? 1 : 0);
      if (counted > most) fail(join(path, key), `${field.position ? "points at item" : "counts"} ${counted}, but ${field.countsIn} has ${most}`);
    }
    return group;
  };
  const read = (field: Field, value: unknown, path: string): unknown => {
    switch (field.kind) {
      case "group":
        return readGroup(field.fields, value, path);
      case "list": {
        if (!Array.isArray(value)) return fail(path, "expected a list");
        if (field.length !== undefined && value.length !== field.length) fail(path, `expected ${field.length} items, found ${value.length}`);
        if (field.min !== undefined && value.length < field.min) fail(path, `expected at least ${field.min} items, found ${value.length}`);
        if (field.max !== undefined && value.length > field.max) fail(path, `expected at most ${field.max} items, found ${value.length}`);
        return value.map((item, index) => read(field.item, item, `${path}[${index}]`));
      }
      case "choice":
        return typeof value === "string" && field.options.includes(value) ? value : fail(path, `expected one of ${field.options.join(", ")}`);
      case "textOrMark":
        return typeof value === "boolean" ? value : read(field.text, value, path);
      case "price":
        if (!Number.isInteger(value) || (value as number) < 0) return fail(path, "expected a price in cents, a whole number of 0 or more");
        return (value as number) <= field.max
          ? value
          : fail(path, `expected a price of at most ${field.max} cents (${(field.max / 100).toFixed(2).replace(".", ",")} euros), as its picture has room for`);
      case "count": {
        const shown = (value as number) + (field.position ? 1 : 0);
        return Number.isInteger(value) && shown >= field.min && shown <= field.max
          ? value
          : fail(path, `expected a whole number from ${field.min - (field.position ? 1 : 0)} to ${field.max - (field.position ? 1 : 0)}`);
      }
      case "switch":
        return typeof value === "boolean" ? value : fail(path, "expected true or false");
      case "text": {
        const texts = value as Record<string, unknown> | undefined;
        if (field.optional && isUnwritten(texts)) return undefined;
        for (const language of LOCALES) {
          const written = texts?.[language];
          if (typeof written !== "string" || written.trim() === "") fail(`${path}.${language}`, "missing or empty");
        }
        return texts?.[locale] as string;
      }
    }
  };
  return readGroup(schema.fields, stored, "") as CopyOf<PageSchema<Fields>>;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** An optional text left out, or left empty in every language: the copy has none. */
const isUnwritten = (texts: Readonly<Record<string, unknown>> | undefined) =>
  LOCALES.every((language) => texts?.[language] === undefined || texts[language] === "");

/**
 * Every text of a page's file with its place ("contact.chat.title", "steps[2]") and the labels of
 * the fields above it, read from the stored value so that each item of a list is one place.
 */
export function storedTexts(
  fields: Record<string, Field>,
  stored: unknown,
  path = "",
  labels: readonly string[] = [],
): Array<{ path: string; labels: readonly string[]; field: TextField; texts: Readonly<Record<string, unknown>> }> {
  const walk = (field: Field, value: unknown, at: string, above: readonly string[]): ReturnType<typeof storedTexts> => {
    const here = [...above, field.label];
    if (field.kind === "text")
      return field.optional && isUnwritten(value as Record<string, unknown> | undefined)
        ? []
        : [{ path: at, labels: here, field, texts: (value ?? {}) as Record<string, unknown> }];
    if (field.kind === "group") return storedTexts(field.fields, value, at, here);
    if (field.kind === "textOrMark") return typeof value === "boolean" ? [] : walk(field.text, value, at, above);
    if (field.kind === "list")
      return (Array.isArray(value) ? value : []).flatMap((item, index) => {
        // An item is named by its number in the list ("Card 2"), not again by its own label.
        const itemLabels = [...above, `${field.label} ${index + 1}`];
        const itemPath = `${at}[${index}]`;
        if (field.item.kind === "group") return storedTexts(field.item.fields, item, itemPath, itemLabels);
        return walk(field.item, item, itemPath, above).map((found) => ({ ...found, labels: itemLabels }));
      });
    return [];
  };
  return Object.entries(fields).flatMap(([key, field]) => walk(field, (stored as Record<string, unknown> | undefined)?.[key], join(path, key), labels));
}
