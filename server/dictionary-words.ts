import { createRequire } from "node:module";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/*
 * Which parts of a secret are dictionary words, English or Dutch, found by zxcvbn-ts
 * (docs/decisions/048-signing-secret-rotation.md). Its dictionaries take about 0.2 s and tens of MB
 * to load, so they are loaded at the first question, which only production's start-up asks
 * (server/config.ts): a laptop, a test or the release CLI never pays for them.
 */

/** zxcvbn-ts reads at most this many characters; a secret is judged by its start. */
const EXAMINED_CHARACTERS = 256;

/** A shorter dictionary match is as likely in random letters as in a phrase ("dab", "Fe"). */
const MIN_WORD_LETTERS = 4;

let loaded: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  if (loaded) return loaded;
  // Synchronous, as the configuration is read synchronously; the packages are CommonJS-compatible.
  const require = createRequire(import.meta.url);
  const { ZxcvbnFactory: Factory } = require("@zxcvbn-ts/core") as typeof import("@zxcvbn-ts/core");
  const common = require("@zxcvbn-ts/language-common") as typeof import("@zxcvbn-ts/language-common");
  const english = require("@zxcvbn-ts/language-en") as typeof import("@zxcvbn-ts/language-en");
  // The Dutch pack (3.x, plain word lists) loads into core 4; its list names get a suffix, as the English ones have.
  const dutch = require("@zxcvbn-ts/language-nl-be") as typeof import("@zxcvbn-ts/language-nl-be");
  const dutchLists = Object.fromEntries(Object.entries(dutch.dictionary).map(([name, words]) => [`${name}-nl`, words]));
  loaded = new Factory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...dutchLists },
    // No l33t spelling: it makes a check 10 to 40 times slower, and reads a hex secret's digits as letters ("5" as "s").
    l33tTable: {},
  });
  return loaded;
}

/** "Most of it": random base64 and alphanumeric secrets stay under half (see secret-strength.test.ts). */
export const MOST = 0.5;

export interface Phrase {
  /** Words of at least four letters. */
  words: number;
  /** The share of the examined letters and digits they make up, at least `most`. */
  share: number;
}

/**
 * Whether at least two dictionary words make up most of the secret's letters and digits. Each run
 * of letters is split as zxcvbn splits it with the fewest guesses, so a word counts only where it
 * explains the letters better than chance does; words run together ("correcthorsebattery") or in
 * CamelCase count as much as words between separators.
 */
export function dictionaryPhrase(secret: string, most = MOST): Phrase | null {
  const examined = secret.slice(0, EXAMINED_CHARACTERS);
  const alphanumerics = examined.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const runs = examined.match(new RegExp(`\\p{L}{${MIN_WORD_LETTERS},}`, "gu")) ?? [];
  let unexamined = runs.reduce((sum, run) => sum + run.length, 0);
  let words = 0;
  let wordLetters = 0;
  for (const run of runs) {
    // Stop once even all the letters left could not make most of it: random hex never starts, random base64 stops early.
    if ((wordLetters + unexamined) / alphanumerics < most) return null;
    unexamined -= run.length;
    for (const match of zxcvbn().check(run).sequence) {
      if ((match.pattern === "dictionary" || match.pattern === "wordSequence") && match.token.length >= MIN_WORD_LETTERS) {
        words++;
        wordLetters += match.token.length;
      }
    }
  }
  const share = wordLetters / alphanumerics;
  return words >= 2 && share >= most ? { words, share } : null;
}
