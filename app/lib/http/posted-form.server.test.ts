import { describe, expect, it } from "vitest";
import { readPostedForm } from "./posted-form.server";

const limits = { maxFields: 3, maxNameLength: 10, maxValueLength: 5, maxListIndex: 2 };
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("https://example.com/", { method: "POST", body, headers });
const form = (entries: Array<[string, string | Blob]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("readPostedForm", () => {
  it("reads a form within the limits", async () => {
    const read = await readPostedForm(post(new URLSearchParams({ a: "12345", "jobs[2].x": "" })), limits);
    expect(read?.get("a")).toBe("12345");
  });

  it("refuses what no page of ours posts: too many fields, long names or values, files, deep lists", async () => {
    const refused: BodyInit[] = [
      new URLSearchParams([
        ["a", "1"],
        ["b", "2"],
        ["c", "3"],
        ["d", "4"],
      ]),
      new URLSearchParams({ "a-very-long-name": "1" }),
      new URLSearchParams({ a: "123456" }),
      new URLSearchParams({ "jobs[3].x": "1" }),
      form([["file", new Blob(["x"])]]),
    ];
    for (const body of refused) expect(await readPostedForm(post(body), limits)).toBeNull();
  });

  it("refuses a body that is not a form", async () => {
    expect(await readPostedForm(post("{}", { "content-type": "application/json" }), limits)).toBeNull();
    expect(
      await readPostedForm(
        post("--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }),
        limits,
      ),
    ).toBeNull();
  });

  it("leaves list indexes alone when the form has no lists", async () => {
    const { maxListIndex: _, ...flat } = limits;
    expect(await readPostedForm(post(new URLSearchParams({ "a[9]": "1" })), flat)).not.toBeNull();
  });
});
