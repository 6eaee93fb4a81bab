import { validateFieldProps } from "@keystar/ui/field";
import { Grid } from "@keystar/ui/layout";
import { NumberField } from "@keystar/ui/number-field";
import { Heading, Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { type FigureGroup, groupProblems, UNIT_LABELS } from "../../content/figures";

export type Figures = Record<string, number>;

function parse(group: FigureGroup) {
  return (value: FormFieldStoredValue): Figures => {
    const stored = value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date) ? (value as Record<string, unknown>) : {};
    // A figure missing from the file is shown as an empty box, which cannot be saved.
    return Object.fromEntries(Object.keys(group.boxes).map((key) => [key, typeof stored[key] === "number" ? stored[key] : Number.NaN]));
  };
}

/** Each box's problems and the group's own (a rule between its figures), in sentences. */
function problemsOf(group: FigureGroup, value: Figures): { boxes: Record<string, string[]>; group: string[] } {
  const found = groupProblems(group, value);
  const boxes = Object.fromEntries(Object.keys(group.boxes).map((key) => [key, found.filter(({ box }) => box === key).map(({ problem }) => problem)]));
  return { boxes, group: found.filter(({ box }) => box === undefined).map(({ problem }) => problem) };
}

/**
 * One group of the offer's figures (the plans' prices, the payment costs), a box for each with its
 * unit in its label, checked as it is typed by the rules the editor's server and the build hold the
 * figures to (content/figures.ts). A problem keeps the entry from being saved (Keystatic calls
 * `validate` before it writes) and is said under its box, or under the group for a rule between
 * its figures, where a screen reader reads it.
 */
export function figureGroup(group: FigureGroup): BasicFormField<Figures> {
  const read = parse(group);
  return {
    kind: "form",
    label: group.label,
    Input({ value, onChange, autoFocus }) {
      const problems = problemsOf(group, value);
      const groupId = `figures-${group.label.replace(/\W+/g, "-")}`;
      return (
        <Grid gap="regular" role="group" aria-labelledby={`${groupId}-heading`}>
          <Heading size="small" elementType="h3" id={`${groupId}-heading`}>
            {group.label}
          </Heading>
          {group.description ? <Text size="small">{group.description}</Text> : null}
          <Grid columns={{ mobile: "1fr", tablet: "repeat(3, 1fr)" }} gap="regular" alignItems="end">
            {Object.entries(group.boxes).map(([key, { label, unit }], index) => (
              <NumberField
                key={key}
                // Keystar's text field marks a box with a message as invalid (aria-invalid); its number
                // field does not, so its own helper does it here, and a screen reader hears the box is wrong.
                {...validateFieldProps({
                  label: `${label} (${UNIT_LABELS[unit]})`,
                  errorMessage: (problems.boxes[key] ?? []).join(" ") || undefined,
                })}
                value={value[key] ?? Number.NaN}
                autoFocus={autoFocus && index === 0}
                isRequired
                hideStepper
                formatOptions={{ maximumFractionDigits: 4, useGrouping: false }}
                onChange={(typed: number) => onChange({ ...value, [key]: typed })}
              />
            ))}
          </Grid>
          {problems.group.length > 0 ? (
            <Text role="alert" color="critical">
              {problems.group.join(" ")}
            </Text>
          ) : null}
        </Grid>
      );
    },
    defaultValue: () => read({}),
    parse: read,
    serialize: (value) => ({ value }),
    validate(value) {
      const problems = groupProblems(group, value);
      if (problems.length > 0)
        throw new Error(`${group.label}: ${problems.map(({ box, problem }) => (box ? `${group.boxes[box]?.label ?? box}: ${problem}` : problem)).join(" ")}`);
      return value;
    },
    reader: { parse: read },
  };
}
