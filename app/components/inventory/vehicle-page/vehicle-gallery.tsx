import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { PhotoViewer } from "./photo-viewer";

/**
 * The photo gallery. The photos sit side by side in a horizontal scroll-snap strip, so
 * without JavaScript every photo is reachable: swipe or scroll the strip, or follow a
 * thumbnail (a link to the photo's anchor). With JavaScript the arrow keys and the
 * previous/next buttons move one photo at a time, swiping stays the browser's own
 * (smooth, with momentum), and a counter tracks the photo in view. "Full screen" (or a
 * click on the photo, or Enter on the strip) opens the photo in the full-screen viewer.
 */
export function VehicleGallery({ photos, name }: { photos: string[]; name: string }) {
  const t = useT(inventoryCatalogue);
  const strip = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [viewing, setViewing] = useState(false);
  useEffect(() => setHydrated(true), []);
  const count = photos.length;

  function show(index: number) {
    const element = strip.current;
    if (!element || count === 0) return;
    const target = (index + count) % count;
    element.scrollTo({ left: target * element.clientWidth, behavior: "smooth" });
    setCurrent(target);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      show(current + (event.key === "ArrowRight" ? 1 : -1));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      show(event.key === "Home" ? 0 : count - 1);
    } else if (event.key === "Enter" && count > 0) {
      event.preventDefault();
      setViewing(true);
    }
  }

  /** Back from the viewer: the strip shows the photo the visitor last looked at there. */
  function closeViewer(index: number) {
    setViewing(false);
    const element = strip.current;
    if (element) element.scrollLeft = index * element.clientWidth;
    setCurrent(index);
  }

  function onScroll() {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))));
  }

  return (
    <div className="min-w-0">
      <div className="relative">
        <section
          ref={strip}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard; the arrow keys move between photos
          tabIndex={0}
          aria-label={t(
            hydrated ? "inventory.gallery.stripLabelFullScreen" : "inventory.gallery.stripLabel",
            {
              name,
              count,
            },
          )}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
          data-testid="gallery-strip"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-surface [scrollbar-width:none]"
        >
          {photos.map((src, index) => (
            // A click on the photo opens the viewer; the keyboard has Enter and the Full screen button.
            // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the strip and the "Full screen" button are the keyboard's way
            <figure
              key={src}
              id={`photo-${index + 1}`}
              onClick={() => hydrated && setViewing(true)}
              className="w-full shrink-0 snap-center snap-always sm:cursor-zoom-in"
            >
              <img
                src={src}
                alt={t("inventory.gallery.photoAlt", {
                  name,
                  index: String(index + 1),
                  count: String(count),
                })}
                width={800}
                height={500}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
                decoding="async"
                className="aspect-[8/5] w-full object-cover"
              />
            </figure>
          ))}
        </section>
        {hydrated && count > 0 ? (
          <button
            type="button"
            onClick={() => setViewing(true)}
            className="absolute top-3 right-3 flex h-11 items-center gap-1.5 rounded-full bg-white/95 px-4 text-sm font-bold text-ink shadow-md hover:bg-white"
            aria-haspopup="dialog"
          >
            <Icon name="expand" size={18} /> {t("inventory.gallery.fullScreen")}
          </button>
        ) : null}
        {hydrated && count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(current - 1)}
              className="absolute top-1/2 left-2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-md hover:bg-white"
              aria-label={t("inventory.gallery.previous")}
            >
              <Icon name="chevron-right" className="rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => show(current + 1)}
              className="absolute top-1/2 right-2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-md hover:bg-white"
              aria-label={t("inventory.gallery.next")}
            >
              <Icon name="chevron-right" />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white"
              aria-live="polite"
              data-testid="gallery-counter"
            >
              {current + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6">
          {photos.map((src, index) => (
            <li key={src}>
              <a
                href={`#photo-${index + 1}`}
                aria-label={t("inventory.gallery.showPhoto", {
                  index: String(index + 1),
                  count: String(count),
                })}
                aria-current={hydrated && index === current ? "true" : undefined}
                onClick={(event) => {
                  // With JavaScript, scroll the strip only: the page itself stays put.
                  event.preventDefault();
                  show(index);
                }}
                className="block overflow-hidden rounded-lg border-2 border-transparent aria-[current=true]:border-brand-dark"
              >
                <img
                  src={src}
                  alt=""
                  width={160}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] w-full bg-surface object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated && count > 0 ? (
        <PhotoViewer photos={photos} name={name} open={viewing} startAt={current} onClose={closeViewer} />
      ) : null}
    </div>
  );
}
