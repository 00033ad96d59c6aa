import { getApp } from "~/lib/app.server";
import { createSmsSender, type SmsSender } from "~/lib/sms/sms.server";
import { json, readJsonRequest, withinRateLimit } from "./api-request.server";
import { phoneVerificationSecret } from "./lead-secrets.server";
import {
  PHONE_VERIFICATION_TEXTS,
  phoneValidationRequestSchema,
  sendVerificationCode,
  verifyCode,
} from "./phone-verification.server";

/**
 * `POST /api/customer/phoneValidation` (spec sections 4, 5, 7 and 8). JSON (or a form post):
 * `{ phone, type: "phone-validation" }` sends a code; `{ phone, type: "code-verification", code }`
 * checks it. Every answer is `{ success, error, message }`; a failure also carries
 * `errors.error` and, as the spec's popup expects, the text under the field it concerns
 * (`errors.phone` for validation, `errors.code` for verification).
 */
type Field = "phone" | "code";

function failure(status: number, message: string, field?: Field, headers?: Headers) {
  return json(
    {
      success: false,
      error: message,
      message,
      errors: { error: message, ...(field ? { [field]: message } : {}) },
    },
    status,
    headers,
  );
}

let sms: { sender: SmsSender; key: string } | undefined;
function smsSender(): SmsSender {
  const { env } = getApp();
  const key = `${env.dataDir}|${env.sms.accountSid ?? ""}|${env.sms.apiUrl}`;
  if (!sms || sms.key !== key) sms = { key, sender: createSmsSender({ dataDir: env.dataDir, ...env.sms }) };
  return sms.sender;
}

export const PHONE_VALIDATION_RATE_LIMITS = [
  { points: 20, durationSeconds: 10 * 60 },
  { points: 60, durationSeconds: 24 * 60 * 60 },
];

export async function handlePhoneValidation(request: Request): Promise<Response> {
  const body = await readJsonRequest(request, { allowForm: true });
  if (!body.ok) return failure(body.status, body.message);
  if (!(await withinRateLimit(request, "phone-validation", PHONE_VALIDATION_RATE_LIMITS)))
    return failure(429, PHONE_VERIFICATION_TEXTS.throttled);
  const parsed = phoneValidationRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === "code" ? "code" : issue.path[0] === "phone" ? "phone" : undefined;
    const message = field ? issue.message : "type must be 'phone-validation' or 'code-verification'";
    return failure(400, message, field);
  }
  const { db, env, settings } = getApp();
  const secret = phoneVerificationSecret(env);
  try {
    if (parsed.data.type === "phone-validation") {
      const result = await sendVerificationCode(
        { db, secret, sms: smsSender(), companyName: settings.company.name },
        parsed.data.phone,
      );
      if (result.ok) return json({ success: true, error: null, message: result.message });
      if (result.reason === "throttled") {
        const headers = new Headers({ "retry-after": String(result.retryAfterSeconds ?? 30) });
        return failure(429, result.message, "phone", headers);
      }
      return failure(502, result.message, "phone");
    }
    const result = await verifyCode({ db, secret }, parsed.data.phone, parsed.data.code);
    if (result.ok) return json({ success: true, error: null, message: result.message });
    return failure(result.reason === "too-many-tries" ? 429 : 400, result.message, "code");
  } catch {
    return failure(503, "The service is unavailable right now. Please try again.");
  }
}
