/**
 * Flat side-view illustrations of each body style, painted in a vehicle's colour.
 *
 * A car without photos (the demo inventory, a feed row without picture URLs) has one
 * picture: view 1 of its body style in its colour, `/vehicle-images/{bodyStyle}-{hex}-1.svg`,
 * rendered on demand from this module and labelled as an illustration wherever it is shown
 * (vehicle-pictures.ts). Views 2-4 change the backdrop and mirror or zoom the car: they are
 * for the content's pictures (articles, offers), never a car's gallery, which would pass one
 * drawing off as several photos. The output is self-contained: no fonts, no external hrefs,
 * only internal gradient ids.
 */
import { BODY_STYLES, type BodyStyle } from "../vehicle";
import { ILLUSTRATION_PATH } from "../vehicle-pictures";
import { type Box, GROUND, SILHOUETTES, type Silhouette, type Vertex } from "./vehicle-silhouettes";

export type VehicleView = 1 | 2 | 3 | 4;
export type VehicleImageSpec = { bodyStyle: BodyStyle; colorHex: string; view: VehicleView };

/** Backdrop tints per view: cool, warm, blue and sage studio walls. */
const BACKDROPS: Readonly<Record<VehicleView, readonly [top: string, mid: string, bottom: string]>> = {
  1: ["#f4f6f9", "#e3e8ee", "#d3d9e0"],
  2: ["#f8f5f0", "#ebe4da", "#dbd2c5"],
  3: ["#eef3f8", "#dae4ee", "#c8d4e0"],
  4: ["#f1f4ef", "#e1e7de", "#d0d8cd"],
};

const HEX_PATTERN = /^#?[0-9a-f]{6}$/i;
const FILE_PATTERN = /^([a-z]+)-([0-9a-f]{6})-([1-4])\.svg$/;

/** The colour as six lower-case hex digits, or a thrown error: it is spliced into markup. */
function normalizeHex(colorHex: unknown): string {
  if (typeof colorHex !== "string" || !HEX_PATTERN.test(colorHex)) {
    throw new TypeError(`Invalid colour ${JSON.stringify(colorHex)}: expected six hex digits`);
  }
  return colorHex.replace("#", "").toLowerCase();
}

function isBodyStyle(value: unknown): value is BodyStyle {
  return typeof value === "string" && (BODY_STYLES as readonly string[]).includes(value);
}

function isView(value: unknown): value is VehicleView {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The file name the image route serves, e.g. `suvs-6b6e70-2.svg`. */
export function vehicleImageName(spec: VehicleImageSpec): string {
  if (!isBodyStyle(spec.bodyStyle)) throw new TypeError(`Unknown body style ${String(spec.bodyStyle)}`);
  if (!isView(spec.view)) throw new TypeError(`Unknown view ${String(spec.view)}`);
  return `${spec.bodyStyle}-${normalizeHex(spec.colorHex)}-${spec.view}.svg`;
}

/** A car's one illustration: its body style in its colour (view 1), as the site serves it. */
export function vehicleIllustrationUrl(bodyStyle: BodyStyle, colorHex: string): string {
  return `${ILLUSTRATION_PATH}${vehicleImageName({ bodyStyle, colorHex, view: 1 })}`;
}

/**
 * Reads `suvs-6b6e70-2.svg` back into its parts (colour with '#', as on `Vehicle`).
 * Anything else, including upper-case hex or a path, gives null: one URL per image keeps
 * caches effective and the route safe.
 */
export function parseVehicleImageName(file: string): VehicleImageSpec | null {
  if (typeof file !== "string") return null;
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  const [, bodyStyle, hex, view] = match;
  if (!isBodyStyle(bodyStyle)) return null;
  return { bodyStyle, colorHex: `#${hex}`, view: Number(view) as VehicleView };
}

// ---- colour maths ---------------------------------------------------------------------

/** Blend a hex colour toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  let out = "#";
  for (let i = 0; i < 6; i += 2) {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16);
    out += Math.round(channel + (target - channel) * t)
      .toString(16)
      .padStart(2, "0");
  }
  return out;
}

// ---- path building ----------------------------------------------------------------------

const num = (v: number): string => String(Math.round(v * 10) / 10);
const pt = (x: number, y: number): string => `${num(x)} ${num(y)}`;

/** Where a rounded corner starts (on the incoming edge) and ends (on the outgoing edge). */
function corner(points: readonly Vertex[], i: number) {
  const n = points.length;
  const [x, y, radius] = points[i] as Vertex;
  const [px, py] = points[(i - 1 + n) % n] as Vertex;
  const [nx, ny] = points[(i + 1) % n] as Vertex;
  const lenIn = Math.hypot(px - x, py - y);
  const lenOut = Math.hypot(nx - x, ny - y);
  // Never round past the middle of an edge, or neighbouring corners would overlap.
  const r = Math.min(radius, lenIn / 2, lenOut / 2);
  return {
    start: pt(x + ((px - x) * r) / lenIn, y + ((py - y) * r) / lenIn),
    vertex: pt(x, y),
    end: pt(x + ((nx - x) * r) / lenOut, y + ((ny - y) * r) / lenOut),
  };
}

/** A closed polygon with rounded corners; `closingEdge` replaces the straight last-to-first edge. */
function roundedPath(points: readonly Vertex[], closingEdge = ""): string {
  const first = corner(points, 0);
  let d = `M${first.end}`;
  for (let i = 1; i < points.length; i++) {
    const c = corner(points, i);
    d += `L${c.start}Q${c.vertex} ${c.end}`;
  }
  return `${d}${closingEdge}L${first.start}Q${first.vertex} ${first.end}Z`;
}

/** Arc geometry of a wheel arch cut into the rocker line. */
function arch(s: Silhouette, wheelX: number) {
  const radius = s.wheelRadius + 8;
  const cy = GROUND - s.wheelRadius;
  const dy = s.bottom - cy;
  const dx = Math.sqrt(radius * radius - dy * dy);
  // Rocker below the wheel centre: the visible arc is more than a half circle.
  const large = dy > 0 ? 1 : 0;
  return { radius, dx, large, right: pt(wheelX + dx, s.bottom), left: pt(wheelX - dx, s.bottom) };
}

/** The body outline, with the rocker edge (front to rear) detouring over each wheel. */
function bodyPath(s: Silhouette): string {
  let rocker = "";
  for (const x of [...s.wheelX].sort((a, b) => b - a)) {
    const a = arch(s, x);
    rocker += `L${a.right}A${num(a.radius)} ${num(a.radius)} 0 ${a.large} 0 ${a.left}`;
  }
  return roundedPath(s.outline, rocker);
}

/** The arch curve alone, from its front foot to its rear foot. */
function archArc(s: Silhouette, x: number): string {
  const a = arch(s, x);
  return `M${a.right}A${num(a.radius)} ${num(a.radius)} 0 ${a.large} 0 ${a.left}`;
}

/** The dark wheel well visible inside an arch, above the rocker line only. */
function wellPath(s: Silhouette, x: number): string {
  return `${archArc(s, x)}Z`;
}

function wheel(s: Silhouette, cx: number, rimId: string, spin: number): string {
  const r = s.wheelRadius;
  const cy = GROUND - r;
  let spokes = "";
  for (let k = 0; k < 5; k++) {
    const angle = ((spin + k * 72) * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    spokes += `M${pt(cx + cos * r * 0.17, cy + sin * r * 0.17)}L${pt(cx + cos * r * 0.56, cy + sin * r * 0.56)}`;
  }
  return (
    `<ellipse cx="${num(cx)}" cy="${GROUND + 1}" rx="${num(r * 0.95)}" ry="6" fill="#000" opacity="0.35"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${r}" fill="#1b1c1f"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.86)}" fill="none" stroke="#2c2e32" stroke-width="3"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.64)}" fill="url(#${rimId})"/>` +
    `<path d="${spokes}" stroke="#7d838b" stroke-width="${num(r * 0.13)}" stroke-linecap="round"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.64)}" fill="none" stroke="#8e949b" stroke-width="2"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.17)}" fill="#b9bec4" stroke="#80868d" stroke-width="1.5"/>`
  );
}

function box([x, y, w, h]: Box, fill: string, stroke: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${num(Math.min(w, h) / 2.5)}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`;
}

/** Open-top details drawn behind the body: windshield, headrests and the folded roof. */
function convertibleCockpit(glassId: string): string {
  return (
    `<path d="M548 264L497 203L487 206L530 264Z" fill="url(#${glassId})" stroke="#1d1f23" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="436" y="222" width="22" height="44" rx="9" fill="#25272b"/>` +
    `<rect x="350" y="228" width="20" height="38" rx="9" fill="#25272b"/>` +
    `<path d="M470 262L486 238" stroke="#25272b" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="158" y="250" width="120" height="20" rx="9" fill="#2b2d31"/>`
  );
}

/** Truck bed: the gap between cab and box, and the tailgate seam. */
function truckBed(line: string): string {
  return (
    `<path d="M348 236V342" stroke="#1d1f23" stroke-width="5"/>` +
    `<path d="M96 238V344M92 242H344" stroke="${line}" stroke-width="2" opacity="0.7"/>`
  );
}

/** How each view frames the car: mirror and/or zoom, as an SVG transform. */
function viewTransform(view: VehicleView): string {
  const zoom = (cx: number, cy: number, s: number) =>
    `translate(${num(cx * (1 - s))} ${num(cy * (1 - s))}) scale(${s})`;
  switch (view) {
    case 1:
      return "";
    case 2:
      return "translate(800 0) scale(-1 1)";
    case 3:
      return zoom(560, 300, 1.32);
    case 4:
      return `translate(800 0) scale(-1 1) ${zoom(250, 310, 1.25)}`;
  }
}

/** A complete 800x500 SVG document of the body style in the given colour and view. */
export function renderVehicleSvg(input: VehicleImageSpec): string {
  const { bodyStyle, view } = input;
  if (!isBodyStyle(bodyStyle)) throw new TypeError(`Unknown body style ${String(bodyStyle)}`);
  if (!isView(view)) throw new TypeError(`Unknown view ${String(view)}`);
  const hex = normalizeHex(input.colorHex);
  const s = SILHOUETTES[bodyStyle];

  // Ids are unique per image so several SVGs inlined into one page cannot collide.
  const id = `v${bodyStyle}${hex}${view}`;
  const ids = {
    bg: `${id}bg`,
    paint: `${id}paint`,
    glass: `${id}glass`,
    rim: `${id}rim`,
    shadow: `${id}shadow`,
    clip: `${id}clip`,
    glassClip: `${id}glassclip`,
  };
  const [bgTop, bgMid, bgBottom] = BACKDROPS[view];
  const base = `#${hex}`;
  const line = shade(hex, -0.38);
  const body = bodyPath(s);
  const [rearX, frontX] = s.wheelX;
  const first = s.outline[0] as Vertex;
  const last = s.outline[s.outline.length - 1] as Vertex;
  const center = (first[0] + last[0]) / 2;
  const halfLength = (last[0] - first[0]) / 2;
  const transform = viewTransform(view);

  const defs =
    `<defs>` +
    `<linearGradient id="${ids.bg}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="0.78" stop-color="${bgMid}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>` +
    `<linearGradient id="${ids.paint}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(hex, 0.24)}"/><stop offset="0.45" stop-color="${base}"/><stop offset="1" stop-color="${shade(hex, -0.3)}"/></linearGradient>` +
    `<linearGradient id="${ids.glass}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#8a9db0"/><stop offset="1" stop-color="#2e3a47"/></linearGradient>` +
    `<radialGradient id="${ids.rim}"><stop offset="0" stop-color="#eef0f2"/><stop offset="1" stop-color="#a7adb4"/></radialGradient>` +
    `<radialGradient id="${ids.shadow}"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${ids.clip}"><path d="${body}"/></clipPath>` +
    (s.glass ? `<clipPath id="${ids.glassClip}"><path d="${roundedPath(s.glass)}"/></clipPath>` : "") +
    `</defs>`;

  const behindBody = bodyStyle === "convertibles" ? convertibleCockpit(ids.glass) : "";
  const wells = s.wheelX.map((x) => `<path d="${wellPath(s, x)}" fill="#141518"/>`).join("");
  const glass = s.glass
    ? `<path d="${roundedPath(s.glass)}" fill="url(#${ids.glass})" stroke="#1d1f23" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="${roundedPath(s.glass)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1"/>`
    : "";
  // Pillars are bands across the glass, clipped to it so they never poke through the roof.
  const pillarRects = s.pillars
    .map(([x, w]) => `<rect x="${x - w / 2}" y="0" width="${w}" height="${s.beltline}" fill="#1d1f23"/>`)
    .join("");
  const pillars = pillarRects ? `<g clip-path="url(#${ids.glassClip})">${pillarRects}</g>` : "";
  // Door seams, handles and the shoulder highlight are clipped to the body so they stop at the arches.
  const seams = s.doorLines.map((x) => `M${x} ${s.beltline + 2}V${s.bottom - 6}`).join("");
  const handles = s.handles
    .map((x) => `<rect x="${x}" y="${s.beltline + 16}" width="24" height="6" rx="3" fill="${line}"/>`)
    .join("");
  const details =
    `<g clip-path="url(#${ids.clip})">` +
    `<path d="M0 ${s.beltline + 10}H800" stroke="#ffffff" stroke-opacity="0.22" stroke-width="3"/>` +
    `<path d="${seams}" stroke="${line}" stroke-width="2" opacity="0.8"/>` +
    handles +
    `<rect x="0" y="${s.bottom - 22}" width="800" height="22" fill="#000" opacity="0.14"/>` +
    (s.rugged
      ? s.wheelX
          .map((x) => `<path d="${archArc(s, x)}" fill="none" stroke="#1d1f23" stroke-width="16"/>`)
          .join("")
      : "") +
    `</g>`;
  const [mx, my] = s.mirror;

  const car =
    `<ellipse cx="${num(center)}" cy="${GROUND + 2}" rx="${num(halfLength + 40)}" ry="22" fill="url(#${ids.shadow})"/>` +
    behindBody +
    wells +
    `<path d="${body}" fill="url(#${ids.paint})" stroke="${line}" stroke-width="2" stroke-linejoin="round"/>` +
    glass +
    pillars +
    details +
    (bodyStyle === "trucks" ? truckBed(line) : "") +
    box(s.headlight, "#f4f2e8", "#8d939a") +
    box(s.taillight, "#b3121f", "#6e0b13") +
    `<rect x="${mx - 10}" y="${my}" width="24" height="14" rx="5" fill="${shade(hex, -0.15)}" stroke="${line}" stroke-width="1.5"/>` +
    wheel(s, rearX, ids.rim, 8) +
    wheel(s, frontX, ids.rim, 44);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${bodyStyle} illustration">` +
    defs +
    `<rect width="800" height="500" fill="url(#${ids.bg})"/>` +
    `<path d="M0 ${GROUND + 4}H800" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>` +
    (transform ? `<g transform="${transform}">${car}</g>` : `<g>${car}</g>`) +
    `</svg>`
  );
}
