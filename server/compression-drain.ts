import type { RequestHandler, Response } from "express";

/**
 * The `compression` middleware sends `res.on("drain", fn)` to its zlib stream but leaves
 * `res.removeListener` on the response (expressjs/compression#135, #152, still open). React
 * Router's stream writer waits for each drain with `once` and removes the listener with `off`,
 * so under backpressure every wait left a listener on the zlib stream: a page written in many
 * chunks to a slow client piled them up until Node warned of a leak
 * (MaxListenersExceededWarning, seen in `npm run bench`).
 *
 * Installed right after `compression()`: a drain listener is removed from where `res.on` put
 * it. `EventEmitter#on` returns its emitter, so compression's `res.on` tells where it went: the
 * zlib stream, or the response itself when there is no stream (no compression).
 */
export function forwardDrainListenerRemoval(): RequestHandler {
  return (_request, response, next) => {
    const placed = new WeakMap<(...args: unknown[]) => void, NodeJS.EventEmitter>();
    const on = response.on;
    const removeListener = response.removeListener;

    response.on = function onDrainAware(
      this: Response,
      event: string | symbol,
      listener: (...args: unknown[]) => void,
    ) {
      const target = on.call(this, event, listener) as unknown as NodeJS.EventEmitter;
      if (event === "drain" && target !== this) {
        placed.set(listener, target);
        // `once` places a wrapper whose `listener` is the function `off` will name.
        const original = (listener as { listener?: (...args: unknown[]) => void }).listener;
        if (original) placed.set(original, target);
      }
      return this;
    } as Response["on"];
    response.addListener = response.on;

    response.removeListener = function removeDrainAware(
      this: Response,
      event: string | symbol,
      listener: (...args: unknown[]) => void,
    ) {
      // The zlib stream's removeListener also matches a `once` wrapper by its function.
      if (event === "drain") placed.get(listener)?.removeListener(event, listener);
      return removeListener.call(this, event, listener) as Response;
    } as Response["removeListener"];
    response.off = response.removeListener;
    next();
  };
}
