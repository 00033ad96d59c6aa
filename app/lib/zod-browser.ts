/**
 * In the browser, zod must not probe for `new Function` (its JIT for object schemas): our CSP
 * forbids eval, and the probe, although caught, is reported as a CSP violation (Lighthouse's
 * best-practices audit, the Issues panel). React Router's hydration script imports the route
 * modules (root first) before entry.client, so root.tsx imports this module first, before any
 * route module creates or parses a schema. The server keeps zod's faster JIT.
 *
 * Without importing zod: most pages' first load has no schema at all (forms load their
 * validation when used), and importing zod here would put its core in every page. zod keeps
 * its configuration on `globalThis.__zod_globalConfig`, shared by every copy of it and created
 * only when missing, so setting `jitless` there before or after zod loads is what `config()`
 * does (zod-browser.test.ts holds zod to that).
 */
export function makeZodJitless(): void {
  const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}

if (typeof document !== "undefined") makeZodJitless();
