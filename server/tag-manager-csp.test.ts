import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./app";

/** The Content-Security-Policy of a response, directive by directive. */
async function policyOf(tagManager: boolean): Promise<Map<string, string[]>> {
  const app = express();
  app.use(securityHeaders(false, tagManager));
  app.get("/", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  try {
    const { port } = server.address() as AddressInfo;
    const header = (await fetch(`http://127.0.0.1:${port}/`)).headers.get("content-security-policy") ?? "";
    return new Map(
      header
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!, values]),
    );
  } finally {
    await new Promise((r) => server.close(r));
  }
}

describe("the Content-Security-Policy and the tag manager", () => {
  it("allows no tag manager origin while no container is configured", async () => {
    const policy = await policyOf(false);
    expect(policy.get("script-src")).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/)]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("with a container: the tags GTM loads and where they report, still no inline script without the nonce", async () => {
    const policy = await policyOf(true);
    const scripts = policy.get("script-src")!;
    expect(scripts).toEqual(expect.arrayContaining(["'self'", "https://*.googletagmanager.com"]));
    expect(scripts.some((s) => s.startsWith("'nonce-"))).toBe(true);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining(["'self'", "https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
  });
});
