/**
 * Paint names to the hex that paints a vehicle's generated pictures. Feeds carry the
 * maker's marketing name ('Magnetic Gray Metallic', 'Soul Red Crystal'); we only need a
 * believable swatch, so a name maps by its colour word when it is not a demo paint.
 */
import { EXTERIOR_COLORS } from "../demo-data/catalogue";

/** For a name we cannot read (an empty cell, 'Two-Tone', a code): a mid grey that suits any body. */
export const NEUTRAL_COLOR_HEX = "#8a8d91";

/** The demo paints keep their own swatch, so a demo vehicle survives a feed round trip unchanged. */
const EXACT = new Map(EXTERIOR_COLORS.map((c) => [c.name.toLowerCase(), c.hex]));

/**
 * Colour words and their swatch. A name's LAST colour word decides, because English puts
 * the head noun last: 'Silver Blue' is blue, 'Pearl White' and 'White Pearl' are white
 * (pearl, metallic, mica, crystal are finishes, not colours).
 */
// biome-ignore format: a table reads better on few lines
export const COLOR_WORDS: Readonly<Record<string, string>> = {
  white: "#f2f2ef", ivory: "#ece6d6", cream: "#ece3cc", snow: "#f2f2ef", alabaster: "#efeee8",
  black: "#141518", ebony: "#16161a", onyx: "#17181b", obsidian: "#131417", jet: "#111214",
  gray: "#6b6e70", grey: "#6b6e70", graphite: "#4d5054", charcoal: "#3f4245", gunmetal: "#4a4d51",
  granite: "#4a4c4f", slate: "#5c646b", steel: "#7d848a", titanium: "#8c8f91",
  silver: "#b8bcc0", platinum: "#c9c9c4", aluminum: "#b3b6b9",
  blue: "#2f4b7c", navy: "#1f2c4a", sapphire: "#1f3a7a", cobalt: "#2546a0", azure: "#3a78c2", teal: "#1f6f73",
  red: "#a3161f", ruby: "#8c1c24", crimson: "#9b1b30", maroon: "#5e1a22", burgundy: "#5f1d2a", cherry: "#9e1b22",
  scarlet: "#c21f2a", garnet: "#6e1f25",
  green: "#4a6b3a", olive: "#5b604b", emerald: "#1f6b4a", forest: "#2f4a34", sage: "#8a9a7b",
  brown: "#5a4032", bronze: "#8a5a3c", copper: "#9a5a36", mocha: "#5b4536", espresso: "#3b2b24",
  beige: "#cdbf9f", tan: "#b89b72", sand: "#c8b48e", champagne: "#d8c9a3", khaki: "#a89a6e",
  gold: "#b8902e", yellow: "#d4a017", orange: "#d2601a", purple: "#5b3a78", violet: "#6a4a8c",
};

const WORD = /[a-z]+/g;

/** The swatch for a paint name; NEUTRAL_COLOR_HEX when no colour word is recognised. */
export function colorHexFor(name: string): string {
  const lower = name.trim().toLowerCase();
  const exact = EXACT.get(lower);
  if (exact) return exact;
  let hex: string | undefined;
  for (const word of lower.match(WORD) ?? []) hex = COLOR_WORDS[word] ?? hex;
  return hex ?? NEUTRAL_COLOR_HEX;
}
