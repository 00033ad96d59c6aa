import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Test helpers of the content loader: a throw-away copy of the real content folder with
 * one file changed, so each broken-file test starts from content that otherwise loads.
 */
export const CONTENT_DIR = path.resolve("content");

const copies: string[] = [];

export function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-content-"));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

/** Removes the copies made so far (call it in afterAll). */
export function removeContentCopies(): void {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A copy of the content folder where `file` gets `change` applied to its text. */
export function contentWith(file: string, change: (text: string) => string): string {
  const dir = contentCopy();
  const full = path.join(dir, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")));
  return dir;
}

/** A copy where the JSON file `file` is parsed, changed and written back. */
export function contentWithJson(file: string, change: (json: any) => void): string {
  return contentWith(file, (text) => {
    const json = JSON.parse(text);
    change(json);
    return JSON.stringify(json, null, 2);
  });
}
