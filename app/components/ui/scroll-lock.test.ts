import { describe, expect, it } from "vitest";
import { lockPageScroll } from "./scroll-lock";

describe("lockPageScroll", () => {
  it("hides the overflow and gives the page its own value back", () => {
    const root = { style: { overflow: "auto" } };
    const release = lockPageScroll(root);
    expect(root.style.overflow).toBe("hidden");
    release();
    expect(root.style.overflow).toBe("auto");
  });

  it("keeps the page still until the last of nested locks is released", () => {
    const root = { style: { overflow: "" } };
    const menu = lockPageScroll(root);
    const dialog = lockPageScroll(root);
    dialog();
    expect(root.style.overflow).toBe("hidden");
    menu();
    expect(root.style.overflow).toBe("");
  });

  it("counts a release once, however often it is called", () => {
    const root = { style: { overflow: "scroll" } };
    const outer = lockPageScroll(root);
    const inner = lockPageScroll(root);
    inner();
    inner();
    expect(root.style.overflow).toBe("hidden");
    outer();
    expect(root.style.overflow).toBe("scroll");
    // Locked again later, it remembers the value of that moment.
    root.style.overflow = "clip";
    lockPageScroll(root)();
    expect(root.style.overflow).toBe("clip");
  });
});
