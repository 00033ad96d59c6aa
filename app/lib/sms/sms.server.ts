import fs from "node:fs";
import path from "node:path";

/**
 * Sending a text message. By default each message is appended as one line to
 * DATA_DIR/outbox/sms.log (the demo, and a dealer without an SMS account); with
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM set, it goes to Twilio's Messages
 * API, or to any service that speaks it at TWILIO_API_URL.
 */
export type SmsSender = { kind: "log" | "twilio"; send: (to: string, body: string) => Promise<void> };

export type SmsConfig = {
  dataDir: string;
  accountSid?: string;
  authToken?: string;
  from?: string;
  apiUrl: string;
};

export class SmsError extends Error {
  override name = "SmsError";
}

export function createSmsSender(config: SmsConfig): SmsSender {
  if (config.accountSid && config.authToken && config.from) {
    const { accountSid, authToken, from } = config;
    const endpoint = `${config.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    return {
      kind: "twilio",
      async send(to, body) {
        let response: Response;
        try {
          response = await fetch(endpoint, {
            method: "POST",
            headers: {
              authorization,
              "content-type": "application/x-www-form-urlencoded",
              accept: "application/json",
            },
            body: new URLSearchParams({ To: to, From: from, Body: body }),
            signal: AbortSignal.timeout(10_000),
          });
        } catch (error) {
          throw new SmsError(`SMS service unreachable: ${(error as Error).message}`);
        }
        if (!response.ok) {
          // Twilio explains refusals as { code, message }; neither holds the recipient's number.
          const detail = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
          throw new SmsError(
            `SMS service answered ${response.status}${detail.code ? ` (code ${detail.code})` : ""}`,
          );
        }
      },
    };
  }
  const file = path.join(config.dataDir, "outbox", "sms.log");
  return {
    kind: "log",
    async send(to, body) {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.appendFile(
        file,
        `${new Date().toISOString()}\t${to}\t${body.replace(/\s+/g, " ")}\n`,
      );
    },
  };
}
