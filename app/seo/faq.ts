import type { FAQPage, WithContext } from "schema-dts";
import { FAQ_IDS, type FaqAnswer, type FaqCopy } from "../../content/schema/faq";
import { SCHEMA_CONTEXT } from "./json-ld";

const bullets = (items: readonly string[]) => items.map((item) => `• ${item}`);
const steps = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`);

/** The answer as plain text, in the order the page shows it; lists become one line per item. */
function answerText(answer: FaqAnswer, labels: FaqCopy["labels"]): string {
  switch (answer.shape) {
    case "bullets-steps":
      return [answer.text, ...bullets(answer.bullets), answer.stepsIntro, ...steps(answer.steps)].join("\n");
    case "how-why":
      return [labels.how, answer.how, labels.why, answer.why].join("\n");
    case "what":
      return [answer.text, ...bullets(answer.what)].join("\n");
    case "bullets-closing":
      return [answer.text, ...bullets(answer.bullets), answer.closing].join("\n");
    case "parts-bullets":
      return [...answer.parts, ...bullets(answer.bullets)].join("\n");
    case "paragraphs":
      return answer.paragraphs.join("\n");
    case "single":
      return answer.answer;
  }
}

/** Every question of the FAQ page, from the same (filled-in) copy the page renders. */
export function faqPageLd(copy: Pick<FaqCopy, "items" | "labels">, pageUrl: string): WithContext<FAQPage> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "FAQPage",
    url: pageUrl,
    mainEntity: FAQ_IDS.map((id) => ({
      "@type": "Question",
      "@id": `${pageUrl}#${id}`,
      name: copy.items[id].question,
      acceptedAnswer: { "@type": "Answer", text: answerText(copy.items[id].answer, copy.labels) },
    })),
  };
}
