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
}

export interface GroupField<Fields extends Record<string, Field> = Record<string, Field>> {
  readonly kind: "group";
  readonly label: string;
  readonly fields: Fields;
}

export type Field = TextField | GroupField;

export const text = (label: string, options: Omit<TextField, "kind" | "label"> = {}): TextField => ({ kind: "text", label, ...options });
export const group = <Fields extends Record<string, Field>>(label: string, fields: Fields): GroupField<Fields> => ({ kind: "group", label, fields });

/** A page's copy as one entry of the editor, named as an editor knows the page ("Klantenservice / Support"). */
export interface PageSchema<Fields extends Record<string, Field> = Record<string, Field>> {
  /** The route id, which names the file: content/pages/<id>.json. */
  readonly id: string;
  readonly label: string;
  readonly fields: Fields;
}

export const page = <Fields extends Record<string, Field>>(id: string, label: string, fields: Fields): PageSchema<Fields> => ({ id, label, fields });

/** The copy of one language, as the components receive it. */
export type CopyOf<F> = F extends TextField
  ? string
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
  const read = (fields: Record<string, Field>, value: unknown, path: string): Record<string, unknown> => {
    if (!value || typeof value !== "object" || Array.isArray(value)) throw new StoredCopyError(schema.id, path, "expected a group of fields");
    const unknownKey = Object.keys(value).find((key) => !(key in fields));
    if (unknownKey) throw new StoredCopyError(schema.id, join(path, unknownKey), "the schema has no such field");
    return Object.fromEntries(
      Object.entries(fields).map(([key, field]) => {
        const at = join(path, key);
        const item = (value as Record<string, unknown>)[key];
        return [key, field.kind === "group" ? read(field.fields, item, at) : readText(item, at)];
      }),
    );
  };
  const readText = (value: unknown, path: string): string => {
    const texts = value as Record<string, unknown> | undefined;
    for (const language of LOCALES) {
      const written = texts?.[language];
      if (typeof written !== "string" || written.trim() === "") throw new StoredCopyError(schema.id, `${path}.${language}`, "missing or empty");
    }
    return texts?.[locale] as string;
  };
  return read(schema.fields, stored, "") as CopyOf<PageSchema<Fields>>;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Every text field of a schema with its place ("contact.chat.title") and the labels of the groups above it. */
export function textFields(
  fields: Record<string, Field>,
  path = "",
  labels: readonly string[] = [],
): Array<{ path: string; labels: readonly string[]; field: TextField }> {
  return Object.entries(fields).flatMap(([key, field]) =>
    field.kind === "group"
      ? textFields(field.fields, join(path, key), [...labels, field.label])
      : [{ path: join(path, key), labels: [...labels, field.label], field }],
  );
}
