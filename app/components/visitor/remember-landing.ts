import { pickAdsValues } from "~/features/visitor/tracked-params";
import { isAllowedInBrowser, onConsentChange } from "~/lib/consent/browser-consent";

/**
 * The landing's tracked parameters (utm_*, gclid, fbclid, gbraid, gwraid), read from its URL
 * and sent to the server, which keeps them 30 days (last click wins). Called once per document,
 * and loaded only when the landing URL has one of them (landing-attribution.tsx), so the pages'
 * first load does not carry it.
 * Before the visitor answers the consent question they wait in memory and go with the first
 * answer that allows functional cookies; a refusal sends nothing.
 */
export function rememberLandingAttribution(search: string): void {
  const values = pickAdsValues(Object.fromEntries(new URLSearchParams(search)));
  if (!values) return;
  const send = () =>
    fetch("/api/visitor/ads-values", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(values),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined);
  if (isAllowedInBrowser("functional")) {
    void send();
    return;
  }
  const stop = onConsentChange(() => {
    if (!isAllowedInBrowser("functional")) return;
    stop();
    void send();
  });
}
