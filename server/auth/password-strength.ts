/**
 * Passwords anyone would try first, refused whatever their length: twelve spaces, one
 * character again and again, a run along the keyboard or the alphabet, a common word or
 * the company's own name with digits and signs around it. A phrase of several unrelated
 * words passes; no rule on kinds of characters (NIST SP 800-63B).
 */

/** Fewer different characters than this, and it is a pattern, not a password. */
const MIN_DISTINCT_CHARACTERS = 5;

/** Runs people type: digits, the alphabet, keyboard rows and columns (checked both ways). */
const RUNS = [
  "01234567890123456789",
  "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz",
  "qwertyuiopasdfghjklzxcvbnmqwertyuiopasdfghjklzxcvbnm",
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p",
  "1q2w3e4r5t6y7u8i9o0p",
  "йцукенгшщзхъфывапролджэячсмитьбю",
];

/** Words that make the passwords guessed first, and this site's own names. */
const COMMON_WORDS = new Set([
  "password",
  "passwort",
  "parol",
  "пароль",
  "qwerty",
  "letmein",
  "welcome",
  "admin",
  "administrator",
  "iloveyou",
  "changeme",
  "secret",
  "monkey",
  "dragon",
  "football",
  "sunshine",
  "princess",
  "master",
  "login",
  "default",
  "lojuvard",
  "tashkent",
  "toshkent",
  "uzbekistan",
]);

/** Digits and signs people write for letters in a word ("p@ssw0rd"). */
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

export function isGuessablePassword(password: string): boolean {
  const text = password.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  if (new Set(text).size < MIN_DISTINCT_CHARACTERS) return true;
  const compact = text.replace(/\s/g, "");
  if (RUNS.some((run) => run.includes(compact) || [...run].reverse().join("").includes(compact))) return true;
  // What is left of a common word once the digits and signs around it are gone.
  const core = compact.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const letters = [...core].map((character) => LOOK_ALIKES[character] ?? character).join("");
  if (!/\p{L}/u.test(letters)) return false;
  return [...COMMON_WORDS].some((word) => letters === word || letters === word.repeat(letters.length / word.length));
}
