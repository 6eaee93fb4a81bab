import { describe, expect, it } from "vitest";
import { textProblems } from "./copy-rules";
import { FIGURE_PLACEHOLDERS } from "./placeholders";

const FIGURES = Object.keys(FIGURE_PLACEHOLDERS);

describe("what the editor says about one text before it saves", () => {
  it("has nothing to say about good copy in each language", () => {
    expect(textProblems("Elke dag van {supportOpens} tot {supportCloses} uur.", "nl", FIGURES)).toEqual([]);
    expect(textProblems("Every day from {supportOpens} to {supportCloses}.", "en", FIGURES)).toEqual([]);
    expect(textProblems("Tous les jours de {supportOpens} à {supportCloses}\u202f!", "fr", FIGURES)).toEqual([]);
  });

  it("asks for a text that is empty or only spaces, naming the language", () => {
    expect(textProblems("  ", "fr", FIGURES)).toEqual(["Write the French text: every language needs one."]);
  });

  it("names a placeholder the field does not know, and lists those it does", () => {
    const [problem] = textProblems("Vanaf {startr} per maand", "nl", ["starter", "professional"]);
    expect(problem).toBe("{startr}: not a placeholder this field knows. It knows {starter}, {professional}.");
    expect(textProblems("Vanaf {starter per maand", "nl", FIGURES)).toEqual(["A { or } without its partner: a placeholder is written {name}."]);
  });

  it("refuses a figure typed as a number", () => {
    expect(textProblems("Starter kost € 39 per maand", "nl", FIGURES)).toEqual([
      "A figure is typed as a number: write its placeholder (such as {starter} or {trialDays}), so it is set once for every page and language.",
    ]);
    expect(textProblems("Try it free for 30 days", "en", FIGURES)).toHaveLength(1);
  });

  it("in a picture's words, which take no placeholders, refuses any and says a price has its own field", () => {
    expect(textProblems("Afrekenen {starter}", "nl", [])).toEqual([
      "{starter}: not a placeholder this field knows. It takes none: write the words as they are shown.",
    ]);
    expect(textProblems("Friet € 3,95", "nl", [])).toEqual([
      "A figure is typed as a number: a price in the picture has its own field, in euros; the words around it name none.",
    ]);
  });

  it("says why a phrase fixed once may not come back", () => {
    expect(textProblems("Kies een abonnement", "nl", FIGURES)).toEqual(['The word for a plan is "pakket" on every page.']);
  });

  it("names English on a Dutch page and French typography slips", () => {
    expect(textProblems("Al je orders op één scherm", "nl", FIGURES)).toEqual(["English on a Dutch page: orders."]);
    expect(textProblems("Une question ? Appelez-nous", "fr", FIGURES)).toEqual(['French typography: " ?": a narrow no-break space before ?.']);
  });
});
