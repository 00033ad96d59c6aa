import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { issuePhoneVerificationToken } from "../../app/features/visitor/phone-verification-guard.server";
import { parseEnv } from "../../app/lib/env.server";
import { leadApiEnv } from "./lead-api";
import { type RunningServer, startServer } from "./server";
import { createSmtpTestServer, type SmtpTestServer } from "./smtp-peer";

/**
 * The production server for the JSON endpoints' integration tests (the lead API, phone
 * verification, tracking), with an SMTP peer: `apiSite()` starts one for the calling test
 * file (its own beforeAll and afterAll), and the helpers below post to it.
 */

/** A second key of the same site, used only by the rate-limit test, so its count starts at 0. */
export const RATE_LIMIT_KEY = "rate-limit-test-key-0f9e8d7c6b5a4f3e2d1c";

export const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "309-555-0123" };
export const careers = { position: "Service Technician", message: "Ten years with ASE certification." };

export const json = (data: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(data),
});

/** The token a page of `site` renders for its phone-verification popup, as old as the guard asks. */
export async function phoneVerificationToken(site: RunningServer): Promise<string> {
  const env = parseEnv({ DATA_DIR: site.dataDir, SITE_URL: "https://cars.example.com" });
  const token = issuePhoneVerificationToken({ env });
  // The form guard's minimum fill time: nobody types a phone number in under 2 seconds.
  await new Promise((r) => setTimeout(r, 2_200));
  return token;
}

/** How many leads a server has stored. */
export function leadCount(site: RunningServer): number {
  const db = new Database(path.join(site.dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return (db.prepare("select count(*) as n from leads").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export function apiSite() {
  let smtp: SmtpTestServer;
  let server: RunningServer;

  beforeAll(async () => {
    smtp = await createSmtpTestServer();
    server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        SITE_URL: "https://cars.example.com",
        // The tests stand for visitors at other addresses with X-Forwarded-For (one proxy: the test).
        TRUST_PROXY: "1",
        LEAD_API_KEYS: `${leadApiEnv.LEAD_API_KEYS},${RATE_LIMIT_KEY}`,
        LEAD_API_RATE_LIMIT: "60",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  const call = async (p: string, init?: RequestInit) => {
    const response = await fetch(`${server.url}${p}`, init);
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, any>) : undefined,
      response,
    };
  };

  return {
    /** The server (started once the file's beforeAll has run). */
    get server() {
      return server;
    },
    /** The SMTP peer the server sends its e-mails to. */
    get smtp() {
      return smtp;
    },
    call,
  };
}
