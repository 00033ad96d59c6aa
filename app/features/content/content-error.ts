/**
 * A content or settings file that cannot be used: the message names the file and the
 * field, e.g. `content/articles/oil-change-intervals.md: field category: Invalid option`.
 * server/start.js prints errors of this name as one line, so an editor sees exactly
 * what to fix instead of a stack trace.
 */
export class ContentError extends Error {
  override name = "ContentError";
}
