import { describe, expect, it } from "vitest";
import { fallbackTitle, pageMeta, robotsContent } from "./page-meta";

describe("page meta", () => {
  it("falls back to the title-cased last path segment", () => {
    expect(fallbackTitle("/our-company/meet-our-team")).toBe("Meet Our Team");
    expect(fallbackTitle("/legal/cookie-policy/")).toBe("Cookie Policy");
    expect(fallbackTitle("/")).toBe("Home");
  });
  it("uses status and message on 404 and 500", () => {
    expect(fallbackTitle("/x", { status: 404, statusText: "Not Found" })).toBe("404 Page not found");
    expect(fallbackTitle("/x", { status: 405, statusText: "Method Not Allowed" })).toBe(
      "405 Method Not Allowed",
    );
    expect(fallbackTitle("/x", "unexpected")).toBe("500 Internal Server Error");
  });
  it("marks pages indexable with large previews", () => {
    expect(robotsContent(true)).toBe(
      "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1",
    );
    expect(robotsContent(false)).toMatch(/^noindex, follow, max-image-preview:large/);
  });
  it("builds the title, canonical and robots tags", () => {
    const site = { siteUrl: "https://dealer.example", siteName: "Dealer", defaultDescription: "Used cars" };
    const tags = pageMeta(site, { title: "Careers", canonicalPath: "/our-company/careers" });
    expect(tags).toContainEqual({ title: "Careers | Dealer" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://dealer.example/our-company/careers",
    });
    expect(tags).toContainEqual({ name: "description", content: "Used cars" });
    expect(pageMeta(site, { title: "Dealer", image: "/a.svg" })).toContainEqual({
      property: "og:image",
      content: "https://dealer.example/a.svg",
    });
    expect(pageMeta(site, { title: "x" }).some((t) => "rel" in t)).toBe(false);
  });

  it("names the page in both languages: canonical in its own, hreflang en, es and x-default", () => {
    const site = { siteUrl: "https://dealer.example", siteName: "Dealer", defaultDescription: "Autos" };
    const tags = pageMeta(site, { title: "Empleos", canonicalPath: "/our-company/careers", language: "es" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://dealer.example/es/our-company/careers",
    });
    const alternates = tags.filter((tag) => "hrefLang" in tag);
    expect(alternates).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: "https://dealer.example/our-company/careers",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "es",
        href: "https://dealer.example/es/our-company/careers",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://dealer.example/our-company/careers",
      },
    ]);
    expect(tags).toContainEqual({ property: "og:locale", content: "es_US" });
    // A page kept out of the index names no twin.
    const search = pageMeta(site, { title: "Autos", canonicalPath: "/cars-for-sale", indexable: false });
    expect(search.filter((tag) => "hrefLang" in tag)).toEqual([]);
  });
  it("gives Spanish pages Spanish fallback titles", () => {
    expect(fallbackTitle("/es/x", { status: 404 }, "es")).toBe("404 Página no encontrada");
    expect(fallbackTitle("/es", undefined, "es")).toBe("Inicio");
  });
});
