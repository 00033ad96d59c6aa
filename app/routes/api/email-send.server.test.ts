import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { handleEmailSend } from "./email-send.server";

/** The request context the credential checks read: the keys, the limits and the visitor's address. */
function contextFor(clientIp: string): AppLoadContext {
  const env = { leads: { apiKeys: ["right-key"], apiRateLimitPerMinute: 1000 }, redisUrl: undefined };
  return { services: { env }, visitor: { clientIp } } as unknown as AppLoadContext;
}

const send = (context: AppLoadContext, key: string) =>
  handleEmailSend(
    new Request("https://cars.example.com/api/email/send", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: "not json",
    }),
    context,
  );

describe("POST /api/email/send with wrong API keys", () => {
  it("counts wrong keys per client address and answers 429 with Retry-After past the limit", async () => {
    const limit = 20; // wrong keys a minute per address (API_KEY_FAILURE_LIMITS)
    const context = contextFor("192.0.2.10");
    for (let i = 0; i < limit; i++) expect((await send(context, `guess-${i}`)).status).toBe(401);
    const refused = await send(context, "one-more-guess");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Even the right key: the answers must not tell a guesser when it found the key.
    expect((await send(context, "right-key")).status).toBe(429);
    // Another address is not affected: its right key gets past the credential (the body is then refused).
    expect((await send(contextFor("192.0.2.11"), "right-key")).status).not.toBe(429);
    expect((await send(contextFor("192.0.2.11"), "guess")).status).toBe(401);
  });
});
