import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/databases";
import { startServer } from "../support/server";

/**
 * PostgreSQL drops the site's connections while pages are being served (a restart, a failover,
 * an operator's `pg_terminate_backend`): the process lives on, a request that failed answers
 * 503 with Retry-After (never 500, never a closed connection), the pool replaces the broken
 * clients, and the pages and the health check answer 200 again at once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL drops the connections under load", () => {
  it("keeps serving: 200 or 503, then 200", async () => {
    const database = await createTestDatabase("postgres");
    if (database.config.dialect !== "postgres") throw new Error("expected PostgreSQL");
    const server = await startServer({ env: { DATABASE_URL: database.config.url } });
    const admin = new pg.Client({ connectionString: database.config.url });
    await admin.connect();
    const dbName = (await admin.query("select current_database() as name")).rows[0].name as string;
    const terminate = () =>
      admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [dbName],
      );
    try {
      const statuses: number[] = [];
      let running = true;
      const loop = async (path: string) => {
        while (running) {
          const response = await fetch(`${server.url}${path}`);
          statuses.push(response.status);
          if (response.status === 503) expect(response.headers.get("retry-after")).toBe("5");
          await response.arrayBuffer();
        }
      };
      const loops = ["/used-cars-for-sale", "/used-cars-for-sale/suvs", "/healthz"].map(loop);
      for (let round = 0; round < 4; round++) {
        await new Promise((r) => setTimeout(r, 400));
        await terminate();
      }
      await new Promise((r) => setTimeout(r, 400));
      running = false;
      await Promise.all(loops);

      expect(server.process.exitCode).toBeNull();
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      for (const path of ["/used-cars-for-sale", "/healthz"])
        expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    } finally {
      await admin.end();
      await server.stop();
      await database.drop();
    }
  });
});
