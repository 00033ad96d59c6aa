import type { Route } from "./+types/visitor-ads-values";
import { json } from "./json-api.server";
import { handleAdsValues } from "./visitor.server";

/** POST /api/visitor/ads-values: keep the landing's campaign values (visitor.server.ts beside this file). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
  return handleAdsValues(request, context);
}

export function loader() {
  return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
}
