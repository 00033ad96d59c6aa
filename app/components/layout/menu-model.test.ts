import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import type { MenuItem } from "~/features/company/settings-schema";
import { menuShortcuts, mobileMenuItems } from "./menu-model";

/** Every link of some menus, each once. */
function menuHrefs(items: MenuItem[]): string[] {
  return [...new Set(items.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]))];
}

const shop: MenuItem = {
  label: "Shop Used Cars",
  href: "/used-cars-for-sale",
  children: [
    { label: "All Used Cars", href: "/used-cars-for-sale" },
    { label: "Under $20K", href: "/used-cars-for-sale/price-under-20000" },
  ],
};

describe("the mobile menu's items", () => {
  it("drops a top-level link that a group already holds, and keeps the others in order", () => {
    const header: MenuItem[] = [
      shop,
      { label: "Sell/Trade", href: "/sell-trade-my-car" },
      { label: "Under $20K", href: "/used-cars-for-sale/price-under-20000" },
    ];
    expect(mobileMenuItems(header).map((item) => item.label)).toEqual(["Shop Used Cars", "Sell/Trade"]);
    expect([...menuShortcuts(header)]).toEqual([header[2]]);
  });

  it("keeps a group even when its own page is linked from another group", () => {
    const service: MenuItem = {
      label: "Service",
      href: "/service",
      children: [{ label: "Book", href: "/b" }],
    };
    const more: MenuItem = {
      label: "More",
      href: "/more",
      children: [{ label: "Service", href: "/service" }],
    };
    expect(mobileMenuItems([service, more])).toEqual([service, more]);
  });
});

describe("the dealership's menus (content/menus.json)", () => {
  const { menus } = loadSettings(path.resolve("content"));

  it("list every link once in the mobile menu: 'Under $20K' only inside Shop Used Cars", () => {
    const mobile = mobileMenuItems(menus.header);
    const labels = mobile.flatMap((item) => [item.label, ...(item.children ?? []).map((c) => c.label)]);
    expect(labels.filter((label) => label === "Under $20K")).toHaveLength(1);
    expect(mobile.map((item) => item.label)).toEqual([
      "Financing",
      "Shop Used Cars",
      "Sell/Trade",
      "Service",
      "Contact",
    ]);
  });

  it("open each header group's own page from inside the group (its title only opens the list)", () => {
    for (const group of menus.header.filter((item) => item.children)) {
      expect(
        group.children!.map((child) => child.href),
        group.label,
      ).toContain(group.href);
    }
  });

  it("send 'Shop Used Cars' to used cars only", () => {
    const shopping = menus.header.find((item) => item.label === "Shop Used Cars")!;
    for (const href of menuHrefs([shopping])) expect(href).toMatch(/^\/used-cars-for-sale(\/|$)/);
  });

  it("reach service and contact from the header and the footer", () => {
    for (const hrefs of [menuHrefs(menus.header), menuHrefs(menus.footer.columns)]) {
      expect(hrefs).toEqual(expect.arrayContaining(["/service", "/service/schedule", "/contact-us"]));
    }
  });
});
