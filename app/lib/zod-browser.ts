import { config } from "zod";

/**
 * In the browser, zod must not probe for `new Function` (its JIT for object schemas): our CSP
 * forbids eval, and the probe, although caught, is reported as a CSP violation (Lighthouse's
 * best-practices audit, the Issues panel). React Router's hydration script imports the route
 * modules (root first) before entry.client, so root.tsx imports this module first, before any
 * route module creates or parses a schema. The server keeps zod's faster JIT.
 */
if (typeof document !== "undefined") config({ jitless: true });
