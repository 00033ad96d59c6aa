import { CODE_DIMENSIONS, type IndexColumns } from "./index-columns";

/**
 * Matching the keyword search. A term matches a vehicle when it is part of its year,
 * condition, make, model, trim, body style, colour, fuel, drivetrain, transmission, location
 * or a feature, in any case and with or without punctuation ("crv" finds CR-V); a term with a
 * digit may also be part of its stock number or VIN. The text columns are dictionaries, so the
 * term is tried once per distinct value, and each row costs a few array reads.
 */

/** The terms of a keyword search: distinct lower-case words, at most ten. */
export function keywordTerms(q: string): string[] {
  return [...new Set(q.toLowerCase().split(" ").filter(Boolean))].slice(0, 10);
}

/** The rows a keyword term finds (1 = found), given the model years in stock. */
export function keywordMatches(index: IndexColumns, term: string, years: readonly number[]): Uint8Array {
  const compact = term.replace(/[^a-z0-9]+/g, "");
  const hit = (label: string) => {
    const lower = label.toLowerCase();
    return lower.includes(term) || (compact !== "" && lower.replace(/[^a-z0-9]+/g, "").includes(compact));
  };
  const textDims = CODE_DIMENSIONS.map((dim) => ({
    column: index.columns[dim],
    matches: Uint8Array.from(index.dictionaries[dim].labels, (label) => (hit(label) ? 1 : 0)),
  })).filter((d) => d.matches.includes(1));
  const featureMatches = Uint8Array.from(index.featureDictionary.labels, (label) => (hit(label) ? 1 : 0));
  const anyFeature = featureMatches.includes(1);
  const matchingYears = new Set(years.filter((y) => String(y).includes(term)));
  const serials = /\d/.test(term);
  const found = new Uint8Array(index.size);
  for (let r = 0; r < index.size; r++) {
    let ok = matchingYears.has(index.year[r]!);
    for (let d = 0; !ok && d < textDims.length; d++) ok = textDims[d]!.matches[textDims[d]!.column[r]!] === 1;
    if (!ok && anyFeature) {
      for (let i = index.featureStart[r]!; !ok && i < index.featureStart[r + 1]!; i++) {
        ok = featureMatches[index.featureCodes[i]!] === 1;
      }
    }
    if (!ok && serials) {
      ok = index.stockNumbers[r]!.includes(term) || index.vins[r]!.toLowerCase().includes(term);
    }
    if (ok) found[r] = 1;
  }
  return found;
}
