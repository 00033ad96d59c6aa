import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { photoVersion } from "~/features/inventory/photos/photo-urls";
import { VehicleGallery } from "./vehicle-gallery";

/**
 * The vehicle page's pictures as the server sends them (what a visitor without JavaScript
 * gets, and what the browser lays out before hydration): a car without photos is one labelled
 * illustration, a car with the dealer's photos a gallery that loads one photo up front.
 */

const at = (url: string, children: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

const NAME = "2021 Ford Explorer XLT";
const VIN = "1FMSK8DH5MGA12345";
const drawn = [1, 2, 3, 4].map((view) => `/vehicle-images/suvs-2f4b7c-${view}.svg`);
const photos = Array.from({ length: 30 }, (_, i) => `https://photos.example.com/1FM/${i + 1}.jpg`);

describe("the vehicle page's pictures", () => {
  it("shows a car without photos as one illustration, labelled in both languages", () => {
    const html = at("/", <VehicleGallery photos={drawn} name={NAME} vin={VIN} />);
    expect(count(html, /<img /g)).toBe(1);
    expect(html).toContain(`src="${drawn[0]}"`);
    expect(html).toContain(`alt="Illustration of the ${NAME}"`);
    expect(html).toContain("Photos coming soon");
    // No gallery: no strip to scroll, no thumbnails, no counter.
    expect(html).not.toMatch(/gallery-strip|gallery-thumbnails|gallery-counter|#photo-/);

    const spanish = at("/es", <VehicleGallery photos={drawn} name={NAME} vin={VIN} />);
    expect(spanish).toContain(`alt="Ilustración del ${NAME}"`);
    expect(spanish).toContain("Fotos muy pronto");
  });

  it("shows thirty photos as a gallery: one photo loaded up front, the rest and the thumbnails lazily", () => {
    const html = at("/", <VehicleGallery photos={photos} name={NAME} vin={VIN} />);
    expect(html).not.toContain("Photos coming soon");
    expect(html).not.toContain("Illustration");
    expect(count(html, /<figure /g)).toBe(30);
    expect(count(html, /href="#photo-\d+"/g)).toBe(30);
    expect(count(html, /loading="eager"/g)).toBe(1);
    expect(count(html, /loading="lazy"/g)).toBe(59);
    // Every photo through the site's photo route, AVIF then WebP then JPEG; never the feed's URL.
    expect(html).not.toContain("photos.example.com");
    expect(count(html, /<picture/g)).toBe(60);
    expect(count(html, /<source type="image\/avif" srcSet="/g)).toBe(60);
    expect(count(html, /<source type="image\/webp" srcSet="/g)).toBe(60);
    const first = `/vehicle-photos/${VIN}/1-${photoVersion(photos[0]!)}`;
    expect(html).toContain(`${first}-320.avif 320w, ${first}-640.avif 640w`);
    // The first photo is fetched first, at the page's width, in an 8:5 frame (the gallery
    // also asks React to preload it from the head: tests/integration/vehicle-photos.test.ts).
    expect(html).toMatch(
      new RegExp(
        `<img src="${first}-640\\.jpg" srcSet="${first}-320\\.jpg 320w[^"]*" sizes="\\(min-width: 1280px\\) 768px[^"]*"[^>]*width="800" height="500"[^>]*loading="eager" fetchPriority="high"`,
      ),
    );
    expect(html).toContain(`alt="${NAME}, photo 30 of 30"`);
    expect(html).toContain(`aria-label="${NAME} photos, 30 in all.`);
    // Before JavaScript the counter says how many photos there are.
    expect(html).toMatch(/data-testid="gallery-counter"[^>]*>30 photos</);
    expect(at("/es", <VehicleGallery photos={photos} name={NAME} vin={VIN} />)).toMatch(
      /data-testid="gallery-counter"[^>]*>30 fotos</,
    );
  });

  it("leaves a drawing listed among the photos out", () => {
    const html = at(
      "/",
      <VehicleGallery photos={[drawn[0]!, ...photos.slice(0, 3)]} name={NAME} vin={VIN} />,
    );
    expect(html).not.toContain(drawn[0]);
    expect(count(html, /<figure /g)).toBe(3);
    expect(html).not.toContain("Photos coming soon");
  });
});
