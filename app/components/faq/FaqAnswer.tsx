import type { FaqAnswer as Answer, FaqCopy } from "../../../content/schema/faq";
import { Prose } from "../../i18n/word-breaks";

const BULLETS = "grid list-disc gap-1 pl-6 marker:text-brand-700";
const STEPS = "grid list-decimal gap-1 pl-6 marker:font-bold marker:text-brand-700";

function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((text) => (
    <p key={text}>
      <Prose text={text} />
    </p>
  ));
}

function Bullets({ items, kind }: { items: readonly string[]; kind: string }) {
  return (
    <ul data-answer={kind} className={BULLETS}>
      {items.map((item) => (
        <li key={item}>
          <Prose text={item} />
        </li>
      ))}
    </ul>
  );
}

/** Renders each answer shape of content/schema/faq.ts; data-answer marks the parts for tests and styling. */
export function FaqAnswer({ answer, labels }: { answer: Answer; labels: FaqCopy["labels"] }) {
  switch (answer.shape) {
    case "bullets-steps":
      return (
        <>
          <p>
            <Prose text={answer.text} />
          </p>
          <Bullets items={answer.bullets} kind="bullets" />
          <p>
            <Prose text={answer.stepsIntro} />
          </p>
          <ol data-answer="steps" className={STEPS}>
            {answer.steps.map((step) => (
              <li key={step}>
                <Prose text={step} />
              </li>
            ))}
          </ol>
        </>
      );
    case "how-why":
      return (
        <>
          <div data-answer="how">
            <h3 className="font-bold text-ink-900">{labels.how}</h3>
            <p>
              <Prose text={answer.how} />
            </p>
          </div>
          <div data-answer="why">
            <h3 className="font-bold text-ink-900">{labels.why}</h3>
            <p>
              <Prose text={answer.why} />
            </p>
          </div>
        </>
      );
    case "what":
      return (
        <>
          <p>
            <Prose text={answer.text} />
          </p>
          <Bullets items={answer.what} kind="what" />
        </>
      );
    case "bullets-closing":
      return (
        <>
          <p>
            <Prose text={answer.text} />
          </p>
          <Bullets items={answer.bullets} kind="bullets" />
          <p data-answer="closing">{answer.closing}</p>
        </>
      );
    case "parts-bullets":
      return (
        <>
          <Paragraphs items={answer.parts} />
          <Bullets items={answer.bullets} kind="bullets" />
        </>
      );
    case "paragraphs":
      return <Paragraphs items={answer.paragraphs} />;
    case "single":
      return (
        <p>
          <Prose text={answer.answer} />
        </p>
      );
  }
}
