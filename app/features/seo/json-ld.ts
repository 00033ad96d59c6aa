/** Structured data (schema.org JSON-LD) as plain objects; pages render them with components/ui/json-ld. */
export type JsonLd = Record<string, unknown>;

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no value
 * (a trim name, an article title) can close the script element early, and the two line
 * separators JavaScript once refused inside strings are escaped too.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
