import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { readCookie, signedCookiesOf } from "./cookies.server";
import { flashToastSetCookie, takeFlashToasts } from "./flash-toast.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-flash-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const siteEnv = (formSecret: string) =>
  parseEnv({
    DATA_DIR: dataDir,
    LEAD_FORM_SECRET: formSecret,
    LEAD_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  });
const env = siteEnv("a".repeat(32));

/** The cookie pair (name=value) a Set-Cookie line gives the browser. */
const pair = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

type Toast = { id: string; severity: string; summary: string; detail: string };
const isToast = (value: unknown): value is Toast =>
  typeof value === "object" && value !== null && typeof (value as Toast).summary === "string";

describe("the flash toast cookie", () => {
  const toast = [{ id: "1", severity: "success", summary: "Message sent!", detail: "Thanks" }];

  it("is signed: the site's own reads back, a forged or foreign one does not", async () => {
    const { flashToast } = signedCookiesOf(env);
    const written = await flashToast.serialize(toast);
    expect(await readCookie(flashToast, pair(written))).toEqual(toast);
    const forged = `flashToast=${encodeURIComponent(Buffer.from(JSON.stringify(toast)).toString("base64"))}`;
    expect(await readCookie(flashToast, forged)).toBeUndefined();
    const foreign = await signedCookiesOf(siteEnv("c".repeat(32))).flashToast.serialize(toast);
    expect(await readCookie(flashToast, pair(foreign))).toBeUndefined();
  });

  it("carries the toasts to the next page once, keeping only toasts, at most three", async () => {
    const written = await flashToastSetCookie(env, [...toast, "junk", ...toast, ...toast, ...toast]);
    expect(written).toMatch(/^flashToast=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    const { toasts, headers } = await takeFlashToasts(requestWith(pair(written)), env, isToast);
    expect(toasts).toEqual([toast[0], toast[0]]);
    expect(headers.get("Set-Cookie")).toMatch(/^flashToast=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("reads none, and clears nothing, when there is no cookie", async () => {
    const { toasts, headers } = await takeFlashToasts(requestWith(""), env, isToast);
    expect(toasts).toEqual([]);
    expect(headers.get("Set-Cookie")).toBeNull();
  });
});
