import { mergeFilters, parseSearchPath, parseSearchQuery } from "~/features/inventory/search/filter-parsing";
import type { SearchFilters, SearchVocabulary } from "~/features/inventory/search/filter-state";
import { searchUrl } from "~/features/inventory/search/filter-urls";
import { CONDITIONS } from "~/features/inventory/vehicle";

/**
 * The vocabulary and helpers the search filter unit tests (app/features/inventory/search)
 * share: a few makes (two whose slugs overlap, "land" and "land-rover"), their models, and
 * three features.
 */

export const vocabulary: SearchVocabulary = {
  makes: new Map([
    [
      "toyota",
      {
        name: "Toyota",
        models: new Map([
          ["camry", "Camry"],
          ["rav4", "RAV4"],
          ["rav4-hybrid", "RAV4 Hybrid"],
        ]),
      },
    ],
    [
      "honda",
      {
        name: "Honda",
        models: new Map([
          ["cr-v", "CR-V"],
          ["civic", "Civic"],
        ]),
      },
    ],
    [
      "mercedes-benz",
      {
        name: "Mercedes-Benz",
        models: new Map([
          ["c-class", "C-Class"],
          ["gle", "GLE"],
        ]),
      },
    ],
    // "land" and "land-rover" both exist: the longer make must win.
    [
      "land",
      {
        name: "Land",
        models: new Map([
          ["rover", "Rover"],
          ["cruiser", "Cruiser"],
        ]),
      },
    ],
    [
      "land-rover",
      {
        name: "Land Rover",
        models: new Map([
          ["defender", "Defender"],
          ["range-rover", "Range Rover"],
        ]),
      },
    ],
    ["ford", { name: "Ford", models: new Map([["f-150", "F-150"]]) }],
  ]),
  features: new Map([
    ["sunroof", "Sunroof"],
    ["third-row-seating", "Third Row Seating"],
    ["apple-carplay", "Apple CarPlay"],
  ]),
};
export const ALL = CONDITIONS;

export const path = (p: string) => {
  const [, prefix, ...segments] = p.split("/");
  const condition = /^(used|new|certified)-/.exec(prefix ?? "")?.[1] as SearchFilters["condition"];
  return parseSearchPath(segments, condition ?? null, vocabulary);
};
export const pathFilters = (p: string) => {
  const parsed = path(p);
  if (!parsed.ok) throw new Error(`${p} did not parse`);
  return parsed.filters;
};
export const query = (q: string) => parseSearchQuery(new URLSearchParams(q), vocabulary, ALL);
/** What the page does: path and query merged, then the canonical URL. */
export const canonical = (url: string) => {
  const [p, q = ""] = url.split("?");
  return searchUrl(mergeFilters(pathFilters(p!), query(q), vocabulary));
};
