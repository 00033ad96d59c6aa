import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/lib/env.server";
import { ContentError, loadSettings } from "./settings.server";

const contentDir = path.resolve("content");

function storeCopy(tracking: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-content-"));
  fs.cpSync(contentDir, dir, { recursive: true });
  const file = path.join(dir, "store.json");
  const store = JSON.parse(fs.readFileSync(file, "utf8"));
  store.tracking = tracking;
  fs.writeFileSync(file, JSON.stringify(store));
  return dir;
}

describe("the tracking settings", () => {
  it("have no tag manager, no Limited Data Use and no chat widget out of the box", () => {
    expect(loadSettings(contentDir).tracking).toEqual({
      gtmContainerId: null,
      facebookLimitedDataUse: false,
      chatWidget: false,
    });
  });

  it("take GTM_CONTAINER_ID over the file's container id", () => {
    const dir = storeCopy({ gtmContainerId: "GTM-FILE1", facebookLimitedDataUse: true, chatWidget: true });
    expect(loadSettings(dir).tracking).toEqual({
      gtmContainerId: "GTM-FILE1",
      facebookLimitedDataUse: true,
      chatWidget: true,
    });
    expect(loadSettings(dir, "en", { gtmContainerId: "GTM-ENV2" }).tracking.gtmContainerId).toBe("GTM-ENV2");
    expect(parseEnv({ GTM_CONTAINER_ID: "GTM-ABC1234" }).tracking.gtmContainerId).toBe("GTM-ABC1234");
    expect(parseEnv({}).tracking.gtmContainerId).toBeUndefined();
  });

  it("refuse a container id that is not one, in the file or the environment", () => {
    const dir = storeCopy({ gtmContainerId: "UA-12345-1" });
    expect(() => loadSettings(dir)).toThrow(ContentError);
    expect(() => loadSettings(dir)).toThrow(
      /store\.json: field tracking\.gtmContainerId: must be a Google Tag Manager/,
    );
    expect(() => parseEnv({ GTM_CONTAINER_ID: "gtm-abc" })).toThrow(ConfigError);
    expect(() => parseEnv({ GTM_CONTAINER_ID: "GTM-<script>" })).toThrow(
      "Invalid environment variable GTM_CONTAINER_ID: must be a Google Tag Manager container id",
    );
  });
});
