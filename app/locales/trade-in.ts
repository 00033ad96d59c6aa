/** The sell-or-trade catalogue (defined in tradeIn.ts: each area's module is named like its JSON files). */
export { tradeInCatalogue } from "./tradeIn";
