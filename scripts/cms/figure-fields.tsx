import { TextField } from "@keystar/ui/text-field";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import type { CountField, PriceField } from "../../content/schema/fields";
import { centsOf, eurosOf, type Typed, wholeNumberOf } from "./amounts";

/**
 * A number typed in one box, the same in every language, kept in the file as the drawings read it
 * (`stored`), shown as an editor reads it (`shown`). What is typed stays as typed until it is a
 * number the field takes: until then the problem is said under the box (`aria-invalid`, the message
 * in its description), and Keystatic, which calls `validate` before it writes, does not save.
 */
function typedNumber(
  label: string,
  description: string,
  shown: (stored: number) => string,
  read: (typed: string) => Typed,
  defaultValue: string,
): BasicFormField<string> {
  const parse = (value: FormFieldStoredValue) => (typeof value === "number" ? shown(value) : defaultValue);
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const typed = read(value);
      return (
        <TextField
          label={label}
          description={description}
          value={value}
          onChange={onChange}
          autoFocus={autoFocus}
          inputMode="decimal"
          isRequired
          errorMessage={(forceValidation || value !== defaultValue) && "problem" in typed ? typed.problem : undefined}
        />
      );
    },
    defaultValue: () => defaultValue,
    parse,
    serialize(value) {
      const typed = read(value);
      return { value: "value" in typed ? typed.value : undefined };
    },
    validate(value) {
      const typed = read(value);
      if ("problem" in typed) throw new Error(`${label}: ${typed.problem}`);
      return value;
    },
    reader: { parse },
  };
}

/** A price an editor types in euros (24,50), kept in the file as whole cents (2450). */
export const priceField = (field: PriceField): BasicFormField<string> =>
  typedNumber(
    field.label,
    `In euros, such as 24,50, up to ${eurosOf(field.max)}: the picture shows it as each language writes prices.`,
    eurosOf,
    (typed) => centsOf(typed, field.max),
    "",
  );

/** A whole number within its limits; the number of an item in a list counted from 1, kept from 0. */
export function countField(field: CountField): BasicFormField<string> {
  const offset = field.position ? 1 : 0;
  return typedNumber(
    field.label,
    // The list it counts is another field, which this one's check cannot see: the server checks both together.
    `A whole number from ${field.min} to ${field.max}${field.countsIn === undefined ? "" : ", and no more than the list above has items"}.`,
    (stored) => String(stored + offset),
    (typed) => {
      const counted = wholeNumberOf(typed, field.min, field.max);
      return "value" in counted ? { value: counted.value - offset } : counted;
    },
    String(field.min),
  );
}
