import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { scrollMotion } from "~/components/ui/scroll-motion";
import type { PhotoRef, PhotoWidth } from "~/features/inventory/photos/photo-urls";
import { vehiclePictures } from "~/features/inventory/vehicle-pictures";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { PhotosComingSoon } from "../photos-coming-soon";
import { preloadVehiclePhoto, VehiclePhoto } from "../vehicle-photo";

/**
 * The full-screen viewer is its own chunk, downloaded when a visitor first opens it (or points
 * at the button that does): most visitors never do, and the page's first load stays smaller.
 */
const loadViewer = () => import("./photo-viewer");
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));

/**
 * The strip's photos: as wide as the gallery column, which is the page's width less its margins
 * on a phone and a tablet, and the page less the 24rem aside from 1024 px (768 px at most).
 */
const STRIP_WIDTHS: readonly PhotoWidth[] = [320, 640, 960, 1280, 1600];
const STRIP_SIZES =
  "(min-width: 1280px) 768px, (min-width: 1024px) calc(100vw - 512px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
/** Thumbnails: 96 px wide, 112 px from 1024 px. */
const THUMBNAIL_WIDTHS: readonly PhotoWidth[] = [160, 320];
const THUMBNAIL_SIZES = "(min-width: 1024px) 112px, 96px";

/**
 * A car's pictures on its page: the dealer's photos as a gallery, or, while the feed has
 * none, the car's one illustration labelled as such (features/inventory/vehicle-pictures.ts
 * says which). A drawing is never dressed up as a gallery.
 */
export function VehicleGallery({ photos, name, vin }: { photos: string[]; name: string; vin: string }) {
  const pictures = vehiclePictures(photos);
  return pictures.kind === "illustration" ? (
    <VehicleIllustration src={pictures.src} name={name} />
  ) : (
    <PhotoGallery
      photos={pictures.photos.map((source, index) => ({ vin, position: index + 1, source }))}
      name={name}
    />
  );
}

/** The car's illustration: one picture, "Photos coming soon" in its corner, an alt text that says it is a drawing. */
function VehicleIllustration({ src, name }: { src: string; name: string }) {
  const t = useT(inventoryCatalogue);
  return (
    <figure
      className="relative min-w-0 overflow-hidden rounded-xl bg-surface"
      data-testid="vehicle-illustration"
    >
      <img
        src={src}
        alt={t("inventory.picture.illustrationAlt", { name })}
        width={800}
        height={500}
        fetchPriority="high"
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <PhotosComingSoon large />
    </figure>
  );
}

/**
 * The photo gallery, made for a dealer's 20 to 40 photos a car. The photos sit side by side
 * in a horizontal scroll-snap strip, so without JavaScript every photo is reachable: swipe
 * or scroll the strip, or follow a thumbnail (a link to the photo's anchor). With JavaScript
 * the arrow keys and the previous/next buttons move one photo at a time, swiping stays the
 * browser's own (smooth, with momentum), and a counter tracks the photo in view. "Full
 * screen" (or a click on the photo, or Enter on the strip) opens the full-screen viewer.
 * Only the first photo loads with the page (preloaded from the head, fetched first), then its
 * neighbours; the others, and the thumbnails, as they come near the view. Each is served by the
 * site at the width the screen needs (vehicle-photo.tsx). The thumbnails are one scrolling row
 * that keeps the current photo's in view, from 640 px: a phone swipes the photo itself and
 * keeps its first screen for the car.
 */
function PhotoGallery({ photos, name }: { photos: PhotoRef[]; name: string }) {
  const t = useT(inventoryCatalogue);
  const strip = useRef<HTMLElement>(null);
  const thumbnails = useRef<HTMLUListElement>(null);
  // The photo a button or key sent the strip to, while its smooth scroll is on the way: the
  // photos it passes are not the current one (a second press mid-way counts from the target).
  const heading = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [viewing, setViewing] = useState(false);
  // The viewer's chunk is asked for the first time it opens, and it stays mounted after.
  const [viewerWanted, setViewerWanted] = useState(false);
  useEffect(() => setHydrated(true), []);
  const count = photos.length;
  if (count > 0) preloadVehiclePhoto(photos[0]!, STRIP_WIDTHS, STRIP_SIZES);

  function openViewer() {
    setViewerWanted(true);
    setViewing(true);
  }

  // The current photo's thumbnail scrolls into the row's view; the page itself stays put.
  useEffect(() => {
    const row = thumbnails.current;
    const item = row?.children[current] as HTMLElement | undefined;
    if (!row || !item || row.scrollWidth <= row.clientWidth) return;
    const left = item.offsetLeft - (row.clientWidth - item.offsetWidth) / 2;
    row.scrollTo({ left, behavior: scrollMotion() });
  }, [current]);

  function show(index: number) {
    const element = strip.current;
    if (!element || count === 0) return;
    const target = (index + count) % count;
    heading.current = target;
    element.scrollTo({ left: target * element.clientWidth, behavior: scrollMotion() });
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
      openViewer();
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
    const shown = Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));
    if (heading.current !== null) {
      if (shown === heading.current) heading.current = null;
      return;
    }
    setCurrent(shown);
  }

  /** A scroll that ended elsewhere (a swipe stopped it) makes where it rests the current photo. */
  function onScrollEnd() {
    if (heading.current === null) return;
    heading.current = null;
    onScroll();
  }

  const roundButton =
    "absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-md hover:bg-white";
  return (
    <div className="min-w-0" data-testid="vehicle-gallery">
      <div className="relative">
        <section
          ref={strip}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard; the arrow keys move between photos
          tabIndex={0}
          aria-label={t(
            hydrated ? "inventory.gallery.stripLabelFullScreen" : "inventory.gallery.stripLabel",
            { name, count },
          )}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          data-testid="gallery-strip"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-surface [scrollbar-width:none]"
        >
          {photos.map((photo, index) => (
            // A click on the photo opens the viewer; the keyboard has Enter and the Full screen button.
            // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the strip and the "Full screen" button are the keyboard's way
            <figure
              key={photo.source}
              id={`photo-${index + 1}`}
              onClick={() => hydrated && openViewer()}
              className="w-full shrink-0 snap-center snap-always sm:cursor-zoom-in"
            >
              <VehiclePhoto
                photo={photo}
                widths={STRIP_WIDTHS}
                sizes={STRIP_SIZES}
                alt={t("inventory.gallery.photoAlt", {
                  name,
                  index: String(index + 1),
                  count: String(count),
                })}
                // The first photo with the page; once the gallery runs, the photos either side
                // of the current one too, so an arrow or a swipe never shows an empty frame.
                loading={index === 0 || (hydrated && Math.abs(index - current) <= 1) ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
                className="aspect-[8/5] w-full object-cover"
              />
            </figure>
          ))}
        </section>
        {hydrated && count > 0 ? (
          <button
            type="button"
            onClick={openViewer}
            // Pointing at the button is a good sign it is wanted: its code starts downloading.
            onPointerEnter={loadViewer}
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
              className={`${roundButton} left-2`}
              aria-label={t("inventory.gallery.previous")}
            >
              <Icon name="chevron-right" className="rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => show(current + 1)}
              className={`${roundButton} right-2`}
              aria-label={t("inventory.gallery.next")}
            >
              <Icon name="chevron-right" />
            </button>
          </>
        ) : null}
        {count > 1 ? (
          // Without JavaScript the counter cannot follow the strip: it says how many photos there are.
          <p
            className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white"
            aria-live={hydrated ? "polite" : undefined}
            data-testid="gallery-counter"
          >
            {hydrated ? `${current + 1} / ${count}` : t("inventory.gallery.count", { count })}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <ul
          ref={thumbnails}
          data-testid="gallery-thumbnails"
          className="relative mt-3 hidden gap-2 overflow-x-auto pb-2 [scrollbar-width:thin] sm:flex"
        >
          {photos.map((photo, index) => (
            <li key={photo.source} className="w-24 shrink-0 lg:w-28">
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
                <VehiclePhoto
                  photo={photo}
                  widths={THUMBNAIL_WIDTHS}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  className="aspect-[8/5] w-full bg-surface object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated && viewerWanted ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} name={name} open={viewing} startAt={current} onClose={closeViewer} />
        </Suspense>
      ) : null}
    </div>
  );
}
