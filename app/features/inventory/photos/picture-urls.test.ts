import { describe, expect, it } from "vitest";
import { photoVersion } from "./photo-urls";
import { mainPictureUrl, pictureUrls } from "./picture-urls";

const VIN = "1FMSK8DH5MGA12345";
const drawing = "/vehicle-images/suv-1f4e79-side.svg";
const feed = ["https://photos.example.com/a.jpg", "/photos/b.jpg", "https://photos.example.com/c.jpg"];

describe("a car's pictures as plain addresses", () => {
  it("are the photo route's JPEGs, numbered as the gallery numbers them", () => {
    expect(pictureUrls(VIN, feed, 1280)).toEqual(
      feed.map((source, i) => `/vehicle-photos/${VIN}/${i + 1}-${photoVersion(source)}-1280.jpg`),
    );
  });

  it("leave a drawing out beside photos, so the positions match the page's", () => {
    expect(pictureUrls(VIN, [drawing, ...feed], 640)[0]).toBe(
      `/vehicle-photos/${VIN}/1-${photoVersion(feed[0]!)}-640.jpg`,
    );
  });

  it("are the one drawing of a car without photos", () => {
    expect(pictureUrls(VIN, [drawing, "/vehicle-images/suv-1f4e79-front.svg"])).toEqual([drawing]);
    expect(mainPictureUrl({ vin: VIN, images: { previewImage: drawing } })).toBe(drawing);
  });

  it("never hand out the feed's raw address", () => {
    for (const url of [
      ...pictureUrls(VIN, feed),
      mainPictureUrl({ vin: VIN, images: { previewImage: feed[0]! } }),
    ]) {
      expect(url).toMatch(/^\/vehicle-photos\//);
      expect(url).not.toContain("example.com");
    }
  });

  it("give nothing for a car with no picture", () => {
    expect(pictureUrls(VIN, [])).toEqual([]);
    expect(mainPictureUrl({ vin: VIN, images: { previewImage: "" } })).toBe("");
  });
});
