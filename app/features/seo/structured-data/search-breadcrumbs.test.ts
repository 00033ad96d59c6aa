import { describe, expect, it } from "vitest";
import { searchBreadcrumbsJsonLd, searchCrumbs } from "./search-breadcrumbs";

const SITE = "https://www.dealer.example";

describe("search page breadcrumbs", () => {
  it("goes Home › the condition's page › this page, ending at the canonical URL", () => {
    const data = searchBreadcrumbsJsonLd({
      siteUrl: SITE,
      heading: "Used SUVs for Sale",
      canonicalUrl: "/used-cars-for-sale/suvs",
      filters: { condition: "used" },
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Used cars for sale", item: `${SITE}/used-cars-for-sale` },
        {
          "@type": "ListItem",
          position: 3,
          name: "Used SUVs for Sale",
          item: `${SITE}/used-cars-for-sale/suvs`,
        },
      ],
    });
  });

  it("does not repeat the condition's page when it is this page, and keeps a query in the last step", () => {
    expect(
      searchCrumbs({
        heading: "Used Cars for Sale",
        canonicalUrl: "/used-cars-for-sale",
        filters: { condition: "used" },
      }),
    ).toEqual([
      { name: "Home", path: "/" },
      { name: "Used Cars for Sale", path: "/used-cars-for-sale" },
    ]);
    expect(
      searchCrumbs({
        heading: "Cars for Sale",
        canonicalUrl: "/cars-for-sale?q=red",
        filters: { condition: null },
      }),
    ).toEqual([
      { name: "Home", path: "/" },
      { name: "Cars for Sale", path: "/cars-for-sale?q=red" },
    ]);
    expect(
      searchCrumbs({
        heading: "Trucks for Sale",
        canonicalUrl: "/cars-for-sale/trucks",
        filters: { condition: null },
      }),
    ).toEqual([
      { name: "Home", path: "/" },
      { name: "Cars for sale", path: "/cars-for-sale" },
      { name: "Trucks for Sale", path: "/cars-for-sale/trucks" },
    ]);
  });
});
