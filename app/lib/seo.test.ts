import { describe, expect, it } from "vitest";
import { fallbackTitle, robotsContent, seo } from "./seo";

describe("seo", () => {
  it("falls back to the title-cased last path segment", () => {
    expect(fallbackTitle("/our-company/meet-our-team", undefined)).toBe("Meet Our Team");
    expect(fallbackTitle("/legal/cookie-policy/", undefined)).toBe("Cookie Policy");
    expect(fallbackTitle("/", undefined)).toBe("Home");
  });
  it("uses status and message on 404 and 500", () => {
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: "Page not found: /x" };
    // isRouteErrorResponse checks the shape React Router gives thrown responses.
    expect(fallbackTitle("/x", notFound)).toBe("404 Page not found");
    expect(fallbackTitle("/x", new Error("boom"))).toBe("500 Internal Server Error");
  });
  it("marks pages indexable with large previews", () => {
    expect(robotsContent(true)).toBe(
      "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1",
    );
    expect(robotsContent(false)).toMatch(/^noindex, follow, max-image-preview:large/);
  });
  it("builds the title, canonical and robots tags", () => {
    const tags = seo({
      title: "Careers",
      canonicalPath: "/our-company/careers",
      siteUrl: "https://dealer.example",
      siteName: "Dealer",
      defaultDescription: "Used cars",
    });
    expect(tags).toContainEqual({ title: "Careers | Dealer" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://dealer.example/our-company/careers",
    });
    expect(tags).toContainEqual({ name: "description", content: "Used cars" });
  });
});
