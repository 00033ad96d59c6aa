/**
 * North-American VIN helpers (49 CFR 565 / ISO 3779 as used in the US and Canada).
 *
 * The dealership only needs three things from a VIN: is it well formed, does its
 * check digit (position 9) hold, and does its model-year character (position 10)
 * agree with the year the feed claims. Makes are the trade-in's business
 * (features/trade-in/vin-decode.ts); nothing here decodes makes or plants.
 */

/** Letters I, O and Q are never used because they read like 1 and 0. */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * Shaped like a VIN in any case (a link, a form, a URL may carry it lower-case): 17 of the
 * allowed characters. Says nothing of the check digit (`isValidVin`).
 */
export function looksLikeVin(value: string): boolean {
  return VIN_PATTERN.test(value.toUpperCase());
}

/** Transliteration of each allowed character to its numeric value for the check digit. */
// biome-ignore format: a table reads better on few lines
const CHAR_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
  "0": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
};

/** Position weights; position 9 (the check digit itself) weighs 0 so its content never matters. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * Model-year characters in order from 1980. The sequence skips I, O, Q, U, Z and 0,
 * which leaves exactly 30 characters, so the code repeats every 30 years
 * (1980 and 2010 are both 'A', 2001 and 2031 are both '1').
 */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";
const FIRST_CODED_YEAR = 1980;

/**
 * The check digit (position 9) for a 17-character VIN: '0'-'9', or 'X' for remainder 10.
 * Whatever sits at position 9 of the input is ignored, so it can be a placeholder.
 * Throws on anything that is not 17 characters of the VIN alphabet (upper case).
 */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new RangeError(`A VIN has 17 characters, got ${vin.length}`);
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin.charAt(i);
    const value = CHAR_VALUES[char];
    // Position 9 may hold a placeholder (e.g. '_' while building a VIN).
    if (value === undefined) {
      if (i === 8) continue;
      throw new RangeError(`Character '${char}' at position ${i + 1} is not allowed in a VIN`);
    }
    sum += value * (WEIGHTS[i] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** The model-year character (position 10) for a model year from 1980 on. */
export function modelYearCode(year: number): string {
  if (!Number.isInteger(year) || year < FIRST_CODED_YEAR) {
    throw new RangeError(`No VIN model-year code for ${year}`);
  }
  return YEAR_CODES.charAt((year - FIRST_CODED_YEAR) % YEAR_CODES.length);
}

/**
 * True for a well-formed North-American VIN: 17 upper-case characters without I, O, Q
 * and a correct check digit. Lower case is rejected on purpose: the VIN is a key, and
 * normalising it is the caller's job (one spelling per vehicle).
 */
export function isValidVin(vin: string): boolean {
  if (typeof vin !== "string" || !VIN_PATTERN.test(vin)) return false;
  return vin.charAt(8) === vinCheckDigit(vin);
}

/**
 * True when the VIN is valid and its position 10 encodes `year`.
 * Because the code cycles every 30 years this cannot tell 1995 from 2025; we only
 * check consistency, not decode. (Position 7 would disambiguate for cars, but trucks
 * and imports do not all follow that rule, so it is deliberately not used.)
 */
export function vinMatchesYear(vin: string, year: number): boolean {
  if (!isValidVin(vin) || !Number.isInteger(year) || year < FIRST_CODED_YEAR) return false;
  return vin.charAt(9) === modelYearCode(year);
}

/**
 * The model year position 10 stands for, between `first` and `last` (inclusive), or null. The
 * code repeats every 30 years; where both readings fit, position 7 decides as 49 CFR 565.15
 * has it for cars, SUVs and light trucks: a letter from model year 2010, a digit before. A
 * maker that ignored that rule (some heavy trucks) still gets a year inside the range, which
 * the seller sees and may correct.
 */
export function modelYearOfVin(vin: string, first: number, last: number): number | null {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (vin.length !== 17 || index < 0) return null;
  const older = FIRST_CODED_YEAR + index;
  const newer = older + YEAR_CODES.length;
  const fits = (year: number) => year >= first && year <= last;
  const preferred = /[A-Z]/.test(vin.charAt(6)) ? newer : older;
  if (fits(preferred)) return preferred;
  if (fits(newer)) return newer;
  return fits(older) ? older : null;
}
