import { describe, expect, it } from "vitest";
import type { Route } from "./+types/sitemap-api";
import { loader } from "./sitemap-api";

describe("GET /api/___sitemaps___/{section}", () => {
  it("answers an unknown section with a fixed 404 that does not echo the requested path", async () => {
    const section = "<script>alert(1)</script>";
    const response = (await loader({
      params: { section },
      request: new Request(`https://cars.example.com/api/___sitemaps___/${encodeURIComponent(section)}`),
      context: {},
    } as unknown as Route.LoaderArgs)) as Response;
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain("script");
    expect(JSON.parse(text)).toEqual({ error: "Unknown sitemap section" });
  });
});
