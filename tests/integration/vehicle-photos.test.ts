import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { cacheFilePath } from "../../app/features/inventory/photos/photo-cache.server";
import {
  type PhotoFormat,
  type PhotoWidth,
  photoUrl,
  photoVersion,
} from "../../app/features/inventory/photos/photo-urls";
import { vehicleUrl } from "../../app/features/inventory/urls";
import type { Vehicle } from "../../app/features/inventory/vehicle";
import { insertVehicles } from "../../app/features/inventory/vehicle-repository.server";
import { migrateToLatest, openDatabase } from "../../app/lib/db/connection.server";
import { writeSamplePhotos } from "../support/sample-photos";
import { type RunningServer, startServer } from "../support/server";

/**
 * The dealer's photos through the production server: a folder of 30 camera-sized JPEGs made
 * here, a car of the database listing them by site path, and the photo route turning them into
 * AVIF, WebP and JPEG at the widths the pages ask for, kept on disk. The pages offer them in a
 * <picture> with srcset and sizes, the main one preloaded and fetched first, the rest lazily.
 */

const PHOTOS = 30;
const vehicles = generateDemoInventory({ count: 40, seed: 5 });
const [photoCar, smallCar, privateCar] = vehicles.filter((v) => v.condition === "used");
const drawnCar = vehicles.find(
  (v) => v.condition === "used" && ![photoCar, smallCar, privateCar].includes(v),
)!;
const sitePath = (car: Vehicle, n: number) => `/${car.vin}/${n}.jpg`;
const withPhotos = (car: Vehicle, count: number): Vehicle => ({
  ...car,
  images: {
    ...car.images,
    previewImage: sitePath(car, 1),
    additionalImages: Array.from({ length: count - 1 }, (_, i) => sitePath(car, i + 2)),
  },
});

describe("the dealer's photos", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-photos-"));
    const photosDir = path.join(dataDir, "photos");
    await writeSamplePhotos(path.join(photosDir, photoCar!.vin), PHOTOS);
    // A photo narrower than most of the widths the pages ask for.
    await writeSamplePhotos(path.join(photosDir, smallCar!.vin), 1, { width: 500, height: 375 });
    await writeSamplePhotos(path.join(photosDir, privateCar!.vin), 1);
    const db = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "dealer.sqlite") });
    await migrateToLatest(db);
    await insertVehicles(
      db,
      vehicles.map((v) => {
        // The newest arrival, so the home page's cards show it.
        if (v === photoCar) return { ...withPhotos(v, PHOTOS), listedAt: new Date().toISOString() };
        if (v === smallCar) return withPhotos(v, 1);
        if (v === privateCar) return { ...withPhotos(v, 1), private: true };
        return v;
      }),
    );
    await db.destroy();
    server = await startServer({ dataDir, env: { RATE_LIMIT_EXEMPT: "loopback" } });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => fetch(`${server.url}${url}`);
  const url = (car: Vehicle, n: number, width: PhotoWidth, format: PhotoFormat) =>
    photoUrl({ vin: car.vin, position: n, source: sitePath(car, n) }, width, format);
  const cached = (car: Vehicle, n: number, width: PhotoWidth, format: PhotoFormat) =>
    cacheFilePath(path.join(dataDir, "photo-cache"), sitePath(car, n), width, format);

  async function photo(address: string) {
    const response = await get(address);
    expect(response.status, address).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, metadata: await sharp(bytes).metadata() };
  }

  it("answers AVIF, WebP and JPEG at the width asked, with their type, length and caching", async () => {
    const cases = [
      [640, "avif", "heif", "image/avif"],
      [960, "webp", "webp", "image/webp"],
      [320, "jpg", "jpeg", "image/jpeg"],
      [1600, "avif", "heif", "image/avif"],
      [160, "webp", "webp", "image/webp"],
    ] as const;
    for (const [width, format, decoded, type] of cases) {
      const { response, bytes, metadata } = await photo(url(photoCar!, 2, width, format));
      expect(metadata.format).toBe(decoded);
      // The 2000 x 1500 source, resized to the width asked, its shape kept.
      expect([metadata.width, metadata.height]).toEqual([width, (width * 3) / 4]);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
      // A file of the photo folder may be replaced under its name: a day, not a year.
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("never enlarges a photo smaller than the width asked", async () => {
    for (const format of ["avif", "webp", "jpg"] as const) {
      const { metadata } = await photo(url(smallCar!, 1, 1600, format));
      expect([metadata.width, metadata.height]).toEqual([500, 375]);
    }
  });

  it("encodes a photo once: the next request is served from the disk cache", async () => {
    const address = url(photoCar!, 3, 1280, "avif");
    const file = cached(photoCar!, 3, 1280, "avif");
    expect(fs.existsSync(file)).toBe(false);
    const first = await photo(address);
    expect(fs.readFileSync(file).equals(first.bytes)).toBe(true);
    const written = fs.statSync(file).mtimeMs;
    const second = await photo(address);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(fs.statSync(file).mtimeMs).toBe(written);
  });

  it("gives requests for one photo at the same time one whole file, never half of one", async () => {
    const address = url(photoCar!, 4, 960, "avif");
    const answers = await Promise.all(Array.from({ length: 8 }, () => photo(address)));
    for (const answer of answers) expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
    expect(fs.readFileSync(cached(photoCar!, 4, 960, "avif")).equals(answers[0]!.bytes)).toBe(true);
    // Temporary files are renamed into place or removed: none is left behind.
    const leftovers = fs
      .readdirSync(path.join(dataDir, "photo-cache"), { recursive: true })
      .filter((name) => String(name).endsWith(".tmp"));
    expect(leftovers).toEqual([]);
  });

  it("answers 404, never 500, to what is not one of a car's photos", async () => {
    const good = url(photoCar!, 1, 640, "avif");
    const [, , vin, file] = good.split("/");
    const version = photoVersion(sitePath(photoCar!, 1));
    const addresses = [
      good.replace(vin!, "1FMSK8DH5MGA00000"), // a VIN we do not have
      good.replace(vin!, vin!.toLowerCase()),
      good.replace(vin!, "NOT-A-VIN"),
      good.replace(file!, `${PHOTOS + 1}-${version}-640.avif`), // a position the car has not
      good.replace(file!, `0-${version}-640.avif`),
      good.replace(file!, `1-${version}-500.avif`), // not one of the widths
      good.replace(file!, `1-${version}-3200.avif`),
      good.replace(file!, `1-${version}-640.png`), // not one of the formats
      good.replace(file!, `1-${version}-640.gif`),
      good.replace(file!, `1-${photoVersion("/another.jpg")}-640.avif`), // another photo's version
      good.replace(file!, "1.jpg"),
      `/vehicle-photos/${vin}/..%2F..%2Fdealer.sqlite`, // ways out of the photo folder
      `/vehicle-photos/..%2F${vin}/${file}`,
      `/vehicle-photos/${vin}/${file}%2F..%2F..%2F..%2Fdealer.sqlite`,
      `/vehicle-photos/${vin}/%2E%2E%2F%2E%2E%2Fsecrets`,
      `/vehicle-photos/${vin}/..%5C..%5Cdealer.sqlite`,
      `/vehicle-photos/${vin}`,
      `/vehicle-photos/${vin}/${file}/extra`,
      // A private car's photo, to a visitor who has not unlocked the private inventory.
      url(privateCar!, 1, 640, "avif"),
    ];
    for (const address of addresses) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      await response.body?.cancel();
    }
    expect(server.output()).not.toMatch(/"level":50/);
  });

  it("takes nothing from the query: no source, no size, no proxy", async () => {
    const address = url(photoCar!, 1, 320, "jpg");
    const plain = await photo(address);
    const asked = await photo(`${address}?source=https://evil.example.com/x.jpg&url=/etc/passwd&w=1600`);
    expect(asked.bytes.equals(plain.bytes)).toBe(true);
    expect(asked.metadata.width).toBe(320);
  });

  it("gives search engines, the listings feed and the window sticker the route's JPEGs, never the feed's files", async () => {
    const html = await (await get(vehicleUrl(photoCar!))).text();
    const route = (n: number) =>
      `/vehicle-photos/${photoCar!.vin}/${n}-${photoVersion(sitePath(photoCar!, n))}-1280.jpg`;
    // JSON-LD: every photo, in gallery order, each an absolute URL on the photo route.
    const car = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .flatMap((m) => [JSON.parse(m[1]!)].flat())
      .find((data: { "@type"?: string }) => data["@type"] === "Car") as { image: string[] };
    expect(car.image).toHaveLength(PHOTOS);
    expect(car.image.map((image) => new URL(image).pathname)).toEqual(
      Array.from({ length: PHOTOS }, (_, i) => route(i + 1)),
    );
    // og:image: the main photo.
    const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(new URL(og!).pathname).toBe(route(1));
    // The listings feed: image_link and additional_image_link from the route.
    const feed = await (await get("/feeds/vehicle-listings.xml")).text();
    const item = feed.split("</item>").find((one) => one.includes(`<g:vin>${photoCar!.vin}</g:vin>`))!;
    expect(item).toContain(`${route(1)}</g:image_link>`);
    expect(item).not.toContain(sitePath(photoCar!, 1));
    // The window sticker prints the main photo from the route.
    const sticker = await (await get(`${vehicleUrl(photoCar!)}/window-sticker`)).text();
    expect(sticker).toMatch(new RegExp(`<img [^>]*src="/vehicle-photos/${photoCar!.vin}/1-`));
    expect(sticker).not.toContain(`src="${sitePath(photoCar!, 1)}"`);
    // And each of those answers with a JPEG.
    const main = await get(route(1));
    expect(main.status).toBe(200);
    expect(main.headers.get("content-type")).toBe("image/jpeg");
  });

  it("offers the car's page its photos in <picture>s, the first preloaded and fetched first", async () => {
    const response = await get(vehicleUrl(photoCar!));
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const first = `/vehicle-photos/${photoCar!.vin}/1-${photoVersion(sitePath(photoCar!, 1))}`;
    // Never the source itself: the feed's paths and URLs stay behind the route.
    expect(html).not.toContain(`src="${sitePath(photoCar!, 1)}"`);

    // The strip's thirty photos and the thirty thumbnails, each AVIF, WebP, then JPEG.
    const pictures = [...html.matchAll(/<picture[^>]*>(.*?)<\/picture>/g)].map((m) => m[1]!);
    expect(pictures).toHaveLength(2 * PHOTOS);
    for (const picture of pictures) {
      expect(picture).toMatch(
        /^<source type="image\/avif" srcSet="[^"]+ \d+w(, [^"]+ \d+w)+" sizes="[^"]+"\/><source type="image\/webp" srcSet="[^"]+" sizes="[^"]+"\/><img /,
      );
      // Width and height give the 8:5 frame before the photo arrives.
      expect(picture).toMatch(/<img [^>]*width="800" height="500"/);
    }
    expect(pictures[0]).toContain(
      `srcSet="${first}-320.avif 320w, ${first}-640.avif 640w, ${first}-960.avif 960w`,
    );
    expect(pictures[0]).toContain(`alt="${photoCar!.year} ${photoCar!.make} ${photoCar!.model}`);

    // The first photo: not lazy, fetched first, and preloaded from the head as AVIF.
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const high = imgs.filter((img) => /fetchPriority="high"/i.test(img));
    expect(high).toHaveLength(1);
    expect(high[0]).toContain(`src="${first}-640.jpg"`);
    expect(high[0]).toMatch(/loading="eager"/);
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    const preload = preloads.filter((link) => link.includes("/vehicle-photos/"));
    expect(preload).toHaveLength(1);
    expect(preload[0]).toContain('type="image/avif"');
    expect(preload[0]).toContain('fetchPriority="high"');
    expect(preload[0]).toContain(`imageSrcSet="${first}-320.avif 320w`);
    expect(preload[0]).toMatch(/imageSizes="\(min-width: 1280px\) 768px/);
    // Every other photo waits until it comes near the view.
    const photoImgs = imgs.filter((img) => img.includes("/vehicle-photos/"));
    expect(
      photoImgs.filter((img) => img !== high[0]).every((img) => /loading="lazy" decoding="async"/.test(img)),
    ).toBe(true);

    // Each URL the page offers is one the route answers.
    for (const address of [...pictures[0]!.matchAll(/(\/vehicle-photos\/[^ "]+) \d+w/g)]
      .map((m) => m[1]!)
      .slice(0, 6))
      expect((await get(address)).status, address).toBe(200);
  });

  it("serves photos past a full render bound, and shares the cache folder with another process", async () => {
    // A second process on the same data folder, rendering one page at a time with none waiting.
    const busy = await startServer({
      dataDir,
      env: {
        RATE_LIMIT_EXEMPT: "loopback",
        RENDER_CONCURRENCY: "1",
        RENDER_QUEUE: "0",
        RENDER_QUEUE_WAIT_MS: "0",
        ORIGIN_CACHE_MB: "0",
      },
    });
    try {
      const pages = Array.from({ length: 12 }, () => fetch(`${busy.url}${vehicleUrl(photoCar!)}`));
      // Photos not yet encoded, asked of both processes at once.
      const fresh = Array.from({ length: 6 }, (_, i) => url(photoCar!, 10 + i, 640, "webp"));
      const photos = fresh.flatMap((address) => [get(address), fetch(`${busy.url}${address}`)]);
      const pageStatuses = await Promise.all(pages.map(async (p) => (await p).status));
      const answers = await Promise.all(
        photos.map(async (p) => {
          const response = await p;
          return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
        }),
      );
      // The pages beyond the bound are turned away; no photo is.
      expect(pageStatuses).toContain(503);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      for (let i = 0; i < fresh.length; i++) {
        const kept = fs.readFileSync(cached(photoCar!, 10 + i, 640, "webp"));
        expect((await sharp(kept).metadata()).width).toBe(640);
        for (const answer of answers.slice(2 * i, 2 * i + 2))
          expect((await sharp(answer.bytes).metadata()).width).toBe(640);
      }
    } finally {
      await busy.stop();
    }
  });

  it("shows the photo on the car's card, lazily, and leaves the drawn cars' illustrations alone", async () => {
    const home = await (await get("/")).text();
    const card = new RegExp(
      `<picture[^>]*><source type="image/avif" srcSet="/vehicle-photos/${photoCar!.vin}/1-[^"]*-320\\.avif 320w[^"]*-960\\.avif 960w" sizes="[^"]+"/>.*?<img [^>]*width="800" height="500"[^>]*loading="lazy"`,
    );
    expect(home).toMatch(card);

    const drawn = await (await get(vehicleUrl(drawnCar))).text();
    expect(drawn).toMatch(/<img src="\/vehicle-images\/[a-z]+-[0-9a-f]{6}-1\.svg" alt="Illustration of the /);
    expect(drawn).toContain("Photos coming soon");
    // Its gallery has no photo; the similar cars' cards may (this car's photo among them).
    const gallery = drawn.slice(
      drawn.indexOf('data-testid="vehicle-illustration"'),
      drawn.indexOf("</figure>"),
    );
    expect(gallery).not.toContain("<picture");
  });
});
