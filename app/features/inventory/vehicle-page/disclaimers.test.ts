import { describe, expect, it } from "vitest";
import { translator } from "~/lib/i18n";
import { inventoryCatalogue } from "~/locales/inventory";
import {
  documentaryFeeDisclaimer as documentaryIn,
  formatDisclaimerDate,
  hasLifetimeEngineWarranty,
  thirtyDayDriveDisclaimer as thirtyDayIn,
} from "./disclaimers";

const t = translator("en", inventoryCatalogue);
const documentaryFeeDisclaimer = (f: typeof fee) => documentaryIn(f, t, "en");
const thirtyDayDriveDisclaimer = (f: typeof fee) => thirtyDayIn(f, t, "en");

const fee = { documentary: 251, documentaryEffectiveDate: "2025-10-01", thirtyDayDrive: 10 };

describe("vehicle page disclosures", () => {
  it("cites the documentary fee and its effective date from the company settings", () => {
    const text = documentaryFeeDisclaimer(fee);
    expect(text).toContain("documentary fee of $251");
    expect(text).toContain("effective October 1st 2025");
    expect(
      documentaryFeeDisclaimer({ ...fee, documentary: 358, documentaryEffectiveDate: "2020-03-04" }),
    ).toContain("documentary fee of $358 is added to the price of every vehicle, effective March 4th 2020");
  });

  it("states the thirty-day-drive fee", () => {
    expect(thirtyDayDriveDisclaimer(fee)).toBe("A thirty-day-drive fee of $10 applies to every purchase.");
  });

  it("speaks Spanish on a Spanish page, with the date as Spanish writes it", () => {
    const es = translator("es", inventoryCatalogue);
    expect(documentaryIn(fee, es, "es")).toContain(
      "cargo por documentación de $251, vigente desde el 1 de octubre de 2025",
    );
    expect(thirtyDayIn(fee, es, "es")).toContain("$10");
  });

  it("writes dates with English ordinals", () => {
    expect(
      [
        "2025-10-01",
        "2025-10-02",
        "2025-10-03",
        "2025-10-04",
        "2025-10-11",
        "2025-10-12",
        "2025-10-13",
        "2025-10-21",
        "2025-10-22",
        "2025-10-23",
        "2025-12-31",
      ].map(formatDisclaimerDate),
    ).toEqual([
      "October 1st 2025",
      "October 2nd 2025",
      "October 3rd 2025",
      "October 4th 2025",
      "October 11th 2025",
      "October 12th 2025",
      "October 13th 2025",
      "October 21st 2025",
      "October 22nd 2025",
      "October 23rd 2025",
      "December 31st 2025",
    ]);
  });

  it("gives the lifetime engine limited warranty under 85,000 miles only", () => {
    expect(hasLifetimeEngineWarranty(0)).toBe(true);
    expect(hasLifetimeEngineWarranty(84_999)).toBe(true);
    expect(hasLifetimeEngineWarranty(85_000)).toBe(false);
    expect(hasLifetimeEngineWarranty(120_000)).toBe(false);
  });
});
