/** Reads a Cookie header into name/value pairs (values URI-decoded where they decode). */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not URI-encoded is kept as sent.
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}
