import { describe, expect, it } from "vitest";
import editorConfig from "./keystatic.config";

/** A text field's form in the editor, as Keystatic calls it before it saves. */
const form = (entry: string, key: string) => editorConfig.singletons![entry]!.schema[key] as unknown as { validate: (value: unknown) => unknown };
const everywhere = (text: string) => ({ nl: text, en: text, fr: text });

describe("the editor's forms", () => {
  it("let a text name its field's own placeholders, and no other field's", () => {
    expect(() => form("info-downloads", "whatsNew").validate(everywhere("Wat is er nieuw in {version}"))).not.toThrow();
    expect(() => form("info-downloads", "listTitle").validate(everywhere("Kies je computer voor {version}"))).toThrow(
      /\{version\}: not a placeholder this field knows/,
    );
  });
});
