import { Readable } from "node:stream";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint, modulesOfPage } from "./hydrate-after-paint.server";

const NONCE = "abc123==";
const PAGE =
  `<!DOCTYPE html><html lang="es"><head><link rel="stylesheet" href="/assets/root.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.client.js"/>` +
  `<link rel="modulepreload" href="/assets/every-page.js"/>` +
  `<link rel="modulepreload" href="/assets/car-page.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/every-page.js"/></head>` +
  `<body><h1>Camioneta ñandú — 2021</h1><script nonce="${NONCE}">window.__reactRouterContext = {"a":"</p>"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nwindow.__m = 1 < 2;\nimport("/assets/entry.client.js");</script>` +
  `<script nonce="${NONCE}">streamed()</script></body></html>`;

/** The page through the transform, cut into pieces of `size` bytes (a stream's chunks). */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(hydrateAfterPaint())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("the page's scripts after its first paint", () => {
  it("takes the module preloads out of the head and lists them, once each, for after the paint", async () => {
    const html = await through(PAGE, 1 << 16);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(modulesOfPage(html)).toEqual([
      "/assets/entry.client.js",
      "/assets/every-page.js",
      "/assets/car-page.js",
    ]);
    expect(modulesOfPage(PAGE)).toEqual(modulesOfPage(html));
    // The rest of the page as it was: the stylesheet, the text, the other scripts.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<h1>Camioneta ñandú — 2021</h1>");
    expect(html).toContain(`<script nonce="${NONCE}">streamed()</script></body></html>`);
    expect(html).not.toContain('type="module" async');
  });

  it("gives the same page whatever the chunks, a character of several bytes cut in two too", async () => {
    const whole = await through(PAGE, 1 << 16);
    for (const size of [1, 2, 3, 7, 64]) expect(await through(PAGE, size)).toBe(whole);
  });

  it("inserts the same module script, with the script's nonce, once the page has painted", async () => {
    const html = await through(PAGE, 13);
    const loader =
      /<script nonce="abc123==">(\(function\(\)\{var c=document\.currentScript[\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    expect(loader).toBeDefined();
    // Run it against a small stand-in for the browser: a frame, then a task, then the inserts.
    const added: Array<Record<string, string>> = [];
    const later: Array<() => void> = [];
    const element = (tag: string) => ({ tag }) as Record<string, string>;
    const document = {
      currentScript: { nonce: NONCE },
      visibilityState: "visible",
      createElement: element,
      head: { appendChild: (node: Record<string, string>) => added.push(node) },
      body: { appendChild: (node: Record<string, string>) => added.push(node) },
    };
    vm.runInNewContext(loader!, {
      document,
      requestAnimationFrame: (fn: () => void) => later.push(fn),
      setTimeout: (fn: () => void) => later.push(fn),
    });
    expect(added).toEqual([]);
    later.shift()!(); // the animation frame
    expect(added).toEqual([]);
    later.shift()!(); // the task after it
    expect(added.map((node) => node.href ?? node.type)).toEqual([
      "/assets/entry.client.js",
      "/assets/every-page.js",
      "/assets/car-page.js",
      "module",
    ]);
    const script = added.at(-1)!;
    expect(script.nonce).toBe(NONCE);
    expect(script.textContent).toBe(
      'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nwindow.__m = 1 < 2;\nimport("/assets/entry.client.js");',
    );
    // In the page, no "<" of the text can open a tag in the loader ("</script" would end it).
    expect(loader).not.toContain("<");
  });

  it("in a hidden tab, which paints nothing, inserts them at once", async () => {
    const html = await through(PAGE, 1 << 16);
    const loader =
      /<script nonce="abc123==">(\(function\(\)\{var c=document\.currentScript[\s\S]*?)<\/script>/.exec(
        html,
      )![1]!;
    const added: unknown[] = [];
    const append = (node: unknown) => added.push(node);
    vm.runInNewContext(loader, {
      document: {
        currentScript: { nonce: NONCE },
        visibilityState: "hidden",
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: append },
        body: { appendChild: append },
      },
    });
    expect(added).toHaveLength(4);
  });

  it("passes a page without a module script through, whole", async () => {
    const page = "<!DOCTYPE html><html><body><p>Servicio no disponible</p></body></html>";
    expect(await through(page, 5)).toBe(page);
  });
});
