import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { jsonLdText } from "../json-ld";
import { autoDealerJsonLd, openingHoursSpecification, postalAddress } from "./auto-dealer";
import { breadcrumbsJsonLd } from "./breadcrumbs";
import { faqPageJsonLd } from "./faq-page";

const settings = loadSettings(path.resolve(import.meta.dirname, "../../../../content"));
const SITE = "https://dealer.example";

describe("AutoDealer", () => {
  const dealers = autoDealerJsonLd({
    siteUrl: SITE,
    company: settings.company,
    locations: settings.locations,
  });

  it("describes each of the four stores with address, phone, price range and the Google rating", () => {
    expect(dealers.map((d) => d.name)).toEqual(settings.locations.map((l) => l.name));
    const moline = dealers[0]!;
    expect(moline["@type"]).toBe("AutoDealer");
    expect(moline.priceRange).toBe("$-$$");
    expect(moline.telephone).toBe("(309) 555-0101");
    expect(moline.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "4100 John Deere Road",
      addressLocality: "Moline",
      addressRegion: "IL",
      postalCode: "61265",
      addressCountry: "US",
    });
    expect(moline.aggregateRating).toMatchObject({
      "@type": "AggregateRating",
      ratingValue: settings.company.ratings.google.rating,
      reviewCount: settings.company.ratings.google.count,
    });
    expect(moline.url).toBe(`${SITE}/our-company#moline`);
  });

  it("opens 9-19 on weekdays, 9-18 on Friday, 9-17 on Saturday and not on Sunday", () => {
    const hours = dealers[0]!.openingHoursSpecification as Array<Record<string, unknown>>;
    const day = (name: string) => `https://schema.org/${name}`;
    expect(hours).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"].map(day),
        opens: "09:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Friday")], opens: "09:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Saturday")], opens: "09:00", closes: "17:00" },
    ]);
    expect(JSON.stringify(hours)).not.toContain("Sunday");
  });

  it("lists the service and parts departments with the service hours, where the store has them", () => {
    const byKey = new Map(settings.locations.map((l, i) => [l.key, dealers[i]!]));
    const departments = byKey.get("rockford")!.department as Array<Record<string, unknown>>;
    expect(departments.map((d) => d["@type"])).toEqual(["AutoRepair", "AutoPartsStore"]);
    expect(departments[0]!.openingHoursSpecification).toEqual(
      openingHoursSpecification(settings.company.serviceWorkingHours),
    );
    expect(JSON.stringify(departments[0]!.openingHoursSpecification)).toContain('"opens":"07:30"');
    // Elkhart sells only.
    expect(byKey.get("elkhart")!.department).toBeUndefined();
  });

  it("is valid JSON once written into the page", () => {
    for (const dealer of dealers) expect(JSON.parse(jsonLdText(dealer))).toEqual(dealer);
  });

  it("keeps an address line it cannot split as the locality", () => {
    expect(postalAddress({ addressLine1: "1 Main St", addressLine2: "Somewhere" })).toMatchObject({
      addressLocality: "Somewhere",
    });
    expect(postalAddress({ addressLine1: "1 Main St", addressLine2: "Somewhere" })).not.toHaveProperty(
      "postalCode",
    );
  });
});

describe("FAQPage", () => {
  it("turns questions and plain-text answers into Question entries", () => {
    const data = faqPageJsonLd([
      { question: "How often should I change my oil?", answerText: "Every 3,000-5,000 miles." },
      { question: "Do I need an appointment?", answerText: "No." },
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How often should I change my oil?",
          acceptedAnswer: { "@type": "Answer", text: "Every 3,000-5,000 miles." },
        },
        {
          "@type": "Question",
          name: "Do I need an appointment?",
          acceptedAnswer: { "@type": "Answer", text: "No." },
        },
      ],
    });
  });
  it("gives nothing for no questions (an empty FAQPage is an error for search engines)", () => {
    expect(faqPageJsonLd([])).toBeNull();
  });
});

describe("BreadcrumbList", () => {
  it("numbers the steps from 1 with absolute URLs", () => {
    expect(
      breadcrumbsJsonLd(SITE, [
        { name: "Home", path: "/" },
        { name: "Auto financing", path: "/auto-financing" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Auto financing", item: `${SITE}/auto-financing` },
      ],
    });
    expect(breadcrumbsJsonLd(SITE, [])).toBeNull();
  });
});
