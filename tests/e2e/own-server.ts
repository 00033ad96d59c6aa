import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { simpleParser } from "mailparser";
import { storedLeads } from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, type SmtpTestServer } from "../support/smtp-peer";
import { answerConsent, expect, test } from "./fixtures";

/**
 * A production server of one spec file's own (the lead gates' specs), started before its
 * tests and removed after them, so what the site sends can be read: the demo's SMS log
 * (DATA_DIR/outbox/sms.log), the outbox's e-mails, or, with `smtp`, a real SMTP peer's inbox.
 * Its own signing secret too: the consent is answered on it, not on the shared server.
 */
export type OwnServer = {
  /** The server's base URL. */
  readonly url: string;
  /** The SMTP peer the server sends to (only with `smtp: true`). */
  readonly smtp: SmtpTestServer;
  /** This server's address of a site path. */
  at: (sitePath: string) => string;
  /** The visitor already answered the cookie dialog, on this server. */
  consent: (context: BrowserContext) => Promise<void>;
  /** A page without JavaScript, on this server, the consent answered. */
  noJsPage: (
    browser: Browser,
    info: TestInfo,
  ) => Promise<{ page: Page; context: BrowserContext; close: () => Promise<void> }>;
  /** The code of the last text sent to `phone`, as the SMS log has it (the test's "phone"). */
  codeTextedTo: (phone: string) => Promise<string>;
  /** The dealer's e-mail of the visitor's lead of this kind, as the outbox wrote it. */
  dealerMailOf: (kind: string, lastName: string) => Promise<string>;
};

export function ownServer(options: { smtp?: boolean } = {}): OwnServer {
  let server: RunningServer | undefined;
  let smtp: SmtpTestServer | undefined;
  test.beforeAll(async () => {
    smtp = options.smtp ? await createSmtpTestServer() : undefined;
    const env: Record<string, string> = { RATE_LIMIT_EXEMPT: "loopback" };
    if (smtp) env.SMTP_URL = smtp.url;
    server = await startServer({ env });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
  const running = () => {
    if (!server) throw new Error("the spec's own server starts in beforeAll");
    return server;
  };
  const own: OwnServer = {
    get url() {
      return running().url;
    },
    get smtp() {
      if (!smtp) throw new Error("this spec's server has no SMTP peer: ownServer({ smtp: true })");
      return smtp;
    },
    at: (sitePath) => `${running().url}${sitePath}`,
    consent: (context) => answerConsent(context, running().url),
    noJsPage: async (browser, info) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: info.project.use.viewport ?? { width: 1280, height: 800 },
      });
      await own.consent(context);
      return { page: await context.newPage(), context, close: () => context.close() };
    },
    codeTextedTo: async (phone) => {
      const to = `+1${phone.replace(/\D/g, "")}`;
      const log = path.join(running().dataDir, "outbox", "sms.log");
      let code = "";
      await expect
        .poll(() => {
          const lines = fs.existsSync(log) ? fs.readFileSync(log, "utf8").trim().split("\n") : [];
          const line = lines.reverse().find((l) => l.split("\t")[1] === to);
          code = /code is (\d{6})/.exec(line ?? "")?.[1] ?? "";
          return code;
        })
        .toMatch(/^\d{6}$/);
      return code;
    },
    dealerMailOf: async (kind, lastName) => {
      let leadId = "";
      await expect
        .poll(() => {
          leadId = storedLeads(running(), kind).find((l) => l.payload.includes(lastName))?.id ?? "";
          return leadId;
        })
        .not.toBe("");
      const outbox = path.join(running().dataDir, "outbox");
      let file = "";
      await expect
        .poll(() => {
          file = fs.existsSync(outbox)
            ? (fs.readdirSync(outbox).find((f) => f.includes(leadId) && f.endsWith(".eml")) ?? "")
            : "";
          return file;
        })
        .not.toBe("");
      const parsed = await simpleParser(fs.readFileSync(path.join(outbox, file), "utf8"));
      return parsed.text ?? "";
    },
  };
  return own;
}
