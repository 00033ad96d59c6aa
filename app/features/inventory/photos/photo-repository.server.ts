import type { DB } from "~/lib/db/connection.server";
import { vehiclePhotos } from "../vehicle-page/structured-data";
import { vehiclePictures } from "../vehicle-pictures";

/**
 * A car's photo sources in gallery order, as the pages number them: the same list the vehicle
 * page shows (`vehiclePhotos`, then `vehiclePictures` leaving the drawings out), so position n
 * in a photo URL is the page's photo n. Two small queries on primary keys.
 */
export async function findPhotoSources(
  db: DB,
  vin: string,
): Promise<{ private: boolean; sources: string[] } | null> {
  const row = await db
    .selectFrom("vehicles")
    .select(["preview_image", "evox_images", "private"])
    .where("vin", "=", vin)
    .executeTakeFirst();
  if (!row) return null;
  const additional = await db
    .selectFrom("vehicle_images")
    .select("url")
    .where("vin", "=", vin)
    .orderBy("position")
    .execute();
  const pictures = vehiclePictures(
    vehiclePhotos({
      previewImage: row.preview_image,
      additionalImages: additional.map((image) => image.url),
      imageCustomBg: null,
      evoxImages: JSON.parse(row.evox_images) as string[],
    }),
  );
  return {
    private: Number(row.private) === 1,
    sources: pictures.kind === "photos" ? pictures.photos : [],
  };
}
