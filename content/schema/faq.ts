import { type CopyOf, choice, type Field, type GroupField, group, list, page, text } from "./fields";
import { HERO, META } from "./page";

/**
 * Stable question ids, the same in every language: they are the #anchors of /info/faq.
 * Order is the order on the page.
 */
export const FAQ_IDS = [
  "kosten",
  "proefperiode",
  "uitbetalingen",
  "betaalmethoden",
  "aan-de-slag",
  "apparatuur",
  "qr-stickers",
  "pakket-wisselen",
  "opzeggen",
  "printers",
  "bezorggebieden",
  "hulp",
] as const;

export type FaqId = (typeof FAQ_IDS)[number];

/**
 * A question with its answer, whose fields are those of its one layout: the page renders each
 * answer by its `shape`, a choice of one so the file names the layout the page gives it.
 */
const question = <const Shape extends string, Fields extends Record<string, Field>>(label: string, shape: Shape, fields: Fields) =>
  group(label, {
    question: text("Question"),
    answer: group("Answer", { shape: choice("Layout of the answer", [shape]), ...fields }),
  });

const bullets = () => list("Bullet", text("Bullet"));
// Each layout is made for that many paragraphs.
const paragraphs = (length: number) => list("Paragraph", text("Paragraph"), { length });
const single = () => ({ answer: text("Answer") });

export const FAQ_PAGE = page("info.faq", "Veelgestelde vragen / FAQ", {
  meta: META,
  hero: HERO,
  contactLink: text("Link to the support page, after the text under the heading"),
  listLabel: text("Name of the list of questions, read out by screen readers"),
  labels: group("Sub-headings inside the answer on the free trial", {
    how: text("Above how it works"),
    why: text("Above why"),
  }),
  items: group("Questions, in the order of the page", {
    kosten: question("Costs", "bullets-steps", {
      text: text("Text"),
      bullets: bullets(),
      stepsIntro: text("Text before the steps"),
      steps: list("Step", text("Step")),
    }),
    proefperiode: question("Free trial", "how-why", { how: text("How it works"), why: text("Why") }),
    uitbetalingen: question("Payouts", "what", { text: text("Text"), what: list("What you get", text("What you get")) }),
    betaalmethoden: question("Payment methods", "paragraphs", { paragraphs: paragraphs(2) }),
    "aan-de-slag": question("Getting started", "bullets-closing", { text: text("Text"), bullets: bullets(), closing: text("Text after the bullets") }),
    apparatuur: question("Equipment", "parts-bullets", { parts: paragraphs(4), bullets: bullets() }),
    "qr-stickers": question("QR stickers", "paragraphs", { paragraphs: paragraphs(2) }),
    "pakket-wisselen": question("Switching plans", "single", single()),
    opzeggen: question("Cancelling", "single", single()),
    printers: question("Printers", "paragraphs", { paragraphs: paragraphs(4) }),
    bezorggebieden: question("Delivery area", "single", single()),
    hulp: question("Help", "single", single()),
  } satisfies Record<FaqId, GroupField>),
});

/** The FAQ page's copy, in one language. */
export type FaqCopy = CopyOf<typeof FAQ_PAGE>;

/** One answer, of any question: its `shape` says which fields it has. */
export type FaqAnswer = FaqCopy["items"][FaqId]["answer"];
