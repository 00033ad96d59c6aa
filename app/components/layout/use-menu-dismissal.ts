import { type RefObject, useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { trapTab } from "~/components/ui/focus-trap";

/**
 * The header's menus are `<details>` elements, so they open and close without JavaScript.
 * Once hydrated, this hook adds what a shopper expects of a menu and `<details>` does not
 * do by itself:
 * - it closes when the shopper picks a link, on any navigation (Back included), on Escape
 *   and on a press outside it;
 * - a drop-down (`data-menu="dropdown"`) closes when keyboard focus moves out of it;
 * - the full-screen mobile menu (`data-menu="modal"`) keeps Tab and Shift+Tab inside itself
 *   (its button included) while open;
 * - closing gives focus back to the menu's button when focus was in the menu, so a
 *   keyboard or screen-reader user is not dropped at the top of the document.
 */
const OPEN_MENUS = "details[data-menu][open]";

function openMenus(root: HTMLElement): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS)];
}

function closeMenu(menu: HTMLDetailsElement, focusButton: boolean) {
  const hadFocus = menu.contains(document.activeElement);
  menu.open = false;
  if (focusButton || hadFocus) menu.querySelector<HTMLElement>(":scope > summary")?.focus();
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function useMenuDismissal(rootRef: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const navigation = useNavigation();
  const lastLocation = useRef(location.key);
  // The menus open when the page began to change, on which page (null: no navigation under way).
  const openWhenLeaving = useRef<{ from: string; menus: HTMLDetailsElement[] } | null>(null);

  useEffect(() => {
    if (navigation.state === "idle") {
      // A navigation that ended where it began (stopped, or replaced by a later one) keeps nothing.
      if (openWhenLeaving.current?.from === location.key) openWhenLeaving.current = null;
      return;
    }
    openWhenLeaving.current ??= {
      from: location.key,
      menus: rootRef.current ? openMenus(rootRef.current) : [],
    };
  }, [navigation.state, location.key, rootRef]);

  // Any navigation closes the menus, also one that no menu link started (Back, a form); but a
  // menu opened while the next page was on its way was opened on purpose, for that page: it
  // stays open when the page arrives (a tap on Menu just before was undone otherwise).
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    const leaving = openWhenLeaving.current?.menus;
    openWhenLeaving.current = null;
    const root = rootRef.current;
    if (!root) return;
    for (const menu of openMenus(root)) if (!leaving || leaving.includes(menu)) closeMenu(menu, false);
  }, [location.key, rootRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest("a[href]");
      const menu = link?.closest<HTMLDetailsElement>(OPEN_MENUS);
      // A link to the page already shown navigates nowhere, so close on the pick itself.
      if (menu && isPlainClick(event)) closeMenu(menu, false);
    };
    const onSubmit = (event: SubmitEvent) => {
      const menu = (event.target as Element).closest<HTMLDetailsElement>(OPEN_MENUS);
      if (menu) closeMenu(menu, false);
    };
    const onPointerDown = (event: PointerEvent) => {
      for (const menu of openMenus(root)) if (!menu.contains(event.target as Node)) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const menus = openMenus(root).filter((menu) => menu.checkVisibility());
      if (event.key === "Escape" && menus.length > 0) {
        event.preventDefault();
        for (const menu of menus) closeMenu(menu, true);
      } else if (event.key === "Tab") {
        const modal = menus.find((menu) => menu.dataset.menu === "modal");
        if (modal) trapTab(event, modal);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const menu = (event.target as Element).closest<HTMLDetailsElement>(OPEN_MENUS);
      const next = event.relatedTarget as Node | null;
      if (menu?.dataset.menu === "dropdown" && next && !menu.contains(next)) menu.open = false;
    };

    root.addEventListener("click", onClick);
    root.addEventListener("submit", onSubmit);
    root.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("submit", onSubmit);
      root.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [rootRef]);
}
