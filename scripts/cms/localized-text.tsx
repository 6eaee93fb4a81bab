import { Grid } from "@keystar/ui/layout";
import { Radio, RadioGroup } from "@keystar/ui/radio";
import { TextArea, TextField } from "@keystar/ui/text-field";
import { Heading, Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { textProblems } from "../../content/copy-rules";
import type { TextField as CopyTextField, TextOrMarkField } from "../../content/schema/fields";
import { LOCALES, type Locale } from "../../shared/locale";

export type Texts = { [L in Locale]: string };

/** Each language's name in its own words, as an editor who reads them looks for them. */
const LANGUAGE_LABELS: Record<Locale, string> = { nl: "Nederlands", en: "English", fr: "Français" };

const empty = (): Texts => Object.fromEntries(LOCALES.map((locale) => [locale, ""])) as Texts;

function parse(value: FormFieldStoredValue): Texts {
  const stored = value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(LOCALES.map((locale) => [locale, typeof stored[locale] === "string" ? stored[locale] : ""])) as Texts;
}

/** The placeholders a field's texts use, each once, so the field can say what they stand for. */
const placeholdersIn = (value: Texts) => [
  ...new Set(LOCALES.flatMap((locale) => [...value[locale].matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string))),
];

/** Every language's problems, in sentences; none when the texts may be saved. */
function problemsOf(value: Texts, placeholders: readonly string[]): Record<Locale, string[]> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, textProblems(value[locale], locale, placeholders)])) as Record<Locale, string[]>;
}

/**
 * One text of the site in every language, side by side, checked as it is typed by the rules the
 * copy lint holds every page to (content/copy-rules.ts). A field with a problem in any language
 * keeps the entry from being saved (Keystatic calls `validate` before it writes), and says what
 * is wrong under that language's box, where a screen reader reads it with the field.
 */
export function localizedText(field: CopyTextField, explanations: Readonly<Record<string, string>>): BasicFormField<Texts> {
  const placeholders = Object.keys(explanations);
  const problemsIn = (value: Texts): Record<Locale, string[]> =>
    field.optional && isUnwritten(value) ? { nl: [], en: [], fr: [] } : problemsOf(value, placeholders);
  return {
    kind: "form",
    label: field.label,
    Input(props) {
      return (
        <Grid gap="regular">
          <Heading size="small" elementType="h3">
            {field.label}
          </Heading>
          <LanguageBoxes {...props} field={field} explanations={explanations} problems={problemsIn(props.value)} />
        </Grid>
      );
    },
    defaultValue: empty,
    parse,
    // An optional text left empty in every language is left out of the file, as the copy has none.
    serialize: (value) => ({ value: field.optional && isUnwritten(value) ? undefined : value }),
    validate(value) {
      const problems = Object.entries(problemsIn(value)).flatMap(([locale, list]) => list.map((problem) => `${locale}: ${problem}`));
      if (problems.length > 0) throw new Error(`${field.label}: ${problems.join(" ")}`);
      return value;
    },
    reader: { parse },
  };
}

const isUnwritten = (value: Texts) => LOCALES.every((locale) => value[locale] === "");

/** A field's help (what it is, what its placeholders stand for) and one box per language, each with its problems under it. */
function LanguageBoxes({
  field,
  explanations,
  problems,
  value,
  onChange,
  autoFocus,
  forceValidation,
}: {
  field: CopyTextField;
  explanations: Readonly<Record<string, string>>;
  problems: Record<Locale, string[]>;
  value: Texts;
  onChange: (value: Texts) => void;
  autoFocus: boolean;
  forceValidation: boolean;
}) {
  // A text drawn on one line (a picture's words) is typed on one; a sentence in a box that grows with it.
  const Box = field.oneLine ? TextField : TextArea;
  const help = [field.description, ...placeholdersIn(value).map((name) => `{${name}} is ${explanations[name] ?? "not a placeholder this field knows"}.`)]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      {help ? <Text size="small">{help}</Text> : null}
      <Grid columns={{ mobile: "1fr", tablet: "repeat(3, 1fr)" }} gap="regular">
        {LOCALES.map((locale, index) => (
          <Box
            key={locale}
            label={LANGUAGE_LABELS[locale]}
            value={value[locale]}
            autoFocus={autoFocus && index === 0}
            isRequired={!field.optional}
            onChange={(written: string) => onChange({ ...value, [locale]: written })}
            errorMessage={forceValidation || value[locale] !== "" ? problems[locale].join(" ") || undefined : undefined}
          />
        ))}
      </Grid>
    </>
  );
}

type Mark = "text" | "yes" | "no";
const MARKS: Record<Mark, string> = { text: "Text", yes: "Tick (✓)", no: "Cross (—)" };
const markOf = (value: Texts | boolean): Mark => (value === true ? "yes" : value === false ? "no" : "text");

/**
 * A text in every language, or a tick or a cross instead (a table's cell): the editor picks which,
 * and a text is written and checked as `localizedText` does. The file holds the mark as `true` or
 * `false`, so the page reads it as it always has.
 */
export function localizedTextOrMark(field: TextOrMarkField, explanations: Readonly<Record<string, string>>): BasicFormField<Texts | boolean> {
  const asText = localizedText(field.text, explanations);
  const parse = (value: FormFieldStoredValue) => (typeof value === "boolean" ? value : asText.parse(value));
  return {
    kind: "form",
    label: field.label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      return (
        <Grid gap="regular">
          <Heading size="small" elementType="h3">
            {field.label}
          </Heading>
          {/* The heading names the field once; the choice and the boxes under it are its parts. */}
          <RadioGroup
            label="Shown as"
            orientation="horizontal"
            value={markOf(value)}
            onChange={(mark) => onChange(mark === "yes" ? true : mark === "no" ? false : asText.defaultValue())}
          >
            {Object.entries(MARKS).map(([mark, label]) => (
              <Radio key={mark} value={mark}>
                {label}
              </Radio>
            ))}
          </RadioGroup>
          {typeof value === "boolean" ? null : (
            <LanguageBoxes
              field={field.text}
              explanations={explanations}
              problems={problemsOf(value, Object.keys(explanations))}
              value={value}
              onChange={onChange}
              autoFocus={autoFocus}
              forceValidation={forceValidation}
            />
          )}
        </Grid>
      );
    },
    defaultValue: asText.defaultValue,
    parse,
    serialize: (value) => ({ value }),
    validate: (value) => (typeof value === "boolean" ? value : asText.validate(value)),
    reader: { parse },
  };
}
