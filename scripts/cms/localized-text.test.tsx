import { KeystarProvider } from "@keystar/ui/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { text, textOrMark } from "../../content/schema/fields";
import { words } from "../../content/schema/product-pictures";
import { localizedText, localizedTextOrMark } from "./localized-text";

describe("a cell that is a text or a tick or a cross, in the editor", () => {
  it("names the field once", () => {
    const field = localizedTextOrMark(textOrMark("Cell of the Starter plan"), {});
    const html = renderToStaticMarkup(
      <KeystarProvider>
        <field.Input value={{ nl: "Ja", en: "Yes", fr: "Oui" }} onChange={() => {}} autoFocus={false} forceValidation={false} />
      </KeystarProvider>,
    );
    expect(html.split("Cell of the Starter plan").length - 1).toBe(1);
  });
});

describe("a text in the editor", () => {
  const rendered = (field: ReturnType<typeof localizedText>) =>
    renderToStaticMarkup(
      <KeystarProvider>
        <field.Input value={{ nl: "Afrekenen", en: "Checkout", fr: "Paiement" }} onChange={() => {}} autoFocus={false} forceValidation={false} />
      </KeystarProvider>,
    );

  it("gives a sentence a box per language, and a picture's words, drawn on one line, a line each", () => {
    expect(rendered(localizedText(text("Text"), {})).match(/<textarea/g)).toHaveLength(3);
    const line = rendered(localizedText(words("Heading"), {}));
    expect(line.match(/<textarea/g)).toBeNull();
    expect(line.match(/<input/g)).toHaveLength(3);
  });
});
