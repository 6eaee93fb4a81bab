import { describe, expect, it } from "vitest";
import en from "../../content/en/faq";
import nl from "../../content/nl/faq";
import { FAQ_IDS } from "../../content/schema/faq";
import { attr, byId, byRole, hiddenByMarkup, lettersOf, query, queryAll } from "../../tests/render/dom";
import { renderedPage } from "../../tests/render/rendered-page";
import { copyOf } from "../i18n/catalog";
import { fillCopy } from "../shared/figures";
import { pathOf } from "../shared/route-table";

describe.each([
  ["nl", fillCopy(nl, "nl")],
  ["en", fillCopy(en, "en")],
] as const)("/info/faq in %s", (locale, copy) => {
  it("pre-renders all 12 questions as headings, each answer in the HTML, closed", async () => {
    const page = await renderedPage("info.faq", locale);
    const items = queryAll(page, "details[data-faq-item]");
    expect(items.map((item) => attr(item, "data-faq-item"))).toEqual([...FAQ_IDS]);
    for (const [index, id] of FAQ_IDS.entries()) {
      const item = items[index]!;
      expect(lettersOf(query(item, "> summary h2"))).toBe(copy.items[id].question);
      // One name: the browser keeps at most one of the group open, without a script.
      expect(attr(item, "name")).toBe("faq");
      expect(attr(item, "open")).toBeNull();
      const answer = byId(page, `${id}-antwoord`)!;
      expect(queryAll(item, "*")).toContain(answer);
      expect(hiddenByMarkup(answer)).toBe(true);
    }
    expect(lettersOf(queryAll(byId(page, "printers-antwoord")!, "p")[0]!)).toBe(copy.items.printers.answer.paragraphs[0]);
  });

  it("gives Q1, Q2, Q6 and Q10 their own answer structures", async () => {
    const page = await renderedPage("info.faq", locale);
    const { kosten, proefperiode, apparatuur, printers } = copy.items;
    const texts = (selector: string) => queryAll(page, selector).map(lettersOf);
    expect(texts("#kosten-antwoord ul[data-answer=bullets] li")).toEqual([...kosten.answer.bullets]);
    expect(texts("#kosten-antwoord ol[data-answer=steps] li")).toEqual([...kosten.answer.steps]);
    expect(texts("#proefperiode-antwoord [data-answer=how] p")).toEqual([proefperiode.answer.how]);
    expect(texts("#proefperiode-antwoord [data-answer=why] p")).toEqual([proefperiode.answer.why]);
    expect(texts("#apparatuur-antwoord > p")).toEqual([...apparatuur.answer.parts]);
    expect(texts("#apparatuur-antwoord ul[data-answer=bullets] li")).toEqual([...apparatuur.answer.bullets]);
    expect(texts("#printers-antwoord > p")).toEqual([...printers.answer.paragraphs]);
  });

  it("ends the hero's subtitle with an invitation to get in touch: a plain link to the support page, which works without JavaScript", async () => {
    const page = await renderedPage("info.faq", locale);
    const subtitle = queryAll(query(page, "main"), "p").find((paragraph) => lettersOf(paragraph).startsWith(copy.hero.subtitle))!;
    // The subtitle is the paragraph right after the h1.
    const hero = queryAll(query(page, "main"), "h1")[0]!;
    const siblings = hero.parentNode!.childNodes.filter((node) => "tagName" in node);
    expect(siblings[siblings.indexOf(hero) + 1]).toBe(subtitle);
    expect(lettersOf(subtitle)).toBe(`${copy.hero.subtitle} ${copy.contactLink}.`);
    const links = byRole(subtitle, "link", copy.contactLink).filter((link) => lettersOf(link) === copy.contactLink);
    expect(links.map((link) => attr(link, "href"))).toEqual([pathOf("info.support")]);
    // Where it leads: the support page, under its own heading.
    const support = await renderedPage("info.support", locale);
    expect(lettersOf(query(query(support, "main"), "h1"))).toBe(copyOf(locale, "info.support").hero.title);
  });
});
