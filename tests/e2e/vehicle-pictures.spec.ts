import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { insertVehicles } from "../../app/features/inventory/vehicle-repository.server";
import { migrateToLatest, openDatabase } from "../../app/lib/db/connection.server";
import { writeSamplePhotos } from "../support/sample-photos";
import { type RunningServer, startServer } from "../support/server";
import { answerConsent, expect, expectNoAxeViolations, test, unexpectedErrors } from "./fixtures";

// Honest pictures (issue 17, "Pictures"): a car without photos shows one illustration of its
// body style, labelled "Photos coming soon" in its corner and called an illustration in its alt
// text, never a gallery of the same drawing; a car with the dealer's photos (20 to 40 from the
// feed) shows them in a gallery: swipe, arrow keys, thumbnails, the full-screen viewer, and
// only the photos near the view loaded. The photos are files the dealer left in the site's
// photo folder, served through the site's photo route (AVIF here: Chromium takes it) at the
// widths the screen needs.

// The shared server seeds the demo inventory on first start; these are the same vehicles.
const vehicles = generateDemoInventory({ count: 320 });
const demoCar = vehicles.find((v) => v.condition === "used" && v.bodyStyle === "trucks")!;
const nameOf = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model} ${v.trim}`;

/** Where the picture's corner is: the label inside the picture, at its bottom-left corner. */
async function expectInBottomLeftCorner(page: Page, picture: string, label: string) {
  const frame = (await page.locator(picture).boundingBox())!;
  const box = (await page.locator(label).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x - frame.x).toBeLessThanOrEqual(16);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
  expect(frame.y + frame.height - (box.y + box.height)).toBeLessThanOrEqual(16);
  // A label, not a banner: it leaves most of the picture's width to the car.
  expect(box.width).toBeLessThan(frame.width * 0.6);
}

test.describe("a car without photos", () => {
  test.skip(
    ({ isMobile }) => !isMobile,
    "the phone, where the reviewer saw it: the picture is the first thing",
  );

  test("shows one illustration, labelled in its corner, on its page and its card", async ({
    page,
    consoleErrors,
  }, info) => {
    await page.goto(vehicleUrl(demoCar));
    const main = page.getByRole("main");
    const picture = page.getByTestId("vehicle-illustration");
    await expect(picture.getByRole("img", { name: `Illustration of the ${nameOf(demoCar)}` })).toBeVisible();
    await expect(picture.getByText("Photos coming soon")).toBeVisible();
    await expectInBottomLeftCorner(
      page,
      "[data-testid=vehicle-illustration] img",
      "[data-testid=vehicle-illustration] [data-testid=photos-coming-soon]",
    );
    // One picture, no fake gallery: nothing to swipe, count or open full screen.
    await expect(page.getByTestId("gallery-strip")).toHaveCount(0);
    await expect(page.getByTestId("gallery-counter")).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Full screen" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: /^Show photo/ })).toHaveCount(0);
    await expect(main.locator('img[src^="/vehicle-images/"][src$="-2.svg"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("illustration-390.png") });

    // Its card in the search results says the same.
    await page.goto("/used-cars-for-sale/trucks");
    const card = main.getByRole("article").first();
    await expect(card.getByRole("img", { name: /^Illustration of the \d{4} / })).toBeVisible();
    await expect(card.getByTestId("photos-coming-soon")).toHaveText("Photos coming soon");
    await expectInBottomLeftCorner(
      page,
      "main article >> nth=0 >> img",
      "main article >> nth=0 >> [data-testid=photos-coming-soon]",
    );
    await page.screenshot({ path: info.outputPath("cards-390.png") });

    // In Spanish.
    await page.goto(`/es${vehicleUrl(demoCar)}`);
    await expect(
      page
        .getByTestId("vehicle-illustration")
        .getByRole("img", { name: `Ilustración del ${nameOf(demoCar)}` }),
    ).toBeVisible();
    await expect(page.getByTestId("vehicle-illustration").getByText("Fotos muy pronto")).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test.describe("a car with the dealer's photos", () => {
  const PHOTOS = 30;
  const photoCar = vehicles.find((v) => v.condition === "used" && v.bodyStyle === "suvs")!;
  // Site paths: files of the photo folder (PHOTOS_DIR, by default DATA_DIR/photos).
  const photoPath = (n: number) => `/${photoCar.vin}/${n}.jpg`;
  let server: RunningServer;
  // One server per project: this group's tests run one after another in one worker.
  test.describe.configure({ mode: "default" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The site's own server on the demo inventory, one car of which has 30 photos from the feed:
    // camera-sized JPEGs, made here, in the server's photo folder.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-e2e-photos-"));
    await writeSamplePhotos(path.join(dataDir, "photos", photoCar.vin), PHOTOS);
    const db = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "dealer.sqlite") });
    await migrateToLatest(db);
    const [first, ...rest] = Array.from({ length: PHOTOS }, (_, i) => photoPath(i + 1));
    const withPhotos = vehicles.map((v) =>
      v === photoCar ? { ...v, images: { ...v.images, previewImage: first!, additionalImages: rest } } : v,
    );
    await insertVehicles(db, withPhotos);
    await db.destroy();
    server = await startServer({ dataDir, env: { RATE_LIMIT_EXEMPT: "loopback" } });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  /** A photo the browser asked the site for: its place in the gallery, width and format. */
  type AskedPhoto = { position: number; width: number; format: string };

  /**
   * Watches the browser ask the site's photo route (with the cookie question answered). Returns
   * the photos asked for so far.
   */
  async function watchPhotos(context: BrowserContext): Promise<AskedPhoto[]> {
    const asked: AskedPhoto[] = [];
    context.on("request", (request) => {
      const match = /\/vehicle-photos\/[A-Z0-9]{17}\/(\d+)-[0-9a-z]+-(\d+)\.(\w+)$/.exec(request.url());
      if (match) asked.push({ position: Number(match[1]), width: Number(match[2]), format: match[3]! });
    });
    await answerConsent(context, server.url);
    return asked;
  }
  const positions = (asked: AskedPhoto[]) => new Set(asked.map((photo) => photo.position));

  test("shows all 30 in a gallery: counter, arrow keys, thumbnails, full screen, lazily loaded", async ({
    page,
    context,
    isMobile,
    consoleErrors,
  }, info) => {
    test.skip(isMobile, "the laptop, where the thumbnails show; the phone's swipe is the next test");
    const asked = await watchPhotos(context);
    await page.goto(`${server.url}${vehicleUrl(photoCar)}`);
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("main");
    const counter = page.getByTestId("gallery-counter");
    await expect(counter).toHaveText(`1 / ${PHOTOS}`);
    // Photos, not a drawing: no label (the similar cars' cards below have theirs).
    await expect(page.getByTestId("vehicle-illustration")).toHaveCount(0);
    await expect(page.getByTestId("vehicle-gallery").getByTestId("photos-coming-soon")).toHaveCount(0);
    await expect(
      main.getByRole("img", { name: `${nameOf(photoCar)}, photo 1 of ${PHOTOS}` }),
    ).toBeInViewport();
    const thumbnails = page.getByTestId("gallery-thumbnails").getByRole("link");
    await expect(thumbnails).toHaveCount(PHOTOS);
    // The page loads the first photo and those near the view, not all thirty (nor all thirty
    // thumbnails), each as AVIF at the width its place needs: the strip's photos for a 768 px
    // column, the thumbnails for 112 px.
    expect(asked.every((photo) => photo.format === "avif")).toBe(true);
    const large = asked.filter((photo) => photo.width >= 640);
    // How far ahead Chromium starts a lazy picture is its own choice: the next photo in the
    // browser, the next two in its headless shell (the tests' engine).
    const largeAsked = [...positions(large)].sort((a, b) => a - b);
    expect(largeAsked.slice(0, 2)).toEqual([1, 2]);
    expect(largeAsked.length).toBeLessThanOrEqual(3);
    expect(large.every((photo) => photo.width === 960)).toBe(true);
    // The main photo once: the preload in the head and the <picture> choose the same file.
    expect(large.filter((photo) => photo.position === 1)).toHaveLength(1);
    expect(asked.filter((photo) => photo.width < 640).every((photo) => photo.width === 160)).toBe(true);
    expect(positions(asked).size).toBeLessThan(PHOTOS);
    // The full-screen viewer's code too waits until it is opened.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });

    const strip = page.getByRole("region", { name: new RegExp(`photos, ${PHOTOS} in all`) });
    await strip.focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${PHOTOS}`);
    await expect(page.locator("#photo-2 img")).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("End");
    await expect(counter).toHaveText(`${PHOTOS} / ${PHOTOS}`);
    await expect(page.locator(`#photo-${PHOTOS} img`)).toBeInViewport({ ratio: 0.9 });
    // The thumbnail row follows: the last photo's thumbnail is in view and marked current.
    const last = page.getByRole("link", { name: `Show photo ${PHOTOS} of ${PHOTOS}` });
    await expect(last).toHaveAttribute("aria-current", "true");
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("ArrowRight"); // wraps to the first photo
    await expect(counter).toHaveText(`1 / ${PHOTOS}`);
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toHaveText(`${PHOTOS} / ${PHOTOS}`);
    await page.getByRole("link", { name: `Show photo 12 of ${PHOTOS}` }).click();
    await expect(counter).toHaveText(`12 / ${PHOTOS}`);
    // The strip rests on photo 12, measured in the strip: to reach the thumbnail, the click may
    // scroll the page (a CI run saw the photo 87 px above the window after it).
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(11, 1);
    await expect.poll(() => positions(asked.filter((photo) => photo.width >= 640)).has(12)).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("gallery-1280.png") });

    // The full-screen viewer opens on the photo in view, moves, and gives it back on Escape.
    const opener = page.getByRole("button", { name: "Full screen" });
    const viewerChunk = (url: string) => /\/photo-viewer-[\w-]+\.js$/.test(url);
    expect(scripts.filter(viewerChunk)).toEqual([]);
    await opener.click();
    const viewer = page.getByRole("dialog", { name: `${nameOf(photoCar)} photos` });
    await expect(viewer).toBeVisible();
    const viewerCounter = viewer.getByTestId("viewer-counter");
    await expect(viewerCounter).toHaveText(`12 / ${PHOTOS}`);
    expect(scripts.filter(viewerChunk)).toHaveLength(1);
    const box = (await viewer.boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    expect(box.height).toBe(page.viewportSize()!.height);
    await page.keyboard.press("ArrowRight");
    await expect(viewerCounter).toHaveText(`13 / ${PHOTOS}`);
    await expect(
      viewer.getByRole("img", { name: `${nameOf(photoCar)}, photo 13 of ${PHOTOS}` }),
    ).toBeInViewport({
      ratio: 0.9,
    });
    await viewer.getByRole("button", { name: "Next photo" }).click();
    await expect(viewerCounter).toHaveText(`14 / ${PHOTOS}`);
    await page.keyboard.press("End");
    await expect(viewerCounter).toHaveText(`${PHOTOS} / ${PHOTOS}`);
    await page.keyboard.press("ArrowRight"); // wraps
    await expect(viewerCounter).toHaveText(`1 / ${PHOTOS}`);
    await viewer.getByRole("button", { name: "Previous photo" }).click();
    await expect(viewerCounter).toHaveText(`${PHOTOS} / ${PHOTOS}`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("viewer-1280.png") });
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(counter).toHaveText(`${PHOTOS} / ${PHOTOS}`);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("without JavaScript every photo is reachable from its thumbnail", async ({ browser }, info) => {
    test.skip(
      info.project.name !== "desktop-1280",
      "the thumbnails show from 640 px; a phone swipes the strip",
    );
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    try {
      await watchPhotos(context);
      const page = await context.newPage();
      await page.goto(`${server.url}${vehicleUrl(photoCar)}`);
      // Without JavaScript the counter cannot follow the strip: it says how many photos there are.
      await expect(page.getByTestId("gallery-counter")).toHaveText(`${PHOTOS} photos`);
      await page.getByRole("link", { name: `Show photo ${PHOTOS} of ${PHOTOS}` }).click();
      await expect(page).toHaveURL(new RegExp(`#photo-${PHOTOS}$`));
      await expect(page.locator(`#photo-${PHOTOS} img`)).toBeInViewport({ ratio: 0.9 });
    } finally {
      await context.close();
    }
  });

  test("on a phone: the photo first, a tap opens it full screen, a swipe moves, focus comes back", async ({
    page,
    context,
  }, info) => {
    test.skip(!info.project.use.hasTouch, "touch: the 390 px project");
    const asked = await watchPhotos(context);
    await page.goto(`${server.url}${vehicleUrl(photoCar)}`);
    await page.waitForLoadState("networkidle");
    const strip = page.getByRole("region", { name: new RegExp(`photos, ${PHOTOS} in all`) });
    await expect(page.getByTestId("gallery-counter")).toHaveText(`1 / ${PHOTOS}`);
    // No row of thirty thumbnails on a phone: the strip swipes, the counter says where one is.
    await expect(page.getByTestId("gallery-thumbnails")).toBeHidden();
    // So the phone downloads no thumbnail, and of the strip the photo in view and the next ones
    // (Chromium starts a lazy photo a little before it scrolls in: two ahead in the browser,
    // five in its headless shell, the tests' engine), at the phone's width.
    expect(asked.every((photo) => photo.width === 640 && photo.format === "avif")).toBe(true);
    expect(asked.filter((photo) => photo.position === 1)).toHaveLength(1);
    expect(Math.max(...positions(asked))).toBeLessThanOrEqual(6);
    await page.screenshot({ path: info.outputPath("gallery-390.png") });

    await page.locator("#photo-1").tap();
    const viewer = page.getByTestId("photo-viewer");
    await expect(viewer).toBeVisible();
    const counter = viewer.getByTestId("viewer-counter");
    await expect(counter).toHaveText(`1 / ${PHOTOS}`);
    // A real swipe: touch events through Chromium's input pipeline, a finger moving right to
    // left across the photo at about one step a frame.
    const area = (await viewer.getByTestId("viewer-strip").boundingBox())!;
    const y = area.y + area.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    await touch("touchStart", area.x + area.width * 0.8);
    for (let step = 1; step <= 12; step++) {
      await touch("touchMove", area.x + area.width * (0.8 - step * 0.05));
      await page.waitForTimeout(16);
    }
    await touch("touchEnd");
    await expect(counter).toHaveText(`2 / ${PHOTOS}`);
    await expect(
      viewer.getByRole("img", { name: `${nameOf(photoCar)}, photo 2 of ${PHOTOS}` }),
    ).toBeInViewport({
      ratio: 0.9,
    });
    await page.screenshot({ path: info.outputPath("viewer-swiped-390.png") });

    await viewer.getByRole("button", { name: "Close full screen" }).tap();
    await expect(viewer).toBeHidden();
    await expect(strip).toBeFocused();
    await expect(page.getByTestId("gallery-counter")).toHaveText(`2 / ${PHOTOS}`);
  });
});
