/**
 * What a failed send may say in the log and in the outbox row: the mail server's reply without
 * the addresses it quotes. Servers name the recipient in a refusal ("550 5.1.1
 * <ann@example.com>: Recipient address rejected"), and the seller's copy goes to the
 * visitor's own address, so the raw reply would write personal data into the log.
 */
const ANGLE_BRACKETED = /<[^<>\s]*>/g;
const EMAIL_ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
const QUOTED_NAME = /"[^"]*"(?=\s*\[address\])/g;

export function deliveryErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(ANGLE_BRACKETED, (inner) => (inner.includes("@") ? "[address]" : inner))
    .replace(EMAIL_ADDRESS, "[address]")
    .replace(QUOTED_NAME, "[name]");
}
