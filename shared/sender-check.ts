/**
 * How unsorted mail's sender is shown and judged (issue 39.7). A `From:` is whatever the
 * writer typed: its display name can be another address or a customer's name, and
 * direction and control characters can reorder what staff read. None of it is trusted.
 */

/** Direction marks, overrides and isolates, zero-width and other invisible format characters, controls. */
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** Shown where a hidden character was: staff see that something was there. */
const SHOWN_FOR_HIDDEN = "\uFFFD";

/** Text as staff are shown it: every hidden character made visible; line breaks and tabs kept in `multiline`. */
export function shownText(text: string, options: { multiline?: boolean } = {}): string {
  return text.replace(HIDDEN, (character) =>
    options.multiline && (character === "\n" || character === "\t" || character === "\r")
      ? character
      : SHOWN_FOR_HIDDEN,
  );
}

function hasHidden(text: string): boolean {
  return shownText(text, { multiline: true }) !== text;
}

/** Why a sender may not be who they seem. */
export type SenderDoubt = "nameIsAddress" | "nameOfCustomer" | "hiddenCharacters";

/** A name as two spellings of it are compared: hidden characters, spacing and letter case aside. */
export function comparableName(name: string): string {
  return name.replace(HIDDEN, "").normalize("NFKC").replace(/\s+/g, " ").trim().toLocaleLowerCase("und");
}

/**
 * What makes a message's sender doubtful: a display name holding an address other than the
 * real one, a display name that is a customer's whose address is another, hidden characters
 * in the name or the subject. `customers` are the entries named like the display name.
 */
export function senderDoubts(
  mail: { fromName: string; fromAddress: string; subject: string },
  customers: readonly { name: string; email: string }[],
): SenderDoubt[] {
  const doubts: SenderDoubt[] = [];
  const address = mail.fromAddress.trim().toLocaleLowerCase("und");
  const named = comparableName(mail.fromName).match(/[^\s<>@"'()]+@[^\s<>@"'()]+/g) ?? [];
  if (named.some((other) => other !== address)) doubts.push("nameIsAddress");
  const name = comparableName(mail.fromName);
  if (
    name &&
    customers.some(
      (customer) =>
        comparableName(customer.name) === name && customer.email.trim().toLocaleLowerCase("und") !== address,
    )
  )
    doubts.push("nameOfCustomer");
  if (hasHidden(mail.fromName) || hasHidden(mail.fromAddress) || hasHidden(mail.subject))
    doubts.push("hiddenCharacters");
  return doubts;
}
