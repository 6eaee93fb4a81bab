import { dictionaryPhrase } from "./dictionary-words";

/*
 * Whether a secret was made by a random generator or by a person. People write placeholders
 * ("changeme-changeme-changeme-12345"), repeat a part to reach the required length, count up
 * ("12345", "abcdef") and string words together ("correct-horse-battery-staple-…",
 * "fiets-kaas-molen-tulp-…"); a generator does none of that. This estimates the bits an attacker
 * must guess, charging a repeat or a run about a byte whatever its length, and refuses a secret
 * that is mostly English or Dutch dictionary words (dictionary-words.ts, zxcvbn-ts).
 * `openssl rand -hex 32` scores over 220 bits, `openssl rand -base64 24` over 140, even 32 random
 * hex characters 100 or more (100,000 samples of each, none under), and none of them is taken
 * for words: in 100,000 of each, words made up at most 31% of a base64 secret and 25% of a hex
 * one, where refusing starts at 50% (secret-strength.test.ts keeps fixed samples). Placeholders
 * are a list, not scored: scoring letter runs as words refused one random base64 secret in fifty.
 */

/** What production requires: 16 hex characters and change, far below what a generator gives, far above a person's pattern. */
export const MIN_SECRET_BITS = 100;

/**
 * Words people leave in examples and defaults. Six letters or more, so that a random base64
 * secret contains one by chance less than once in ten million.
 */
const PLACEHOLDERS = [
  "changeme",
  "change-me",
  "change_me",
  "password",
  "passwd",
  "secret",
  "example",
  "default",
  "replace",
  "placeholder",
  "letmein",
  "qwerty",
  "bestelwijs",
  "signing",
];

/** Bits one random character of this secret's alphabet carries. */
function bitsPerCharacter(secret: string): number {
  if (/^[0-9]+$/.test(secret)) return Math.log2(10);
  if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) return 4;
  if (/^[0-9A-Za-z]+$/.test(secret)) return Math.log2(62);
  return Math.log2(95);
}

/** A copy of earlier text, a run of one character, or a count up or down: each costs an attacker about a byte, whatever its length. */
const PATTERN_BITS = 8;

function patternLengthAt(secret: string, at: number): number {
  let longest = 0;
  // The longest copy of something earlier that starts here.
  for (let from = 0; from < at; from++) {
    let length = 0;
    while (at + length < secret.length && secret[from + length] === secret[at + length]) length++;
    longest = Math.max(longest, length);
  }
  // A run: the same character, or one that goes up or down by one each time ("aaaa", "1234", "fedc").
  for (const step of [0, 1, -1]) {
    let length = 1;
    while (at + length < secret.length && secret.charCodeAt(at + length) - secret.charCodeAt(at + length - 1) === step) length++;
    longest = Math.max(longest, length);
  }
  return longest >= 3 ? longest : 0;
}

/** About how many bits of randomness the secret holds (of its first 1,024 characters: the search for copies is quadratic). */
export function secretBits(whole: string): number {
  const secret = whole.slice(0, 1024);
  const perCharacter = bitsPerCharacter(secret);
  let bits = 0;
  for (let at = 0; at < secret.length; ) {
    const pattern = patternLengthAt(secret, at);
    if (pattern > 0) {
      bits += PATTERN_BITS;
      at += pattern;
    } else {
      bits += perCharacter;
      at++;
    }
  }
  return bits;
}

/** Why the secret looks made by a person, or null when it looks random enough. */
export function weakSecretReason(secret: string): string | null {
  const pattern = patternReason(secret);
  if (pattern) return pattern;
  // Last, as only this loads the dictionaries. The words themselves are not named: the message is logged.
  const phrase = dictionaryPhrase(secret);
  if (phrase)
    return `it is made of dictionary words (${phrase.words} words make up ${Math.round(phrase.share * 100)}% of its letters and digits), which a person picks and an attacker tries first`;
  return null;
}

/** A placeholder word, or too few bits for its patterns: weakSecretReason without the dictionaries. */
export function patternReason(secret: string): string | null {
  const lower = secret.toLowerCase();
  const word = PLACEHOLDERS.find((placeholder) => lower.includes(placeholder));
  if (word) return `it contains "${word}", a word of examples and defaults`;
  const bits = Math.round(secretBits(secret));
  if (bits < MIN_SECRET_BITS) return `it repeats itself or counts up: about ${bits} bits of randomness, and at least ${MIN_SECRET_BITS} are needed`;
  return null;
}
