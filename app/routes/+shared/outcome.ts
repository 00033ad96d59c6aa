import { data, redirect } from "react-router";
import type { PageOutcome } from "~/lib/page-outcome";

/** The failed-route-validation 404 of spec section 8: 'Page Not Found: {path}'. */
export function pageNotFound(pathname: string) {
  return data(`Page Not Found: ${pathname}`, { status: 404, statusText: "Not Found" });
}

/** A domain outcome as the route answers it: the data, or a thrown redirect or 404. */
export function pageOrThrow<T>(outcome: PageOutcome<T>, pathname: string): T {
  if (outcome.kind === "page") return outcome.data;
  if (outcome.kind === "redirect") throw redirect(outcome.to, outcome.status);
  throw pageNotFound(pathname);
}
