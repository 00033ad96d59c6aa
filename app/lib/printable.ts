/**
 * Control characters in what visitors type (issue 19). Nobody types a NUL, an ESC or a bell
 * into a name, yet a form field or an API body can carry them: a NUL makes PostgreSQL refuse
 * the row, an ESC sequence retitles or clears the dealer's terminal when a command prints
 * the lead, and a line break in a name writes lines of its own into a text e-mail. The
 * forms' schemas refuse them with these rules (features/leads/model/validation.ts); the
 * dealer's commands and the text e-mail show what an older row still holds with
 * `printable()`. Pure and browser-safe.
 */

// biome-ignore-start lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
/**
 * Not in a one-line value: every C0 control (tab, CR and LF included), DEL, every C1 control
 * (U+0085 NEL and U+009B CSI among them: some terminals obey them) and the Unicode line and
 * paragraph separators, which some readers show as line breaks.
 */
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Not in a text of several lines (once its line breaks are line feeds): the same but line feed and tab. */
const NOT_IN_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
const ESCAPED_ONE_LINE = new RegExp(NOT_ONE_LINE.source, "g");
const ESCAPED_IN_LINES = new RegExp(NOT_IN_LINES.source, "g");
// biome-ignore-end lint/suspicious/noControlCharactersInRegex: matching control characters is the point.

/** A value of one line: no control character, no line break. */
export function isOneLineText(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/**
 * Every line break as a line feed: CR LF (what a browser posts for a textarea's line break),
 * a lone CR, and the Unicode line and paragraph separators.
 */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, "\n");
}

/** A text of several lines (its line breaks normalised): line feeds and tabs, no other control. */
export function isLinesText(value: string): boolean {
  return !NOT_IN_LINES.test(value);
}

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * The text with every control character shown as a visible escape (ESC as `\u001b`), so a
 * stored value cannot drive a terminal or start a line of its own. A one-line value has its
 * line breaks and tabs escaped too; `lines: true` keeps line feeds and tabs (CR LF read as a
 * line feed) for a text meant to have lines, such as a whole e-mail or a command's JSON. The
 * escape is JSON's, so an escaped JSON text still parses to the same value.
 */
export function printable(value: string, options: { lines?: boolean } = {}): string {
  return options.lines
    ? normalizeLineBreaks(value).replace(ESCAPED_IN_LINES, escaped)
    : value.replace(ESCAPED_ONE_LINE, escaped);
}
