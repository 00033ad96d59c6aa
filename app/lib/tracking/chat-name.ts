/**
 * The chat visitor's names (spec section 5's rule), pure; kept apart from the event builders
 * so the data layer every page loads re-exports it without them.
 */
export type StoredName = { firstName?: string; lastName?: string };

/**
 * The chat visitor's first and last name (spec section 5): the name the chat gives, split at
 * its first space; what is missing comes from the values the site stored.
 */
export function conversationStarted(name: string | undefined, stored: StoredName = {}): StoredName {
  const text = (name ?? "").trim().replace(/\s+/g, " ");
  const space = text.indexOf(" ");
  const first = space === -1 ? text : text.slice(0, space);
  const last = space === -1 ? "" : text.slice(space + 1);
  const names: StoredName = {};
  const firstName = first || stored.firstName?.trim();
  const lastName = last || stored.lastName?.trim();
  if (firstName) names.firstName = firstName;
  if (lastName) names.lastName = lastName;
  return names;
}
