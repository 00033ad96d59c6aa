import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchPhoto,
  PhotoSourceError,
  photoFilePath,
  readPhotoFile,
  type SourceLimits,
} from "./photo-source.server";

const limits: SourceLimits = { maxBytes: 1000, timeoutMs: 1000 };

describe("a site path's file", () => {
  const root = "/srv/photos";

  it("is the path inside the photo folder", () => {
    expect(photoFilePath(root, "/1FM/1.jpg")).toBe("/srv/photos/1FM/1.jpg");
    expect(photoFilePath(root, "/a%20b.jpg")).toBe("/srv/photos/a b.jpg");
    expect(photoFilePath(root, "/1FM/1.jpg?v=2")).toBe("/srv/photos/1FM/1.jpg");
    expect(photoFilePath("/srv/photos/", "/x.jpg")).toBe("/srv/photos/x.jpg");
  });

  it("is refused when it would leave the folder or is not a plain path", () => {
    for (const sitePath of [
      "/../secrets/key",
      "/1FM/../../etc/passwd",
      "/%2e%2e/etc/passwd",
      "/..%2fetc%2fpasswd",
      "/1FM%2f1.jpg",
      "/..\\etc\\passwd",
      "/1FM\\1.jpg",
      "/x%00.jpg",
      "/./x.jpg",
      "/1FM//1.jpg",
      "/",
      "//evil.example.com/x.jpg",
      "https://photos.example.com/x.jpg",
      "x.jpg",
      "/%E0%A4%A.jpg", // not decodable
    ])
      expect(photoFilePath(root, sitePath), sitePath).toBeNull();
  });
});

describe("reading a site path's file", () => {
  let base: string;
  let root: string;

  beforeAll(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-photo-source-"));
    root = path.join(base, "photos");
    fs.mkdirSync(path.join(root, "1FM"), { recursive: true });
    fs.writeFileSync(path.join(root, "1FM", "1.jpg"), "photo");
    fs.writeFileSync(path.join(root, "big.jpg"), Buffer.alloc(limits.maxBytes + 1));
    fs.writeFileSync(path.join(base, "secret.txt"), "secret");
    // A link inside the folder to a file outside it, and one to a file inside it.
    fs.symlinkSync(path.join(base, "secret.txt"), path.join(root, "escape.jpg"));
    fs.symlinkSync(path.join(root, "1FM", "1.jpg"), path.join(root, "alias.jpg"));
  });
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  const missing = (promise: Promise<unknown>) =>
    expect(promise).rejects.toSatisfy((e) => e instanceof PhotoSourceError && e.kind === "missing");

  it("gives the file's bytes and date", async () => {
    const read = await readPhotoFile(root, "/1FM/1.jpg", limits);
    expect(read.bytes.toString()).toBe("photo");
    expect(read.modifiedMs).toBe(fs.statSync(path.join(root, "1FM", "1.jpg")).mtimeMs);
    expect((await readPhotoFile(root, "/alias.jpg", limits)).bytes.toString()).toBe("photo");
  });

  it("refuses what is not a file inside the folder, or is too big", async () => {
    await missing(readPhotoFile(root, "/escape.jpg", limits));
    await missing(readPhotoFile(root, "/../secret.txt", limits));
    await missing(readPhotoFile(root, "/1FM", limits));
    await missing(readPhotoFile(root, "/1FM/2.jpg", limits));
    await missing(readPhotoFile(root, "/big.jpg", limits));
    await missing(readPhotoFile(path.join(base, "nowhere"), "/1FM/1.jpg", limits));
  });
});

describe("fetching an https:// photo", () => {
  /** The dealer's photo host as the fetch sees it: one answer for every request. */
  const host =
    (answer: () => Response | Promise<Response>, asked: string[] = []): typeof fetch =>
    async (input) => {
      asked.push(String(input));
      return answer();
    };
  const jpeg = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Response(body, { headers: { "Content-Type": "image/jpeg", ...headers } });
  const failed = (promise: Promise<unknown>, kind: "missing" | "failed", reason: RegExp) =>
    expect(promise).rejects.toSatisfy(
      (e) => e instanceof PhotoSourceError && e.kind === kind && reason.test(e.message),
    );

  it("gives an image's bytes", async () => {
    const asked: string[] = [];
    const read = await fetchPhoto(
      "https://photos.example.com/1.jpg",
      limits,
      host(() => jpeg("photo"), asked),
    );
    expect(read.bytes.toString()).toBe("photo");
    expect(asked).toEqual(["https://photos.example.com/1.jpg"]);
  });

  it("fetches nothing but https://", async () => {
    const asked: string[] = [];
    await failed(
      fetchPhoto(
        "http://photos.example.com/1.jpg",
        limits,
        host(() => jpeg("x"), asked),
      ),
      "missing",
      /http:/,
    );
    await failed(
      fetchPhoto(
        "file:///etc/passwd",
        limits,
        host(() => jpeg("x"), asked),
      ),
      "missing",
      /file:/,
    );
    await failed(
      fetchPhoto(
        "not a url",
        limits,
        host(() => jpeg("x"), asked),
      ),
      "missing",
      /not a URL/,
    );
    expect(asked).toEqual([]);
  });

  it("takes image types only", async () => {
    for (const type of ["text/html", "image/svg+xml", "application/pdf", ""])
      await failed(
        fetchPhoto(
          "https://photos.example.com/1.jpg",
          limits,
          host(() => new Response("<svg/>", { headers: type ? { "Content-Type": type } : {} })),
        ),
        "failed",
        /the host sent/,
      );
  });

  it("stops at the size cap, whatever Content-Length says", async () => {
    const big = Buffer.alloc(limits.maxBytes + 1);
    await failed(
      fetchPhoto(
        "https://p.example.com/1.jpg",
        limits,
        host(() => jpeg(big)),
      ),
      "failed",
      /more than/,
    );
    // A body longer than it claims, in chunks: stopped while reading.
    const stream = () =>
      new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(400));
        },
      });
    await failed(
      fetchPhoto(
        "https://p.example.com/1.jpg",
        limits,
        host(() => jpeg(stream(), { "Content-Length": "10" })),
      ),
      "failed",
      /more than 1000 bytes/,
    );
  });

  it("gives up after the timeout", async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    const started = Date.now();
    await failed(
      fetchPhoto("https://p.example.com/1.jpg", { ...limits, timeoutMs: 100 }, hanging),
      "failed",
      /fetch failed/,
    );
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("tells a missing photo from a failing host", async () => {
    await failed(
      fetchPhoto(
        "https://p.example.com/1.jpg",
        limits,
        host(() => new Response("", { status: 404 })),
      ),
      "missing",
      /404/,
    );
    await failed(
      fetchPhoto(
        "https://p.example.com/1.jpg",
        limits,
        host(() => new Response("", { status: 503 })),
      ),
      "failed",
      /503/,
    );
    await failed(
      fetchPhoto("https://p.example.com/1.jpg", limits, () =>
        Promise.reject(new TypeError("getaddrinfo ENOTFOUND")),
      ),
      "failed",
      /ENOTFOUND/,
    );
  });
});
