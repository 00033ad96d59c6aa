import { preload } from "react-dom";
import {
  PHOTO_ASPECT,
  type PhotoRef,
  type PhotoWidth,
  photoSrcSet,
  photoUrl,
} from "~/features/inventory/photos/photo-urls";

/**
 * One of the dealer's photos as the browser should get it: a `<picture>` offering AVIF, then
 * WebP, then JPEG, each at the widths that suit where it is shown (`widths`, with `sizes`
 * saying how wide it is drawn), so a phone downloads a small file and a wide screen a sharp
 * one. Width and height give the frame its shape before the photo arrives (PHOTO_ASPECT), so
 * nothing on the page moves. The site's drawn illustrations are plain SVG
 * `<img>`s and never come here.
 */
export function VehiclePhoto({
  photo,
  widths,
  sizes,
  alt,
  loading = "lazy",
  fetchPriority,
  className,
}: {
  photo: PhotoRef;
  widths: readonly PhotoWidth[];
  sizes: string;
  alt: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high";
  className?: string;
}) {
  // The <img>'s own src: the JPEG a browser without srcset support takes, mid-sized.
  const fallback = widths[Math.min(1, widths.length - 1)]!;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif", widths)} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp", widths)} sizes={sizes} />
      <img
        src={photoUrl(photo, fallback, "jpg")}
        srcSet={photoSrcSet(photo, "jpg", widths)}
        sizes={sizes}
        alt={alt}
        width={PHOTO_ASPECT.width * 100}
        height={PHOTO_ASPECT.height * 100}
        loading={loading}
        fetchPriority={fetchPriority}
        // The main photo is the page's largest paint: decoded as soon as it is there.
        decoding={fetchPriority === "high" ? undefined : "async"}
        className={className}
      />
    </picture>
  );
}

/**
 * Asks for the page's main photo from the document's head (React puts a `<link rel="preload">`
 * there when called during the server render), before the browser has laid out the gallery:
 * the AVIF at the width `sizes` picks. A browser without AVIF skips the link (its `type`) and
 * takes the `<picture>`'s WebP as usual.
 */
export function preloadVehiclePhoto(photo: PhotoRef, widths: readonly PhotoWidth[], sizes: string): void {
  preload(photoUrl(photo, widths[0]!, "avif"), {
    as: "image",
    imageSrcSet: photoSrcSet(photo, "avif", widths),
    imageSizes: sizes,
    type: "image/avif",
    fetchPriority: "high",
  });
}
