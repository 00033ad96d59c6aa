import { useRouteLoaderData } from "react-router";
import type { ConsentConfig } from "~/lib/consent/allowed";
import { consentModeScript } from "~/lib/consent/consent-mode-script";
import { useNonce } from "~/lib/nonce";
import type { RootData } from "~/root";

/**
 * Google Consent Mode's defaults and the stored choice, in <head> before any tag (the inline
 * script of lib/consent/consent-mode-script.ts, with the response's CSP nonce). Tags rendered
 * after it (components/tracking) find `gtag` and the consent state ready.
 *
 * Only the server writes the script's text: the browser has run it while parsing, before any
 * bundle, and hydration keeps an element's inner HTML as the server sent it. So the browser's
 * bundle renders it empty and does not carry the script's builder (the first load stays small);
 * the text never changes for a page, so no later render writes over it either.
 */
const scriptOf = (consent: ConsentConfig) => (import.meta.env.SSR ? consentModeScript(consent) : "");

export function ConsentHead() {
  const consent = useRouteLoaderData<RootData>("root")?.consent;
  const nonce = useNonce();
  if (!consent) return null;
  return (
    <script
      nonce={nonce}
      // Rendered by the server only (above): the browser's empty text is not a mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: scriptOf(consent) }}
    />
  );
}
