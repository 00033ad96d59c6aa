import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { scrollMotion } from "~/components/ui/scroll-motion";
import type { PhotoRef, PhotoWidth } from "~/features/inventory/photos/photo-urls";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { VehiclePhoto } from "../vehicle-photo";

/** The viewer's photos fill the screen's width at most (the height limits a landscape one). */
const VIEWER_WIDTHS: readonly PhotoWidth[] = [640, 960, 1280, 1600];

/**
 * The gallery's full-screen viewer: a modal dialog (ui/modal-dialog.tsx: focus kept inside,
 * Escape closes, focus back to the control that opened it) holding the photos as large as
 * the screen allows, side by side in a scroll-snap strip. Swiping is the browser's own
 * (with momentum, and it follows the finger); the arrow keys, Home and End, and the
 * previous/next buttons move one photo at a time; a counter says where the visitor is.
 * Closing tells the gallery which photo was last in view, so the page shows the same one.
 * Its own chunk (vehicle-gallery.tsx loads it when the viewer is first opened).
 */
export function PhotoViewer({
  photos,
  name,
  open,
  startAt,
  onClose,
}: {
  photos: PhotoRef[];
  name: string;
  open: boolean;
  startAt: number;
  onClose: (index: number) => void;
}) {
  const t = useT(inventoryCatalogue);
  const strip = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(startAt);
  const latest = useRef(current);
  latest.current = current;
  const count = photos.length;

  // Opens on the photo the gallery shows; the strip has its width only once the dialog is open.
  useEffect(() => {
    if (!open) return;
    setCurrent(startAt);
    const frame = requestAnimationFrame(() => {
      const element = strip.current;
      if (element) element.scrollLeft = startAt * element.clientWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [open, startAt]);

  // While a button or key scrolls the strip, the photos it passes are not "current".
  const scrollingTo = useRef<number | null>(null);

  function show(index: number) {
    const element = strip.current;
    if (!element || count === 0) return;
    const target = (index + count) % count;
    scrollingTo.current = target;
    element.scrollTo({ left: target * element.clientWidth, behavior: scrollMotion() });
    setCurrent(target);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(to);
  }

  function inView(): number | null {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return null;
    return Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));
  }

  function onScroll() {
    const index = inView();
    if (index === null) return;
    if (scrollingTo.current === null) setCurrent(index);
    else if (scrollingTo.current === index) scrollingTo.current = null;
  }

  /** Wherever a scroll ends (a swipe, or one interrupted), that photo is current. */
  function onScrollEnd() {
    scrollingTo.current = null;
    const index = inView();
    if (index !== null) setCurrent(index);
  }

  const arrow =
    "absolute top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg hover:bg-white";
  return (
    <ModalDialog
      open={open}
      onClose={() => onClose(latest.current)}
      labelledBy="photo-viewer-heading"
      closeOnBackdrop
      testId="photo-viewer"
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-ink p-0 text-white"
    >
      {/* The dialog, not one control, takes the arrow keys: they work wherever focus is inside. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a key handler for the whole viewer; its controls are buttons */}
      <div className="flex h-full flex-col" onKeyDown={onKeyDown}>
        <header className="flex items-center gap-3 px-4 py-3">
          <h2 id="photo-viewer-heading" className="min-w-0 flex-1 truncate text-base font-bold">
            {t("inventory.viewer.heading", { name })}
          </h2>
          <p className="shrink-0 text-sm font-semibold" aria-live="polite" data-testid="viewer-counter">
            {current + 1} / {count}
          </p>
          <button
            type="button"
            onClick={(event) => (event.currentTarget.closest("dialog") as HTMLDialogElement).close()}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
            aria-label={t("inventory.viewer.close")}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="relative min-h-0 flex-1">
          <section
            ref={strip}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must be reachable by keyboard (the arrow keys move it)
            tabIndex={0}
            aria-label={t("inventory.viewer.stripLabel", { count })}
            onScroll={onScroll}
            onScrollEnd={onScrollEnd}
            data-testid="viewer-strip"
            className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
          >
            {photos.map((photo, index) => (
              <figure
                key={photo.source}
                className="flex h-full w-full shrink-0 snap-center snap-always items-center"
              >
                <VehiclePhoto
                  photo={photo}
                  widths={VIEWER_WIDTHS}
                  sizes="100vw"
                  alt={t("inventory.gallery.photoAlt", {
                    name,
                    index: String(index + 1),
                    count: String(count),
                  })}
                  // The photo in view and its neighbours load first; the rest as they come near.
                  loading={Math.abs(index - current) <= 1 ? "eager" : "lazy"}
                  className="max-h-full w-full object-contain"
                />
              </figure>
            ))}
          </section>
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={() => show(current - 1)}
                className={`${arrow} left-3`}
                aria-label={t("inventory.gallery.previous")}
              >
                <Icon name="chevron-right" className="rotate-180" />
              </button>
              <button
                type="button"
                onClick={() => show(current + 1)}
                className={`${arrow} right-3`}
                aria-label={t("inventory.gallery.next")}
              >
                <Icon name="chevron-right" />
              </button>
            </>
          ) : null}
        </div>
        <p className="px-4 py-3 text-center text-sm text-white/80">{t("inventory.viewer.help")}</p>
      </div>
    </ModalDialog>
  );
}
