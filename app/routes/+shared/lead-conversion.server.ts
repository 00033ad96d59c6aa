import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { isAllowed } from "~/features/consent/consent";
import type { AcceptLeadInput } from "~/features/leads/intake/accept-lead.server";
import { sendLeadConversion } from "~/features/leads/intake/lead-conversion.server";
import { leadEventCookie, secureFor } from "~/lib/http/cookies.server";
import { getLogger } from "~/lib/logger.server";

/**
 * The HTTP side of a stored lead's conversion: one event id for the lead, sent to Facebook's
 * Conversions API without waiting (features/leads/intake/lead-conversion.server.ts), and
 * handed to the page in the short-lived leadEvent cookie so its data layer pushes
 * generate_lead and asc_form_submission under the same id. A cookie rather than the action's
 * data: the long forms answer with a redirect to their confirmation page, and the cookie
 * reaches that page as well as a form that stays put.
 */
export async function announceLeadConversion(
  request: Request,
  context: AppLoadContext,
  input: AcceptLeadInput,
  headers: Headers,
): Promise<string | undefined> {
  // The lead is stored already: nothing here may turn its success into an error page.
  try {
    return await announce(request, context, input, headers);
  } catch (error) {
    getLogger().warn(
      { kind: input.kind, err: { message: (error as Error)?.message } },
      "lead conversion skipped",
    );
    return undefined;
  }
}

async function announce(request: Request, context: AppLoadContext, input: AcceptLeadInput, headers: Headers) {
  const { services, visitor } = context;
  const { tracking } = services.settings;
  const eventId = crypto.randomUUID();
  void sendLeadConversion(
    services.env.facebook,
    { limitedDataUse: tracking.facebookLimitedDataUse },
    {
      kind: input.kind,
      eventId,
      user: { email: input.user.email, phone: input.user.phone },
      vehicle: input.vehicle,
      consent: visitor.consent,
      adsValues: visitor.adsValues,
      cookieHeader: request.headers.get("cookie"),
      clientIp: visitor.clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
      pageUrl: input.url,
    },
  );
  const measured = isAllowed("analytics", visitor.consent) || isAllowed("targeting", visitor.consent);
  if (tracking.gtmContainerId && measured) {
    const vehicle = input.vehicle?.vin
      ? {
          vin: input.vehicle.vin,
          price: input.vehicle.price,
          condition: input.vehicle.condition,
          year: input.vehicle.year,
          make: input.vehicle.make,
          model: input.vehicle.model,
          trim: input.vehicle.trim,
        }
      : undefined;
    const value = JSON.stringify({ kind: input.kind, eventId, vehicle });
    const secure = secureFor(request, services.env.siteUrl);
    headers.append("Set-Cookie", await leadEventCookie.serialize(value, { secure }));
  }
  return eventId;
}
