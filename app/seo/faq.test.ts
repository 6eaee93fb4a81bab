import { describe, expect, it } from "vitest";
import { FAQ_IDS } from "../../content/schema/faq";
import { copyOf } from "../i18n/catalog";
import { fillCopy } from "../shared/figures";
import { LOCALES } from "../shared/locales";
import { faqPageLd } from "./faq";

const URL = "https://www.example.test/info/faq?lang=xx";

describe.each(LOCALES)("faqPageLd in %s", (locale) => {
  const load = async () => fillCopy(copyOf(locale, "info.faq"), locale);

  it("has every question, each with an accepted answer in plain text", async () => {
    const copy = await load();
    const faq = faqPageLd(copy, URL) as Record<string, any>;
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toHaveLength(12);
    faq.mainEntity.forEach((question: Record<string, any>, index: number) => {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toBe(copy.items[FAQ_IDS[index]!].question);
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      expect(question.acceptedAnswer.text).not.toMatch(/<|\{\w+\}/);
    });
  });

  it("keeps the bullets and numbered steps of an answer", async () => {
    const copy = await load();
    const answer = copy.items.kosten.answer;
    const text = (faqPageLd(copy, URL) as Record<string, any>).mainEntity[0].acceptedAnswer.text as string;
    for (const bullet of answer.bullets) expect(text).toContain(`• ${bullet}`);
    for (const [index, step] of answer.steps.entries()) expect(text).toContain(`${index + 1}. ${step}`);
    expect(text).toContain(answer.stepsIntro);
  });

  it("includes the how and why parts with their labels", async () => {
    const copy = await load();
    const text = (faqPageLd(copy, URL) as Record<string, any>).mainEntity[1].acceptedAnswer.text as string;
    expect(text.split("\n")).toEqual([copy.labels.how, copy.items.proefperiode.answer.how, copy.labels.why, copy.items.proefperiode.answer.why]);
  });
});
