import { describe, expect, it } from "vitest";
import {
  encodedWidth,
  isPhotoVin,
  PHOTO_WIDTHS,
  parsePhotoFile,
  photoSrcSet,
  photoUrl,
  photoVersion,
} from "./photo-urls";

const VIN = "1FMSK8DH5MGA12345";
const photo = { vin: VIN, position: 3, source: "https://photos.example.com/1FM/3.jpg" };

describe("photo URLs", () => {
  it("name the car, the photo's place, its version, the width and the format", () => {
    const version = photoVersion(photo.source);
    expect(version).toMatch(/^[0-9a-z]{7}$/);
    expect(photoUrl(photo, 640, "avif")).toBe(`/vehicle-photos/${VIN}/3-${version}-640.avif`);
    expect(photoUrl({ ...photo, vin: VIN.toLowerCase() }, 160, "jpg")).toBe(
      `/vehicle-photos/${VIN}/3-${version}-160.jpg`,
    );
  });

  it("change when the photo in that place changes, and only then", () => {
    expect(photoVersion(photo.source)).toBe(photoVersion(`${photo.source}`));
    expect(photoVersion("https://photos.example.com/1FM/4.jpg")).not.toBe(photoVersion(photo.source));
    expect(photoVersion("/1FM/3.jpg")).not.toBe(photoVersion("/1FM/3.JPG"));
    // Sources differing in one character, as feeds' URLs do, never share a version here.
    const versions = new Set(
      Array.from({ length: 5000 }, (_, i) => photoVersion(`https://cdn.example.com/${VIN}/${i}.jpg`)),
    );
    expect(versions.size).toBe(5000);
  });

  it("make a srcset of the widths asked for", () => {
    const version = photoVersion(photo.source);
    expect(photoSrcSet(photo, "webp", [320, 640])).toBe(
      `/vehicle-photos/${VIN}/3-${version}-320.webp 320w, /vehicle-photos/${VIN}/3-${version}-640.webp 640w`,
    );
  });

  it("are read back into what they ask for", () => {
    for (const width of PHOTO_WIDTHS)
      for (const format of ["avif", "webp", "jpg"] as const) {
        const file = photoUrl(photo, width, format).split("/").pop()!;
        expect(parsePhotoFile(file)).toEqual({
          position: 3,
          version: photoVersion(photo.source),
          width,
          format,
        });
      }
  });

  it("have one spelling: anything else is no photo", () => {
    const version = photoVersion(photo.source);
    for (const file of [
      `3-${version}-641.avif`, // not one of the widths
      `3-${version}-2000.avif`,
      `3-${version}-0640.avif`,
      `03-${version}-640.avif`, // a leading zero
      `0-${version}-640.avif`,
      `201-${version}-640.avif`, // beyond the last position
      `3-${version}-640.png`, // not one of the formats
      `3-${version}-640.AVIF`,
      `3-${version}-640.jpeg`,
      `3-${version.toUpperCase()}-640.avif`,
      `3-${version}x-640.avif`,
      `3-640.avif`,
      `3-${version}-640.avif.jpg`,
      `../3-${version}-640.avif`,
      `3-${version}-640.avif?x=1`,
      "",
    ])
      expect(parsePhotoFile(file), file).toBeNull();
  });

  it("take VINs in capitals only, without I, O or Q", () => {
    expect(isPhotoVin(VIN)).toBe(true);
    expect(isPhotoVin(VIN.toLowerCase())).toBe(false);
    expect(isPhotoVin("1FMSK8DH5MGA1234")).toBe(false);
    expect(isPhotoVin("1FMSK8DH5MGA1234O")).toBe(false);
    expect(isPhotoVin("..%2F..%2Fetc%2Fpas")).toBe(false);
  });
});

describe("the width a photo is encoded at", () => {
  it("is the width asked for when the source is as wide or wider", () => {
    expect(encodedWidth(640, 2000)).toBe(640);
    expect(encodedWidth(1600, 1600)).toBe(1600);
  });

  it("is the source's own when it is narrower: never enlarged", () => {
    expect(encodedWidth(1600, 500)).toBe(500);
    expect(encodedWidth(320, 319.6)).toBe(319);
    expect(encodedWidth(320, 0)).toBe(1);
  });
});
