import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadSettings } from "./settings.server";

const contentDir = path.resolve("content");

function brokenCopy(file: string, mutate: (json: any) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-content-"));
  fs.cpSync(contentDir, dir, { recursive: true });
  const json = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  mutate(json);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
  return dir;
}

describe("dealership settings", () => {
  const settings = loadSettings(contentDir);

  it("has every field the spec asks of the company", () => {
    expect(settings.company.fee.documentary).toBe(251);
    expect(settings.company.fee.thirtyDayDrive).toBe(10);
    expect(settings.company.workingHours.map((d) => [d.day, d.open, d.close, d.closed])).toEqual([
      ["Sunday", null, null, true],
      ["Monday", "09:00", "19:00", false],
      ["Tuesday", "09:00", "19:00", false],
      ["Wednesday", "09:00", "19:00", false],
      ["Thursday", "09:00", "19:00", false],
      ["Friday", "09:00", "18:00", false],
      ["Saturday", "09:00", "17:00", false],
    ]);
    expect(settings.company.ratings.google.count).toBeGreaterThan(0);
    expect(settings.company.employee.generalManager.name).toBeTruthy();
    const p = settings.company.payments;
    expect([
      p.cashDown.min,
      p.cashDown.max,
      p.cashDown.step,
      p.cashDown.stepPercent,
      p.cashDown.defaultPercent,
      p.cashDown.defaultAmount,
    ]).toEqual([0, 20000, 100, 5, 20, 1000]);
    expect([p.tradeEquity.min, p.tradeEquity.max, p.tradeEquity.step]).toEqual([0, 20000, 100]);
    expect([p.creditScore.min, p.creditScore.max, p.creditScore.step, p.creditScore.default]).toEqual([
      400, 850, 10, 850,
    ]);
    expect([p.financeTerm.min, p.financeTerm.max, p.financeTerm.step, p.financeTerm.default]).toEqual([
      12, 72, 12, 24,
    ]);
    expect([p.leaseTerm.min, p.leaseTerm.max, p.leaseTerm.step, p.leaseTerm.default]).toEqual([
      24, 39, 3, 39,
    ]);
    expect([p.leaseMiles.min, p.leaseMiles.max, p.leaseMiles.step, p.leaseMiles.default]).toEqual([
      10000, 15000, 2500, 10000,
    ]);
  });

  it("has the four locations, the nine body styles, the six sort options and the menus", () => {
    expect(settings.locations.map((l) => l.subname)).toEqual([
      "Moline, IL",
      "Rockford, IL",
      "Elkhart, IN",
      "Fort Wayne, IN",
    ]);
    expect(settings.bodyStyles.map((b) => b.value)).toEqual([
      "suvs",
      "sedans",
      "wagons",
      "coupes",
      "convertibles",
      "hatchbacks",
      "trucks",
      "minivans",
      "commercial",
    ]);
    expect(settings.sortOptions.map((s) => s.value)).toEqual([
      "newest",
      "oldest",
      "mileage",
      "year",
      "priceHigh",
      "priceLow",
    ]);
    // The spec's header menus, then what a shopper needs to reach service and contact.
    expect(settings.menus.header.map((m) => m.label)).toEqual([
      "Financing",
      "Shop Used Cars",
      "Sell/Trade",
      "Under $20K",
      "Service",
      "Contact",
    ]);
    expect(settings.menus.header[1]!.children!.map((m) => m.label)).toEqual([
      "All Used Cars",
      "Under $20K",
      "Sedans",
      "Trucks",
      "SUVs",
      "Minivans",
    ]);
    // The spec's footer menus: the columns, and the legal links in their own row.
    expect(settings.menus.footer.columns.map((m) => m.label)).toEqual([
      "Get Financing",
      "Shop & Sell",
      "Service",
      "Dealership",
      "Contact Us",
    ]);
    expect(settings.menus.footer.columns[3]!.children!.slice(0, 3).map((m) => m.label)).toEqual([
      "Our Company",
      "Meet Our Team",
      "Careers",
    ]);
    expect(settings.menus.footer.legal.slice(0, 2).map((m) => m.label)).toEqual([
      "Privacy Policy",
      "Cookie Policy",
    ]);
  });

  it("takes the selected store's e-mail settings, subject 'Website Lead' by default", () => {
    expect(settings.email.subject).toBe("Website Lead");
    expect(["adf", "text"]).toContain(settings.email.type);
    const dir = brokenCopy("store.json", (s) => {
      delete s.stores.moline.email.subject;
      s.stores.moline.company = { phone: "(309) 555-0199" };
    });
    const overridden = loadSettings(dir);
    expect(overridden.email.subject).toBe("Website Lead");
    expect(overridden.company.phone).toBe("(309) 555-0199");
  });

  it.each([
    [
      "company.json",
      (c: any) => (c.fee.documentary = "251"),
      /^content\/company\.json: field fee\.documentary: /,
    ],
    [
      "company.json",
      (c: any) => c.workingHours.pop(),
      /^content\/company\.json: field workingHours: must list the 7 days/,
    ],
    [
      "locations.json",
      (l: any) => (l[0].coordinates.latitude = 200),
      /^content\/locations\.json: field 0\.coordinates\.latitude: /,
    ],
    [
      "store.json",
      (s: any) => (s.selectedStore = "chicago"),
      /^content\/store\.json: field selectedStore: must name one of the stores/,
    ],
    [
      "store.json",
      (s: any) => (s.stores.moline.email.type = "pdf"),
      /^content\/store\.json: field stores\.moline\.email\.type: /,
    ],
    [
      "body-styles.json",
      (b: any) => b.pop(),
      /^content\/body-styles\.json: field \(file\): must list the nine body styles/,
    ],
  ])("rejects a broken %s naming the field", (file, mutate, message) => {
    const dir = brokenCopy(file, mutate);
    expect(() => loadSettings(dir)).toThrow(ContentError);
    expect(() => loadSettings(dir)).toThrow(message);
  });
});
