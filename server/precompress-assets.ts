import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Text files worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;
/** Smaller than this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file
 * of the client build, once at build time (react-router.config.ts, buildEnd), so a request for
 * a script or a stylesheet costs no compression at all: the server sends the copy the browser
 * accepts (express-static-gzip in server/app.ts). The highest levels cost seconds here and
 * nothing per request, where on-the-fly compression has to use a fast, weaker level.
 */
export function precompressAssets(directory: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const entry of fs.readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
    files += 1;
    bytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}
