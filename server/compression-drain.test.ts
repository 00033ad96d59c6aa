import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { forwardDrainListenerRemoval } from "./compression-drain";

/**
 * A page streamed the way React Router streams it (writeReadableStreamToWritable: `once`
 * drain, then `off`) through `compression`, to a client that reads slowly, so most writes
 * wait for a drain. Counts the drain listeners left on the zlib stream, read from Node's own
 * MaxListenersExceededWarning.
 */
const CHUNKS = 60;
const CHUNK_BYTES = 32 * 1024;

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function streamPageSlowly(withFix: boolean): Promise<string[]> {
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (withFix) app.use(forwardDrainListenerRemoval());
  app.get("/", async (_request, response) => {
    let sent = 0;
    // Incompressible bytes, so the zlib stream's buffer fills and writes wait for it to drain.
    const page = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === CHUNKS) controller.close();
        else controller.enqueue(crypto.randomBytes(CHUNK_BYTES));
      },
    });
    response.setHeader("content-type", "text/html");
    await writeReadableStreamToWritable(page, response);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const { port } = server.address() as AddressInfo;

  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.name === "MaxListenersExceededWarning") warnings.push(warning.message);
  };
  process.on("warning", onWarning);
  try {
    await new Promise<void>((resolve, reject) => {
      http
        .get({ port, host: "127.0.0.1", path: "/", headers: { "accept-encoding": "gzip" } }, (response) => {
          // A slow reader: a pause after every chunk keeps the server under backpressure.
          response.on("data", () => {
            response.pause();
            setTimeout(() => response.resume(), 2);
          });
          response.on("end", resolve);
          response.on("error", reject);
        })
        .on("error", reject);
    });
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", onWarning);
  }
  return warnings;
}

describe("drain listeners under compression", () => {
  it("pile up on the zlib stream without the fix (the problem is real here)", async () => {
    const warnings = await streamPageSlowly(false);
    expect(warnings.join("\n")).toMatch(/drain listeners added to \[Gzip\]/);
  });

  it("are removed from where they were placed with it: no warning for a long streamed page", async () => {
    expect(await streamPageSlowly(true)).toEqual([]);
  });
});
