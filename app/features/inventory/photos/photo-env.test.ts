import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/lib/env.server";

/** The photo settings of the environment (PHOTOS_DIR, PHOTO_ENCODE_CONCURRENCY): docs/operations.md, "Photos". */
describe("the photo settings", () => {
  it("default to DATA_DIR/photos, DATA_DIR/photo-cache and half the cores", () => {
    const { photos } = parseEnv({ DATA_DIR: "/srv/dealer" });
    expect(photos).toEqual({
      dir: "/srv/dealer/photos",
      cacheDir: "/srv/dealer/photo-cache",
      encodeConcurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
    });
  });

  it("take the operator's folder and number", () => {
    const { photos } = parseEnv({
      DATA_DIR: "/srv/dealer",
      PHOTOS_DIR: "uploads",
      PHOTO_ENCODE_CONCURRENCY: "3",
    });
    expect(photos.dir).toBe(path.resolve("uploads"));
    expect(photos.cacheDir).toBe("/srv/dealer/photo-cache");
    expect(photos.encodeConcurrency).toBe(3);
  });

  it("refuse a number of encodes that is not a whole number from 1 to 64, naming the variable", () => {
    for (const value of ["0", "65", "1.5", "two"])
      expect(() => parseEnv({ PHOTO_ENCODE_CONCURRENCY: value })).toThrow(
        new ConfigError(
          "Invalid environment variable PHOTO_ENCODE_CONCURRENCY: must be a whole number from 1 to 64",
        ),
      );
  });
});
