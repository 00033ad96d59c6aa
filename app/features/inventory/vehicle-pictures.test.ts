import { describe, expect, it } from "vitest";
import { isIllustration, vehiclePictures } from "./vehicle-pictures";

const drawing = "/vehicle-images/suvs-2f4b7c-1.svg";
const photos = Array.from({ length: 30 }, (_, i) => `https://photos.example.com/1FM/${i + 1}.jpg`);

describe("a car's pictures", () => {
  it("knows the site's drawings from the dealer's photos by their URL", () => {
    expect(isIllustration(drawing)).toBe(true);
    expect(isIllustration("/vehicle-images/sedans-1d4e9e-3.svg")).toBe(true);
    expect(isIllustration("https://photos.example.com/vehicle-images/suvs-2f4b7c-1.svg")).toBe(false);
    expect(isIllustration("/photos/2.jpg")).toBe(false);
    expect(isIllustration(photos[0]!)).toBe(false);
  });

  it("shows every photo the feed gave, in its order", () => {
    expect(vehiclePictures(photos)).toEqual({ kind: "photos", photos });
  });

  it("shows a car without photos as its one illustration, never a gallery of drawn views", () => {
    expect(vehiclePictures([drawing])).toEqual({ kind: "illustration", src: drawing });
    const views = [1, 2, 3, 4].map((view) => `/vehicle-images/suvs-2f4b7c-${view}.svg`);
    expect(vehiclePictures(views)).toEqual({ kind: "illustration", src: views[0] });
  });

  it("drops a drawing listed among real photos", () => {
    expect(vehiclePictures([drawing, photos[0]!, "/photos/2.jpg"])).toEqual({
      kind: "photos",
      photos: [photos[0], "/photos/2.jpg"],
    });
  });

  it("has nothing to show for a car with no picture at all", () => {
    expect(vehiclePictures([])).toEqual({ kind: "photos", photos: [] });
    expect(vehiclePictures([""])).toEqual({ kind: "photos", photos: [] });
  });
});
