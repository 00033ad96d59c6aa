import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * A dealer's photos made on the spot: JPEGs of a camera's size (2000 x 1500 by default), each
 * its own colour with its number written large, so a test or a screenshot tells them apart.
 * Written to `{dir}/{n}.jpg`; a feed names them by site path (`/{folder}/{n}.jpg`) and the
 * site reads them from its photo folder (PHOTOS_DIR, by default DATA_DIR/photos).
 */
export async function writeSamplePhotos(
  dir: string,
  count: number,
  size: { width: number; height: number } = { width: 2000, height: 1500 },
): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let n = 1; n <= count; n++) {
    const file = path.join(dir, `${n}.jpg`);
    fs.writeFileSync(file, await samplePhoto(n, size));
    files.push(file);
  }
  return files;
}

export function samplePhoto(
  n: number,
  { width, height }: { width: number; height: number },
): Promise<Buffer> {
  const hue = (n * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 55%, 62%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 50%, 38%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<text x="${width / 2}" y="${height * 0.62}" font-family="sans-serif" font-weight="bold" ` +
    `font-size="${Math.round(height * 0.4)}" text-anchor="middle" fill="#fff">${n}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
