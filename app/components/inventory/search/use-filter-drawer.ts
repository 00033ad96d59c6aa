import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { trapTab } from "~/components/ui/focus-trap";
import { lockPageScroll } from "~/components/ui/scroll-lock";
import { useBrowserStore } from "~/components/ui/use-hydrated";

/**
 * The phone's filter drawer, once JavaScript runs: a modal dialog over the page. While open,
 * Tab and Shift+Tab stay inside it, Escape closes it, the page behind does not scroll, and
 * closing gives focus back to the "Filters" button. From 1024 px the filters are a sidebar
 * and the drawer never opens. (Without JavaScript the panel opens as the `#filters` target.)
 */

const WIDE = "(min-width: 1024px)";

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const wideNow = () => window.matchMedia(WIDE).matches;
const phonesFirst = () => false;

/** True from 1024 px, where the filters are a sidebar (false on the server: phones first). */
export function useWideLayout(): boolean {
  return useBrowserStore(subscribeWide, wideNow, phonesFirst);
}

export type FilterDrawer = {
  open: boolean;
  /** The drawer applies (phones with JavaScript); false means the sidebar (or no JavaScript). */
  isDrawer: boolean;
  show: () => void;
  hide: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
};

export function useFilterDrawer(hydrated: boolean): FilterDrawer {
  const wide = useWideLayout();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  const isOpen = open && !wide;

  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    const releaseScroll = lockPageScroll();
    panel.querySelector<HTMLElement>("[data-drawer-initial-focus]")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === "Tab") {
        trapTab(event, panel);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      releaseScroll();
      triggerRef.current?.focus();
    };
  }, [isOpen]);

  return { open: isOpen, isDrawer: hydrated && !wide, show, hide, triggerRef, panelRef };
}
