import { type JsonLd as JsonLdData, jsonLdText } from "~/features/seo/json-ld";
import { useNonce } from "~/lib/nonce";

/** Structured data for search engines: one `<script type="application/ld+json">` per entry. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  const nonce = useNonce();
  const entries = Array.isArray(data) ? data : [data];
  return (
    <>
      {entries.map((entry, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          // The browser hides a nonce from the DOM after parsing, so the client render cannot match it.
          suppressHydrationWarning
          // JSON-LD must be raw JSON text; jsonLdText escapes '<' so no value can end the script.
          dangerouslySetInnerHTML={{ __html: jsonLdText(entry) }}
        />
      ))}
    </>
  );
}
