/**
 * What a page's domain code answers instead of throwing framework responses: the page's
 * data, a redirect, or "no such page". Routes turn it into React Router's responses
 * (routes/+shared/outcome.ts), so the domain stays framework-free and testable with plain values.
 */
export type PageOutcome<T> =
  | { kind: "page"; data: T }
  | { kind: "redirect"; to: string; status: 301 | 302 | 303 }
  | { kind: "not-found" };

export const page = <T>(data: T): PageOutcome<T> => ({ kind: "page", data });
export const redirectTo = (to: string, status: 301 | 302 | 303 = 302): PageOutcome<never> => ({
  kind: "redirect",
  to,
  status,
});
export const notFound: PageOutcome<never> = { kind: "not-found" };
