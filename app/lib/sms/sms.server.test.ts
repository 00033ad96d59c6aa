import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createSmsSender, SmsError } from "./sms.server";

describe("the SMS sender", () => {
  it("appends one line per message to DATA_DIR/outbox/sms.log by default", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-sms-"));
    try {
      const sms = createSmsSender({ dataDir, apiUrl: "https://api.twilio.com" });
      expect(sms.kind).toBe("log");
      await sms.send("+13095550123", "Your code\nis 123456");
      await sms.send("+13095550124", "Second");
      const lines = fs.readFileSync(path.join(dataDir, "outbox/sms.log"), "utf8").trim().split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\t\+13095550123\tYour code is 123456$/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("speaks Twilio's Messages API when configured, and reports a refusal without the number", async () => {
    let status = 201;
    const received: Array<{ url?: string; auth?: string; body: string }> = [];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        received.push({ url: req.url, auth: req.headers.authorization, body });
        res.writeHead(status, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            status === 201 ? { sid: "SM1" } : { code: 21211, message: "Invalid 'To' +13095550123" },
          ),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      const sms = createSmsSender({
        dataDir: os.tmpdir(),
        accountSid: "AC9",
        authToken: "tok",
        from: "+13095550100",
        apiUrl: `http://127.0.0.1:${port}/`,
      });
      expect(sms.kind).toBe("twilio");
      await sms.send("+13095550123", "Hello");
      expect(received[0]!.url).toBe("/2010-04-01/Accounts/AC9/Messages.json");
      expect(received[0]!.auth).toBe(`Basic ${Buffer.from("AC9:tok").toString("base64")}`);
      expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({
        To: "+13095550123",
        From: "+13095550100",
        Body: "Hello",
      });
      status = 400;
      const error = await sms.send("+13095550123", "Hello").catch((e: Error) => e);
      expect(error).toBeInstanceOf(SmsError);
      expect((error as Error).message).toBe("SMS service answered 400 (code 21211)");
    } finally {
      server.close();
    }
  });
});
