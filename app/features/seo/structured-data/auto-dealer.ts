import type { Company, Location } from "~/features/company/settings-schema";
import type { JsonLd } from "../json-ld";
import { absoluteUrl } from "../page-meta";

/**
 * schema.org AutoDealer for each store (spec sections 2 and 9): address, phone, map,
 * the sales opening hours, the service and parts departments with the service hours where
 * the store has them, price range '$-$$' and the group's Google rating as AggregateRating.
 * Pure: the home and contact pages pass the settings they already hold.
 */
export const PRICE_RANGE = "$-$$";

type WeekHours = Company["workingHours"];

const SCHEMA_DAYS: Record<WeekHours[number]["day"], string> = {
  Sunday: "https://schema.org/Sunday",
  Monday: "https://schema.org/Monday",
  Tuesday: "https://schema.org/Tuesday",
  Wednesday: "https://schema.org/Wednesday",
  Thursday: "https://schema.org/Thursday",
  Friday: "https://schema.org/Friday",
  Saturday: "https://schema.org/Saturday",
};

/**
 * One OpeningHoursSpecification per distinct opening time, naming its days (Monday to
 * Thursday 09:00-19:00, Friday 09:00-18:00, ...). Closed days are left out: schema.org reads
 * a day without an entry as closed.
 */
export function openingHoursSpecification(week: WeekHours): JsonLd[] {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of week) {
    if (day.closed || !day.open || !day.close) continue;
    const key = `${day.open}-${day.close}`;
    const group = groups.get(key) ?? { opens: day.open, closes: day.close, days: [] };
    group.days.push(SCHEMA_DAYS[day.day]);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

/** "Moline, IL 61265" -> locality, region and postal code; anything else stays whole as the locality. */
export function postalAddress(location: Pick<Location, "addressLine1" | "addressLine2">): JsonLd {
  const match = /^(.+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(location.addressLine2.trim());
  return {
    "@type": "PostalAddress",
    streetAddress: location.addressLine1,
    addressLocality: match ? match[1] : location.addressLine2,
    ...(match ? { addressRegion: match[2], postalCode: match[3] } : {}),
    addressCountry: "US",
  };
}

const DEPARTMENT_TYPES = { service: "AutoRepair", parts: "AutoPartsStore" } as const;
const DEPARTMENT_NAMES = { service: "Service", parts: "Parts" } as const;

export type AutoDealerInput = {
  siteUrl: string;
  company: Pick<Company, "name" | "logos" | "ratings" | "workingHours" | "serviceWorkingHours" | "service">;
  locations: readonly Location[];
};

export function autoDealerJsonLd({ siteUrl, company, locations }: AutoDealerInput): JsonLd[] {
  const rating = company.ratings.google;
  const salesHours = openingHoursSpecification(company.workingHours);
  const serviceHours = openingHoursSpecification(company.serviceWorkingHours);
  return locations.map((location) => {
    const id = absoluteUrl(siteUrl, `/our-company#${location.key}`);
    return {
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      "@id": id,
      name: location.name,
      url: absoluteUrl(siteUrl, location.link),
      logo: absoluteUrl(siteUrl, company.logos.main),
      image: absoluteUrl(siteUrl, company.logos.main),
      telephone: location.phone,
      priceRange: PRICE_RANGE,
      address: postalAddress(location),
      geo: {
        "@type": "GeoCoordinates",
        latitude: location.coordinates.latitude,
        longitude: location.coordinates.longitude,
      },
      hasMap: location.googleMapsLink,
      openingHoursSpecification: salesHours,
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: rating.rating,
        reviewCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      },
      ...(location.departments.length > 0
        ? {
            department: location.departments.map((department) => ({
              "@type": DEPARTMENT_TYPES[department],
              "@id": `${id}-${department}`,
              name: `${location.name} ${DEPARTMENT_NAMES[department]}`,
              telephone: company.service.phone,
              address: postalAddress(location),
              priceRange: PRICE_RANGE,
              openingHoursSpecification: serviceHours,
            })),
          }
        : {}),
    };
  });
}
