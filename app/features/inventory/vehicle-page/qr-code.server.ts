import encodeQR from "qr";

/**
 * A QR code as the outline of its dark modules, to draw as one SVG path on the server: the page
 * that shows it carries no QR code library and no script. `size` is its width in modules, the
 * quiet zone included (the 4 light modules a scanner needs around the symbol).
 */
export type QrSymbol = { size: number; path: string };

/**
 * Encodes `text` (a URL) with medium error correction: it survives a smudge or a crease on a
 * printed sticker and keeps a page's URL at a size a phone reads from across a car's window.
 * Each row's runs of dark modules become one rectangle (`M x y h n v 1 h -n z`), a fraction of
 * the path a module per rectangle would need.
 */
const QUIET_ZONE = 4;

export function qrSymbol(text: string): QrSymbol {
  const modules = encodeQR(text, "raw", { ecc: "medium", border: QUIET_ZONE });
  let path = "";
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size: modules.length, path };
}
