import { createPhotoService, type PhotoService } from "~/features/inventory/photos/photo-service.server";
import { PHOTO_CONTENT_TYPES } from "~/features/inventory/photos/photo-urls";
import { getLogger } from "~/lib/logger.server";
import { hiddenFromVisitor } from "~/routes/gates/private-inventory.server";
import type { Route } from "./+types/vehicle-photo";

/**
 * `/vehicle-photos/{VIN}/{position}-{version}-{width}.{avif|webp|jpg}`: the dealer's feed photos,
 * resized and encoded by the site (features/inventory/photos/). Outside the render bound
 * (server/app.ts) like the other pictures: a page's photos never wait behind page renders;
 * the service bounds its own encodes instead.
 */

/** A year: a feed URL names one photo, and the URL's version changes with it. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A day: a file in the photo folder can be replaced under the same name (the cache notices by its date). */
const REPLACEABLE = "public, max-age=86400";

let service: PhotoService | undefined;

function photoService(context: Route.LoaderArgs["context"]): PhotoService {
  const { db, env } = context.services;
  service ??= createPhotoService({
    db,
    photosDir: env.photos.dir,
    cacheDir: env.photos.cacheDir,
    encodeConcurrency: env.photos.encodeConcurrency,
    warn: (details, message) => getLogger().warn(details, message),
  });
  return service;
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await photoService(context).answer(params.vin, params.file, () =>
    hiddenFromVisitor(context, { private: true }),
  );
  switch (answer.status) {
    case 404:
      return plain(404, "Not Found");
    // The host's trouble or a burst of encodes: worth asking again soon, never worth keeping.
    case 502:
      return plain(502, "Bad Gateway", { "Cache-Control": "no-store" });
    case 503:
      return plain(503, "Service Unavailable", { "Cache-Control": "no-store", "Retry-After": "2" });
  }
  return new Response(new Uint8Array(answer.bytes), {
    headers: {
      "Content-Type": PHOTO_CONTENT_TYPES[answer.format],
      "Content-Length": String(answer.bytes.length),
      "Cache-Control": answer.sourceKind === "url" ? IMMUTABLE : REPLACEABLE,
    },
  });
}
