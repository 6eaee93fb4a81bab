import { KeystarProvider } from "@keystar/ui/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { textOrMark } from "../../content/schema/fields";
import { localizedTextOrMark } from "./localized-text";

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
