import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/databases";
import { leadApiEnv, leadApiHeaders } from "../support/lead-api";
import { SAMPLE_LEADS } from "../support/sample-leads";
import { type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer } from "../support/smtp-peer";

/**
 * Two production servers on one PostgreSQL database: both delivery workers claim rows from
 * the shared outbox (FOR UPDATE SKIP LOCKED), and every lead is e-mailed exactly once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the outbox shared by two servers on PostgreSQL", () => {
  it("sends each lead exactly once", async () => {
    const database = await createTestDatabase("postgres");
    if (database.config.dialect !== "postgres") throw new Error("expected PostgreSQL");
    const smtp = await createSmtpTestServer();
    const servers: RunningServer[] = [];
    try {
      const env = { ...leadApiEnv, DATABASE_URL: database.config.url, SMTP_URL: smtp.url };
      // One after the other: both run the migrations, and the second finds nothing to do.
      servers.push(await startServer({ env }));
      servers.push(await startServer({ env }));
      const count = 120;
      const ids = await Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const sample = SAMPLE_LEADS[i % SAMPLE_LEADS.length]!;
          const response = await fetch(`${servers[i % 2]!.url}/api/email/send`, {
            method: "POST",
            headers: leadApiHeaders({ "idempotency-key": `pg-${i}` }),
            body: JSON.stringify({
              kind: sample.kind,
              url: `https://cars.example.com${sample.path}`,
              payload: { user: sample.user, vehicle: sample.vehicle, details: sample.details },
            }),
          });
          expect(response.status).toBe(202);
          return ((await response.json()) as { leadId: string }).leadId;
        }),
      );
      await smtp.waitFor(count, 60_000);
      await new Promise((r) => setTimeout(r, 2000));
      const received = smtp.messages.map((m) => m.parsed.headers.get("x-lead-id") as string);
      expect(received).toHaveLength(count);
      expect(new Set(received)).toEqual(new Set(ids));

      const client = new pg.Client({ connectionString: database.config.url });
      await client.connect();
      const { rows } = await client.query(
        "select status, count(*)::int as count, max(attempts) as attempts from lead_deliveries group by status",
      );
      await client.end();
      expect(rows).toEqual([{ status: "sent", count, attempts: 1 }]);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await smtp.stop();
      await database.drop();
    }
  });
});
