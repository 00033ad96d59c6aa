/**
 * Whether a landing URL's query names one of the tracked parameters (features/visitor/
 * tracked-params.ts `TRACKED_PARAMS`). Every page's first load asks this, so it is a pattern
 * here rather than an import of that list's module, which would come with its own chunk;
 * landing-query.test.ts keeps the two the same.
 */
const TRACKED_PARAM =
  /[?&](?:utm_source|utm_medium|utm_campaign|utm_term|utm_content|gclid|fbclid|gbraid|gwraid)=/;

export function hasTrackedParam(search: string): boolean {
  return TRACKED_PARAM.test(search);
}
