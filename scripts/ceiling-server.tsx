// The CEILING server of `npm run bench`: a bare node:http server that answers every request with
// React's renderToString of a static element tree about as large as a measured page. Nothing else
// happens per request (no routing, data, streaming or middleware), so its requests/s is roughly the best
// a single Node process can do for that much server-rendered React HTML, a yardstick for the real page.
//
// Usage: node --import tsx scripts/ceiling-server.tsx --bytes N --port P [--max-seconds S]
// Prints one JSON line {"port":P,"bytes":B} once it listens (B = the size it actually serves).
import http from "node:http";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

// React picks its development or production build when first imported, and the development one is
// several times slower, which would make the ceiling meaningless: insist on the production one.
if (process.env.NODE_ENV !== "production") {
  console.error("ceiling-server.tsx must run with NODE_ENV=production");
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    bytes: { type: "string" },
    port: { type: "string" },
    "max-seconds": { type: "string", default: "3600" },
  },
});
const targetBytes = Number(values.bytes);
const port = Number(values.port);
if (!Number.isInteger(targetBytes) || targetBytes < 1 || !Number.isInteger(port) || port < 1) {
  console.error("usage: ceiling-server.tsx --bytes N --port P [--max-seconds S]");
  process.exit(1);
}

// Cards shaped like a listing page's (links, headings, attributes, a few text nodes each), so the
// renderer does the same kind of work per byte as on the real pages. ASCII only: bytes = characters.
function Card({ index }: { index: number }) {
  const year = 2015 + (index % 10);
  return (
    <li className="vehicle-card rounded border p-4" data-index={index}>
      <a href={`/used-cars-for-sale/${year}-demo-model-${index}`} className="vehicle-card__link">
        <h3 className="vehicle-card__title text-lg font-semibold">
          {year} Demo Model {index}
        </h3>
      </a>
      <p className="vehicle-card__meta text-sm">
        {(index * 1371) % 120_000} miles, automatic, gasoline, stock #{index}
      </p>
      <span className="vehicle-card__price font-bold">
        ${(15_000 + ((index * 977) % 40_000)).toLocaleString("en-US")}
      </span>
    </li>
  );
}

function Page({ cards, padding }: { cards: number; padding: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Ceiling page</title>
      </head>
      <body>
        <main>
          <ul className="vehicle-grid">
            {Array.from({ length: cards }, (_, index) => (
              <Card key={index} index={index} />
            ))}
          </ul>
          {padding ? <p>{padding}</p> : null}
        </main>
      </body>
    </html>
  );
}

const render = (element: ReactElement) => `<!DOCTYPE html>${renderToString(element)}`;
const sizeOf = (cards: number, padding = "") =>
  Buffer.byteLength(render(<Page cards={cards} padding={padding} />));

// Calibrate: cards grow slowly with their index (more digits), so a few proportional corrections find
// the largest card count that fits, and a paragraph of filler text makes up the rest (the <p> tags
// themselves are measured, not guessed). Each step is bounded: this runs once, before listening.
const base = sizeOf(0);
let cards = Math.max(0, Math.floor((targetBytes - base) / ((sizeOf(100) - base) / 100)));
for (let step = 0; step < 5 && cards > 0; step++) {
  const size = sizeOf(cards);
  if (size <= targetBytes && size > targetBytes * 0.99) break;
  cards = Math.max(0, Math.floor((cards * (targetBytes - base)) / (size - base)));
}
for (let step = 0; step < 100 && cards > 0 && sizeOf(cards) > targetBytes; step++) cards--;
const withoutPadding = sizeOf(cards);
const paddingTags = sizeOf(cards, "x") - withoutPadding - 1;
const padding = "x".repeat(Math.max(0, targetBytes - withoutPadding - paddingTags));
const tree = <Page cards={cards} padding={padding} />;
const servedBytes = Buffer.byteLength(render(tree));
if (Math.abs(servedBytes - targetBytes) > targetBytes * 0.05 && targetBytes > base) {
  console.error(`ceiling calibration missed: wanted ${targetBytes} bytes, got ${servedBytes}`);
  process.exit(1);
}

// Compressed as the site's `compression` middleware does (Brotli at quality 4 when the client takes it,
// else gzip at zlib's default level), so the ceiling pays for compression like the page.
const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

const server = http.createServer((request, response) => {
  // Rendered on every request on purpose: the render is the cost being measured.
  const html = render(tree);
  const accepts = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
  const send = (body: Buffer | string) => {
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      ...(encoding ? { "content-encoding": encoding, vary: "Accept-Encoding" } : {}),
    });
    response.end(body);
  };
  if (encoding === "br") zlib.brotliCompress(html, brotli, (_error, body) => send(body));
  else if (encoding === "gzip") zlib.gzip(html, (_error, body) => send(body));
  else send(html);
});

server.listen(port, "127.0.0.1", () => {
  console.log(JSON.stringify({ port, bytes: servedBytes, cards }));
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// A bound on its life in case the benchmark that started it dies without stopping it.
setTimeout(stop, Number(values["max-seconds"]) * 1000).unref();
