import { describe, expect, it } from "vitest";
import { BODY_STYLES, type BodyStyle } from "../vehicle";
import { parseVehicleImageName, renderVehicleSvg, type VehicleView, vehicleImageName } from "./vehicle-svg";

const VIEWS: readonly VehicleView[] = [1, 2, 3, 4];

/**
 * A minimal well-formedness check: every tag is closed in order, attributes are quoted,
 * and nothing but whitespace-free markup sits between tags.
 */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    expect(svg.slice(last, match.index).trim(), `stray text before ${match[0]}`).toBe("");
    last = tag.lastIndex;
    const [, closing, name = "", , selfClosing] = match;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(last, "unparsed trailing markup").toBe(svg.length);
  expect(stack).toEqual([]);
}

describe("assertWellFormed (the test helper itself)", () => {
  it("catches unclosed, misnested and stray markup", () => {
    expect(() => assertWellFormed("<svg><g></svg>")).toThrow();
    expect(() => assertWellFormed("<svg><g></svg></g>")).toThrow();
    expect(() => assertWellFormed("<svg>text</svg>")).toThrow();
    expect(() => assertWellFormed("<svg><rect x=1/></svg>")).toThrow();
    expect(() => assertWellFormed('<svg><g><rect x="1"/></g></svg>')).not.toThrow();
  });
});

describe("renderVehicleSvg", () => {
  it("renders a well-formed 800x500 SVG for every body style and view", () => {
    for (const bodyStyle of BODY_STYLES) {
      for (const view of VIEWS) {
        const svg = renderVehicleSvg({ bodyStyle, colorHex: "#2f4b7c", view });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"')).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        assertWellFormed(svg);
        expect(svg).toContain("#2f4b7c");
        expect(svg).not.toContain("NaN");
        expect(svg).not.toContain("undefined");
      }
    }
  });

  it("references nothing outside the document", () => {
    const svg = renderVehicleSvg({ bodyStyle: "suvs", colorHex: "6b6e70", view: 1 });
    expect(svg).not.toMatch(/href|<image|<script|@import|font-family|<text/i);
    // The namespace is the only URL, and every url() points at an internal id.
    expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(["http://www.w3.org/2000/svg"]);
    for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${id}"`);
  });

  it("draws a distinct silhouette per body style", () => {
    const outlines = new Set(
      BODY_STYLES.map((bodyStyle) => {
        const svg = renderVehicleSvg({ bodyStyle, colorHex: "#6b6e70", view: 1 });
        return /<clipPath id="[^"]+"><path d="([^"]+)"/.exec(svg)?.[1];
      }),
    );
    expect(outlines.size).toBe(BODY_STYLES.length);
  });

  it("varies the backdrop and framing between views", () => {
    const views = VIEWS.map((view) => renderVehicleSvg({ bodyStyle: "sedans", colorHex: "#8c1c24", view }));
    expect(new Set(views).size).toBe(4);
    expect(views[1]).toContain("scale(-1 1)");
    expect(views[2]).toMatch(/scale\(1\.\d+\)/);
  });

  it("accepts the colour with or without '#', in either case", () => {
    const a = renderVehicleSvg({ bodyStyle: "trucks", colorHex: "#ABCDEF", view: 2 });
    const b = renderVehicleSvg({ bodyStyle: "trucks", colorHex: "abcdef", view: 2 });
    expect(a).toBe(b);
  });

  it("rejects anything that is not a six-digit hex colour", () => {
    const bad = [
      "",
      "#fff",
      "red",
      "#12345g",
      "#1234567",
      '"/><script>alert(1)</script>',
      "##123456",
      " 123456",
    ];
    for (const colorHex of bad) {
      expect(() => renderVehicleSvg({ bodyStyle: "suvs", colorHex, view: 1 }), colorHex).toThrow(TypeError);
    }
  });

  it("rejects unknown body styles and views", () => {
    expect(() => renderVehicleSvg({ bodyStyle: "tanks" as BodyStyle, colorHex: "#123456", view: 1 })).toThrow(
      TypeError,
    );
    expect(() =>
      renderVehicleSvg({ bodyStyle: "suvs", colorHex: "#123456", view: 5 as VehicleView }),
    ).toThrow(TypeError);
  });
});

describe("parseVehicleImageName / vehicleImageName", () => {
  it("parses a file name", () => {
    expect(parseVehicleImageName("suvs-6b6e70-2.svg")).toEqual({
      bodyStyle: "suvs",
      colorHex: "#6b6e70",
      view: 2,
    });
  });

  it("round-trips every body style and view", () => {
    for (const bodyStyle of BODY_STYLES) {
      for (const view of VIEWS) {
        const spec = { bodyStyle, colorHex: "#c0c4c8", view };
        const name = vehicleImageName(spec);
        expect(name).toBe(`${bodyStyle}-c0c4c8-${view}.svg`);
        expect(parseVehicleImageName(name)).toEqual(spec);
      }
    }
  });

  it("normalises the colour when building a name", () => {
    expect(vehicleImageName({ bodyStyle: "wagons", colorHex: "#4A6B3A", view: 3 })).toBe(
      "wagons-4a6b3a-3.svg",
    );
  });

  it("returns null for junk", () => {
    const junk = [
      "",
      "suvs",
      "suvs-6b6e70-2",
      "suvs-6b6e70-2.png",
      "suvs-6b6e70-5.svg",
      "suvs-6b6e70-0.svg",
      "suvs-6b6e7-2.svg",
      "suvs-6B6E70-2.svg",
      "tanks-6b6e70-2.svg",
      "SUVS-6b6e70-2.svg",
      "../suvs-6b6e70-2.svg",
      "/vehicle-images/suvs-6b6e70-2.svg",
      "suvs-6b6e70-2.svg?x=1",
      "suvs-6b6e70-2.svg\n",
      "suvs--6b6e70-2.svg",
      "constructor-6b6e70-2.svg",
    ];
    for (const file of junk) expect(parseVehicleImageName(file), JSON.stringify(file)).toBeNull();
    expect(parseVehicleImageName(undefined as unknown as string)).toBeNull();
  });
});
