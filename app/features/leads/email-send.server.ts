import crypto from "node:crypto";
import { getLogger } from "~/lib/logger.server";
import { acceptLead, LeadInputError } from "./accept-lead.server";
import { json, readJsonRequest, withinRateLimit } from "./api-request.server";
import { parseEmailSendRequest } from "./email-send-request";
import { LEAD_FORM_RATE_LIMITS } from "./form-guard.server";
import type { LeadDetailsFor, LeadKind } from "./lead";

/**
 * `POST /api/email/send`: a lead from an integration or a script-driven form, in the JSON of
 * spec section 7 (see email-send-request.ts). Answers JSON:
 *
 * - 202 `{ success: true, leadId, duplicate }`: stored with its outbox rows; the e-mail follows;
 * - 400 `{ success: false, error, message, errors: { field: message } }`: bad input;
 * - 403 cross-origin browser request, 413 too large, 415 not JSON, 429 rate-limited;
 * - 503 when the lead could not be stored (the database is down), so the caller retries.
 */
export async function handleEmailSend(request: Request): Promise<Response> {
  const body = await readJsonRequest(request);
  if (!body.ok) return json({ success: false, error: body.message, message: body.message }, body.status);
  if (!(await withinRateLimit(request, "email-send", LEAD_FORM_RATE_LIMITS)))
    return json({ success: false, error: "Too many requests", message: "Too many requests" }, 429);
  const parsed = parseEmailSendRequest(body.value);
  if (!parsed.ok) {
    const first = Object.entries(parsed.errors)[0]!;
    return json(
      {
        success: false,
        error: "Invalid request",
        message: `${first[0]}: ${first[1]}`,
        errors: parsed.errors,
      },
      400,
    );
  }
  const { lead } = parsed;
  const idempotencyKey =
    request.headers.get("idempotency-key")?.trim().slice(0, 100) ||
    lead.idempotencyKey ||
    `api-${crypto.randomUUID()}`;
  try {
    const result = await acceptLead({
      kind: lead.kind,
      idempotencyKey,
      user: lead.user,
      vehicle: lead.vehicle,
      sellVehicle: lead.sellVehicle,
      comments: lead.comments,
      text: lead.text,
      html: lead.html,
      url: lead.url ?? request.headers.get("referer") ?? new URL("/", request.url).toString(),
      details: lead.details as LeadDetailsFor<LeadKind> | undefined,
      adsValues: lead.adsValues,
      request,
    });
    return json({ success: true, leadId: result.leadId, duplicate: result.duplicate }, 202, result.headers);
  } catch (error) {
    if (error instanceof LeadInputError)
      return json(
        { success: false, error: "Invalid request", message: error.message, errors: { body: error.message } },
        400,
      );
    getLogger().error({ err: { message: (error as Error).message } }, "lead could not be stored");
    return json(
      { success: false, error: "Unavailable", message: "The lead could not be stored; try again" },
      503,
    );
  }
}
