/** Words of letters in any script (with their marks, hyphens and apostrophes), an initial's dot. */
const WORD = String.raw`[\p{L}\p{M}]+(?:[-'’ʼʻ][\p{L}\p{M}]+)*\.?`;
const PLAIN_NAME = new RegExp(`^${WORD}(?: ${WORD})*$`, "u");
const MAX_LENGTH = 40;
const MAX_WORDS = 3;

/**
 * The name a sender's acknowledgement greets them by (issue 39.1): what they typed when it
 * is a plain name (letters, at most three words and 40 characters), else null and the
 * greeting names no one. A form is no way to make the company mail a stranger a sentence
 * of one's choosing.
 */
export function plainName(typed: string): string | null {
  const name = typed.trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > MAX_LENGTH || name.split(" ").length > MAX_WORDS) return null;
  return PLAIN_NAME.test(name) ? name : null;
}
