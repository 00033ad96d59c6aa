import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { conversionEvent, facebookEventSchema, hashUserData, isConfigured } from "./facebook.server";

const sha = (v: string) => crypto.createHash("sha256").update(v).digest("hex");

describe("the Conversions API event", () => {
  it("hashes personal data after normalising it, and keeps what is already hashed", () => {
    const hashed = sha("x");
    expect(
      hashUserData({
        em: " Jane@Example.COM",
        ph: "+1 (309) 555-0123",
        ct: "Moline ",
        zp: "61 265",
        external_id: hashed,
        fbp: "fb.1",
      }),
    ).toEqual({
      em: sha("jane@example.com"),
      ph: sha("13095550123"),
      ct: sha("moline"),
      zp: sha("61265"),
      external_id: hashed,
      fbp: "fb.1",
    });
  });

  it("builds the API's event from the page's", () => {
    const event = facebookEventSchema.parse({
      eventName: "Lead",
      event_id: "e1",
      eventTime: 1_795_000_000_000,
      value: 5,
      currency: "usd",
      fbc: "fb.1.abc",
      user_data: { client_ip_address: "6.6.6.6", em: "a@b.co" },
    });
    expect(
      conversionEvent(event, { clientIp: "203.0.113.5", userAgent: "UA", sourceUrl: "https://x.example/p" }),
    ).toEqual({
      event_name: "Lead",
      event_time: 1_795_000_000,
      event_id: "e1",
      action_source: "website",
      event_source_url: "https://x.example/p",
      user_data: {
        em: sha("a@b.co"),
        fbc: "fb.1.abc",
        client_ip_address: "203.0.113.5",
        client_user_agent: "UA",
      },
      custom_data: { currency: "USD", value: 5 },
    });
  });

  it("is sent only with both a pixel id and a token", () => {
    expect(isConfigured({ apiUrl: "x" })).toBe(false);
    expect(isConfigured({ pixelId: "1", apiUrl: "x" })).toBe(false);
    expect(isConfigured({ pixelId: "1", accessToken: "t", apiUrl: "x" })).toBe(true);
  });
});
