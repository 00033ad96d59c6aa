import { readdirSync } from "node:fs";
import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-json";

/**
 * The message catalogues (app/locales/{en,es}/AREA.json, one per site area): the Lingui Vite
 * plugin compiles each imported catalogue (`./en/AREA.json?lingui`) to ICU functions at build
 * time, so the browser receives no message parser. Messages are written by hand with explicit
 * ids (no extraction step); `app/locales/catalogues.test.ts` checks both languages agree.
 */
const areas = readdirSync(new URL("./app/locales/en", import.meta.url))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length));

const config: LinguiConfig = {
  locales: ["en", "es"],
  sourceLocale: "en",
  format: formatter({ style: "minimal" }),
  catalogs: areas.map((area) => ({
    path: `<rootDir>/app/locales/{locale}/${area}`,
    include: [`<rootDir>/app/locales/${area}.ts`],
  })),
};

export default config;
