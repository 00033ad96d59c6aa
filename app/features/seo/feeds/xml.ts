/**
 * The little XML the sitemaps and the listings feed need, written as text: their shapes are
 * flat and fixed, and a sitemap of 50,000 URLs is written far faster as strings than through
 * a DOM. Every value goes through xmlText(), which is the whole of the escaping.
 */

/** Characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** A value as element text or an attribute value: escaped, with characters XML cannot carry dropped. */
export function xmlText(value: string | number): string {
  return String(value)
    .replace(NOT_XML_CHAR, "")
    .replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** `<name>value</name>`, or nothing when there is no value. */
export function xmlElement(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return `<${name}>${xmlText(value)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
