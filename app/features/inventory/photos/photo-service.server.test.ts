import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase } from "~tests/support/databases";
import { generateDemoInventory } from "../demo-data/generate";
import type { Vehicle } from "../vehicle";
import { insertVehicles } from "../vehicle-repository.server";
import { cacheFilePath } from "./photo-cache.server";
import { createPhotoService, type PhotoAnswer, type PhotoServiceConfig } from "./photo-service.server";
import { type PhotoFormat, type PhotoWidth, photoUrl } from "./photo-urls";

/**
 * The photo service on a real database, real files and real encodes; only the dealer's photo
 * host is played by a function (it counts what it is asked).
 */

const jpeg = (width: number, height: number, hue: number) =>
  sharp({ create: { width, height, channels: 3, background: `hsl(${hue}, 60%, 50%)` } })
    .jpeg()
    .toBuffer();

describe("the photo service", () => {
  let database: MigratedTestDatabase;
  let db: DB;
  let dir: string;
  let photosDir: string;
  let cacheDir: string;
  let fileCar: Vehicle;
  let urlCar: Vehicle;
  let privateCar: Vehicle;
  let hostPhoto: Buffer;

  beforeAll(async () => {
    database = await openMigratedTestDatabase("sqlite");
    db = database.db;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-photo-service-"));
    photosDir = path.join(dir, "photos");
    cacheDir = path.join(dir, "photo-cache");
    const [a, b, c] = generateDemoInventory({ count: 3, seed: 11 });
    fileCar = {
      ...a!,
      private: false,
      images: { ...a!.images, previewImage: `/${a!.vin}/1.jpg`, additionalImages: [`/${a!.vin}/2.jpg`] },
    };
    urlCar = {
      ...b!,
      private: false,
      images: {
        ...b!.images,
        previewImage: "https://photos.example.com/ok.jpg",
        additionalImages: ["https://photos.example.com/down.jpg"],
      },
    };
    privateCar = { ...c!, private: true, images: { ...c!.images, previewImage: `/${a!.vin}/1.jpg` } };
    await insertVehicles(db, [fileCar, urlCar, privateCar]);
    fs.mkdirSync(path.join(photosDir, fileCar.vin), { recursive: true });
    fs.writeFileSync(path.join(photosDir, fileCar.vin, "1.jpg"), await jpeg(1200, 900, 10));
    fs.writeFileSync(path.join(photosDir, fileCar.vin, "2.jpg"), await jpeg(400, 300, 200));
    hostPhoto = await jpeg(1000, 750, 120);
  });
  afterAll(async () => {
    await database?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A service with its own memory, and the URLs its host was asked for. */
  function service(options: Partial<PhotoServiceConfig> = {}) {
    const asked: string[] = [];
    const photos = createPhotoService({
      db,
      photosDir,
      cacheDir,
      encodeConcurrency: 1,
      fetch: async (input) => {
        asked.push(String(input));
        if (String(input).endsWith("/ok.jpg"))
          return new Response(new Uint8Array(hostPhoto), { headers: { "Content-Type": "image/jpeg" } });
        return new Response("down", { status: 500 });
      },
      ...options,
    });
    const ask = (car: Vehicle, position: number, source: string, width: PhotoWidth, format: PhotoFormat) => {
      const file = photoUrl({ vin: car.vin, position, source }, width, format).split("/").pop()!;
      return photos.answer(car.vin, file, () => true);
    };
    return { photos, ask, asked };
  }

  const ok = (answer: PhotoAnswer) => {
    if (answer.status !== 200) throw new Error(`${answer.status} ${answer.reason}`);
    return answer;
  };

  it("encodes a file of the photo folder at the width and in the format asked, and keeps it", async () => {
    const { ask } = service();
    const source = `/${fileCar.vin}/1.jpg`;
    const answer = ok(await ask(fileCar, 1, source, 640, "avif"));
    expect(answer.sourceKind).toBe("file");
    const metadata = await sharp(answer.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["heif", 640, 480]);
    const kept = cacheFilePath(cacheDir, source, 640, "avif");
    expect(fs.readFileSync(kept).equals(answer.bytes)).toBe(true);
  });

  it("shares one encode between requests for the same file at the same time", async () => {
    const { ask } = service();
    const source = `/${fileCar.vin}/1.jpg`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(fileCar, 1, source, 960, "webp")));
    // One encode made one buffer, which every request got.
    expect(new Set(answers.map((a) => ok(a).bytes)).size).toBe(1);
  });

  it("fetches an https:// photo once for all its widths, and reports a failing host once a minute", async () => {
    const { ask, asked } = service();
    const answers = await Promise.all(
      ([160, 320, 640] as const).map((width) =>
        ask(urlCar, 1, "https://photos.example.com/ok.jpg", width, "jpg"),
      ),
    );
    expect(answers.map((a) => ok(a).status)).toEqual([200, 200, 200]);
    expect(answers[0]!.status === 200 && answers[0]!.sourceKind).toBe("url");
    expect(asked).toEqual(["https://photos.example.com/ok.jpg"]);

    const warned: string[] = [];
    const down = service({ warn: (_details, message) => warned.push(message) });
    for (const width of [320, 640] as const) {
      const answer = await down.ask(urlCar, 2, "https://photos.example.com/down.jpg", width, "avif");
      expect(answer.status).toBe(502);
    }
    expect(down.asked).toEqual(["https://photos.example.com/down.jpg"]);
    expect(warned).toEqual(["vehicle photo unavailable"]);
  });

  it("answers 503 when more encodes wait than the queue holds", async () => {
    const { ask } = service({ encodeQueue: 0 });
    const source = "https://photos.example.com/ok.jpg";
    const answers = await Promise.all(
      ([960, 1280, 1600] as const).map((width) => ask(urlCar, 1, source, width, "avif")),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 503, 503]);
  });

  it("never enlarges a small source", async () => {
    const { ask } = service();
    const answer = ok(await ask(fileCar, 2, `/${fileCar.vin}/2.jpg`, 1600, "jpg"));
    const metadata = await sharp(answer.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 400, 300]);
  });

  it("encodes a replaced file again, and serves an unchanged one from the cache", async () => {
    const { ask } = service();
    const source = `/${fileCar.vin}/2.jpg`;
    const kept = cacheFilePath(cacheDir, source, 320, "webp");
    const first = ok(await ask(fileCar, 2, source, 320, "webp"));
    const written = fs.statSync(kept).mtimeMs;
    const again = ok(await ask(fileCar, 2, source, 320, "webp"));
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(fs.statSync(kept).mtimeMs).toBe(written);

    // The dealer puts another photo under the same name.
    const file = path.join(photosDir, fileCar.vin, "2.jpg");
    fs.writeFileSync(file, await jpeg(400, 300, 300));
    const later = new Date(written + 5_000);
    fs.utimesSync(file, later, later);
    const replaced = ok(await ask(fileCar, 2, source, 320, "webp"));
    expect(replaced.bytes.equals(first.bytes)).toBe(false);
    expect(fs.statSync(kept).mtimeMs).not.toBe(written);
  });

  it("answers 404 for what is not one of a car's photos", async () => {
    const { photos, ask } = service();
    const source = `/${fileCar.vin}/1.jpg`;
    const file = photoUrl({ vin: fileCar.vin, position: 1, source }, 320, "jpg").split("/").pop()!;
    const notFound = async (vin: string, name: string, hidden = () => true) =>
      expect((await photos.answer(vin, name, hidden)).status, `${vin}/${name}`).toBe(404);
    await notFound("1FMSK8DH5MGA00000", file); // no such car
    await notFound(fileCar.vin.toLowerCase(), file);
    await notFound(fileCar.vin, file.replace(/^1-/, "3-")); // no third photo
    await notFound(fileCar.vin, file.replace(/^1-/, "2-")); // the second photo's version differs
    await notFound(fileCar.vin, file.replace("-320.", "-321."));
    await notFound(fileCar.vin, file.replace(".jpg", ".png"));
    await notFound(fileCar.vin, "..%2F..%2Fsecrets");
    // A private car's photos, to a visitor who has not unlocked the private inventory.
    const privateFile = photoUrl({ vin: privateCar.vin, position: 1, source }, 320, "jpg").split("/").pop()!;
    await notFound(privateCar.vin, privateFile);
    expect((await photos.answer(privateCar.vin, privateFile, () => false)).status).toBe(200);
    // A file the folder does not have.
    fs.renameSync(path.join(photosDir, fileCar.vin, "1.jpg"), path.join(photosDir, "moved.jpg"));
    try {
      expect((await ask(fileCar, 1, source, 160, "avif")).status).toBe(404);
    } finally {
      fs.renameSync(path.join(photosDir, "moved.jpg"), path.join(photosDir, fileCar.vin, "1.jpg"));
    }
  });
});
