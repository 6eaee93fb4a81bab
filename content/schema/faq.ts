import type { PageCopy } from "./page";

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

type Pair = readonly [string, string];
type Four = readonly [string, string, string, string];

/** The answer shape of each question: each has its own, and the page renders it as such. */
interface FaqAnswers {
  kosten: { shape: "bullets-steps"; text: string; bullets: readonly string[]; stepsIntro: string; steps: readonly string[] };
  proefperiode: { shape: "how-why"; how: string; why: string };
  uitbetalingen: { shape: "what"; text: string; what: readonly string[] };
  betaalmethoden: { shape: "paragraphs"; paragraphs: Pair };
  "aan-de-slag": { shape: "bullets-closing"; text: string; bullets: readonly string[]; closing: string };
  apparatuur: { shape: "parts-bullets"; parts: Four; bullets: readonly string[] };
  "qr-stickers": { shape: "paragraphs"; paragraphs: Pair };
  "pakket-wisselen": { shape: "single"; answer: string };
  opzeggen: { shape: "single"; answer: string };
  printers: { shape: "paragraphs"; paragraphs: Four };
  bezorggebieden: { shape: "single"; answer: string };
  hulp: { shape: "single"; answer: string };
}

export type FaqAnswer = FaqAnswers[FaqId];

/** A FAQ item is a question with its answer, bullets and lists. */
export interface FaqCopy extends PageCopy {
  listLabel: string;
  /** Sub-headings inside answers (Q2's how and why parts). */
  labels: { how: string; why: string };
  items: { [Id in FaqId]: { question: string; answer: FaqAnswers[Id] } };
  /** Link text after the hero's subtitle, to the support page. */
  contactLink: string;
}
