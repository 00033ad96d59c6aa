import type { MenuItem } from "~/features/company/settings-schema";

/**
 * Shortcuts: top-level header links that a drop-down group also holds (the spec's
 * "Under $20K" is both a header item and a "Shop Used Cars" link). On a wide screen a
 * shortcut saves opening a drop-down; where room is short (the mobile menu, which is one
 * list anyway, and the header below 1024 px) it is a duplicate and is left out.
 */
export function menuShortcuts(header: MenuItem[]): Set<MenuItem> {
  const inGroups = new Set(header.flatMap((item) => (item.children ?? []).map((child) => child.href)));
  return new Set(header.filter((item) => !item.children?.length && inGroups.has(item.href)));
}

/** The mobile menu: the header menus with each link listed once. */
export function mobileMenuItems(header: MenuItem[]): MenuItem[] {
  const shortcuts = menuShortcuts(header);
  return header.filter((item) => !shortcuts.has(item));
}
