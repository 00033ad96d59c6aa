import type { Route } from "./+types/visitor-store";
import { json } from "./json-api.server";
import { handleSelectedStore } from "./visitor.server";

/** POST /api/visitor/store: remember the visitor's chosen store (visitor.server.ts beside this file). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
  return handleSelectedStore(request, context);
}

export function loader() {
  return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
}
