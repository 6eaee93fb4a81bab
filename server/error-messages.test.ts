import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, errorMessage } from "./error-messages";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the error table", () => {
  it.each(Object.entries(ERROR_MESSAGES))("%s is a sentence in both languages with the same blanks", (_key, texts) => {
    expect(placeholders(texts.nl)).toEqual(placeholders(texts.en));
    for (const text of [texts.nl, texts.en]) expect(text).toMatch(/^[A-Z"{].*\.$/s);
    expect(texts.nl).not.toBe(texts.en);
  });

  it("fills blanks and leaves unknown ones visible", () => {
    expect(errorMessage("tooManyDownloads", "nl", { seconds: 12 })).toBe("Te veel downloadverzoeken. Wacht 12 seconden en probeer het dan opnieuw.");
    expect(errorMessage("noEndpoint", "en")).toBe("There is no API endpoint at {url}.");
  });
});
