import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { config } from "zod";
import { makeZodJitless } from "./zod-browser";

describe("makeZodJitless", () => {
  it("turns the JIT off in the zod already loaded: its configuration is the global one", () => {
    makeZodJitless();
    expect(config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
    expect(config().jitless).toBe(true);
  });

  it("turns it off for a zod loaded afterwards (the browser's order: root.tsx first)", () => {
    // A fresh process, where zod has never loaded: the module runs first, then zod is imported.
    const module = fileURLToPath(new URL("./zod-browser.ts", import.meta.url));
    const script = `
      const { makeZodJitless } = await import(${JSON.stringify(module)});
      makeZodJitless();
      const { config } = await import("zod");
      process.stdout.write(String(config().jitless));
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(output).toBe("true");
  });
});
