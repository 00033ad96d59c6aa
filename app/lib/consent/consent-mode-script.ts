import { CONSENT_COOKIE, CONSENT_MODE_DEFAULT, type ConsentConfig } from "./allowed";

/**
 * The inline script at the top of <head> (rendered with the response's CSP nonce by
 * components/consent/consent-head.tsx), before any tag:
 *
 * 1. `window.__consentConfig = { tier, revision }`: the site's consent settings for the
 *    browser code (browser-consent.ts reads them; no request, no flash);
 * 2. `window.dataLayer` and `window.gtag`, then Google Consent Mode v2's
 *    `gtag('consent', 'default', …everything denied…, wait_for_update: 500)`;
 * 3. `gtag('consent', 'update', …)` from the stored choice, read from the `cookieConsent`
 *    cookie in the same script, so every page load tells the tags what the visitor chose
 *    before the first tag reads it.
 *
 * Plain ES5 in a string: it runs before any bundle, in every browser. It follows the rules of
 * rules.ts (`consentModeOf`): analytics storage from analytics; the three ad signals from
 * targeting, never granted under Global Privacy Control; tier 1 or lower counts every category
 * as allowed; a choice of an older revision counts as none. consent-mode-script.test.ts runs
 * it against those rules.
 */
export function consentModeScript(config: ConsentConfig): string {
  const settings = JSON.stringify({ tier: config.tier, revision: config.revision });
  const defaults = JSON.stringify(CONSENT_MODE_DEFAULT);
  const cookie = JSON.stringify(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`);
  // `</` never appears (JSON of numbers and fixed names), so the text cannot close its <script>.
  return `(function(w,d,n,c){w.__consentConfig=c;w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};var s;try{var m=d.cookie.match(new RegExp(${cookie}));if(m){var v=decodeURIComponent(m[1]);var p=JSON.parse(atob(v.slice(0,v.lastIndexOf("."))));if(p&&p.revision===c.revision)s=p}}catch(e){}var gpc=n.globalPrivacyControl===true;var all=c.tier<=1;var a=all||!!(s&&s.analytics===true);var t=!gpc&&(all||!!(s&&s.targeting===true));function g(x){return x?"granted":"denied"}w.gtag("consent","default",${defaults});w.gtag("consent","update",{ad_storage:g(t),analytics_storage:g(a),ad_user_data:g(t),ad_personalization:g(t)})})(window,document,navigator,${settings});`;
}
