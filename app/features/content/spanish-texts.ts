import { ContentError } from "./content-error";

/**
 * The Spanish texts of a JSON content file. `NAME.es.json` sits beside `NAME.json` and holds
 * ONLY its texts, in the same structure (arrays matched by position): everything else
 * (numbers, booleans, links, ids, e-mails, dates, prices...) is read from the English file,
 * so a price or a link has one home. The loader lays the Spanish texts over the English data
 * (`overlaySpanish`) and validates the result with the English file's schema.
 *
 * Which strings are texts (the rule, checked by spanish-texts.test.ts): a string is a text
 * unless
 * 1. its key (for an item of a list of strings: the list's key) is one of NON_TEXT_KEYS, or
 *    its last camelCase word is (`imageUrl`, `inventoryLink`, `startDate`, `questionId`); or
 * 2. its value is not words: empty, a path or link (`/...`, `#...`, `https://`, `mailto:`,
 *    `tel:`), an e-mail, a date or clock time, a value without letters (phones, ratings,
 *    ids like "100"), or an identifier (`image-right`, `priceHigh`, `moline`); or
 * 3. the file lists its path among its names (`keep`): proper names and values stored in data
 *    (store names, addresses, people's names, exterior colours), written the same in both.
 * Every text needs its Spanish version ("missing Spanish text"); anything else in the Spanish
 * file is an error, so a link or a price can never differ between the languages.
 */
export const NON_TEXT_KEYS: ReadonlySet<string> = new Set([
  "id",
  "ids",
  "slug",
  "key",
  "value",
  "values",
  "type",
  "kind",
  "variant",
  "layout",
  "position",
  "tags",
  "href",
  "link",
  "path",
  "url",
  "src",
  "image",
  "img",
  "icon",
  "logos",
  "email",
  "emails",
  "phone",
  "date",
  "start",
  "end",
  "code",
  "day",
  "open",
  "close",
  "zone",
  "group",
  "operator",
  "tier",
  "location",
  "department",
]);

/** The last word of a key, lower-cased: `imageUrl` -> "url", `state_short` -> "short". */
function lastWord(key: string): string {
  const words = key.split(/[_-]|(?=[A-Z])/).filter(Boolean);
  return (words[words.length - 1] ?? key).toLowerCase();
}

const NOT_WORDS = [
  /^\s*$/,
  /^(?:\/|#|https?:\/\/|mailto:|tel:)/i,
  /^\S+@\S+\.\S+$/,
  /^\d{4}-\d{2}-\d{2}/,
  /^[^\p{L}]*$/u,
  /^[a-z][a-zA-Z0-9]*(?:[-_][a-zA-Z0-9]+)*$/,
];

/** Whether the string `value` under `key` is a text (see the rule above). */
export function isTextValue(key: string | undefined, value: string): boolean {
  if (key !== undefined && (NON_TEXT_KEYS.has(key.toLowerCase()) || NON_TEXT_KEYS.has(lastWord(key)))) {
    return false;
  }
  return !NOT_WORDS.some((pattern) => pattern.test(value));
}

/** Paths of a file's proper names: `*.name` matches `3.name`; a path keeps everything under it. */
export function isKept(path: readonly (string | number)[], keep: readonly string[]): boolean {
  return keep.some((pattern) => {
    const parts = pattern.split(".");
    return parts.length <= path.length && parts.every((part, i) => part === "*" || part === String(path[i]));
  });
}

export type SpanishFile = {
  /** How the Spanish file is named in messages: `content/home.es.json`. */
  label: string;
  /** The English file, for messages: `content/home.json`. */
  englishLabel: string;
  /** The file's proper names (rule 3). */
  keep?: readonly string[];
};

type Path = (string | number)[];

function fail(file: SpanishFile, path: Path, message: string): never {
  throw new ContentError(`${file.label}: field ${path.length ? path.join(".") : "(file)"}: ${message}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The key a string is written under: its own, or the list's for an item of a list. */
function keyOf(path: Path): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === "string") return path[i] as string;
  return undefined;
}

/** Whether `english` holds a text anywhere (a Spanish twin must then mirror it). */
function holdsText(english: unknown, path: Path, file: SpanishFile): boolean {
  if (isKept(path, file.keep ?? [])) return false;
  if (typeof english === "string") return isTextValue(keyOf(path), english);
  if (Array.isArray(english)) return english.some((item, i) => holdsText(item, [...path, i], file));
  if (isPlainObject(english)) {
    return Object.entries(english).some(([key, value]) => holdsText(value, [...path, key], file));
  }
  return false;
}

/** Spanish where English holds no text: names the first field written there. */
function refuseNonText(english: unknown, spanish: unknown, path: Path, file: SpanishFile): never {
  const entry = isPlainObject(spanish)
    ? Object.entries(spanish)[0]
    : Array.isArray(spanish)
      ? [...spanish.entries()].find(([, item]) => item !== undefined && item !== null)
      : undefined;
  if (entry) {
    const [step, inner] = entry;
    const next =
      isPlainObject(english) || Array.isArray(english)
        ? (english as Record<string, unknown>)[step]
        : undefined;
    if (next === undefined) fail(file, [...path, step], `not in ${file.englishLabel}`);
    refuseNonText(next, inner, [...path, step], file);
  }
  fail(file, path, `not a text: it is read from ${file.englishLabel} (remove it here)`);
}

function overlay(english: unknown, spanish: unknown, path: Path, file: SpanishFile): unknown {
  if (!holdsText(english, path, file)) {
    // `{}` holds the place of a list item without texts.
    const placeholder = isPlainObject(spanish) && Object.keys(spanish).length === 0;
    if (spanish !== undefined && !placeholder) refuseNonText(english, spanish, path, file);
    return english;
  }
  if (typeof english === "string") {
    if (spanish === undefined) fail(file, path, "missing Spanish text");
    if (typeof spanish !== "string" || !spanish.trim()) fail(file, path, "must be a Spanish text");
    return spanish;
  }
  if (Array.isArray(english)) {
    const list: unknown = spanish ?? [];
    if (!Array.isArray(list)) fail(file, path, `must be a list, like in ${file.englishLabel}`);
    if (list.length > english.length) {
      fail(
        file,
        [...path, english.length],
        `not in ${file.englishLabel} (its list has ${english.length} items)`,
      );
    }
    return english.map((item, i) => overlay(item, list[i] ?? undefined, [...path, i], file));
  }
  const englishObject = english as Record<string, unknown>;
  const object: unknown = spanish ?? {};
  if (!isPlainObject(object)) fail(file, path, `must be an object, like in ${file.englishLabel}`);
  for (const key of Object.keys(object)) {
    if (!(key in englishObject)) fail(file, [...path, key], `not in ${file.englishLabel}`);
  }
  return Object.fromEntries(
    Object.entries(englishObject).map(([key, value]) => [
      key,
      overlay(value, object[key], [...path, key], file),
    ]),
  );
}

/**
 * The English data with the Spanish texts laid over it. Throws a ContentError naming the
 * Spanish file and the field: `content/home.es.json: field hero.slides.2.title: missing Spanish text`.
 */
export function overlaySpanish(english: unknown, spanish: unknown, file: SpanishFile): unknown {
  return overlay(english, spanish, [], file);
}

/**
 * The texts of an English file in the shape its Spanish twin must have (a translator's
 * starting point): non-text fields dropped, items without texts left as `{}`.
 */
export function textsOf(english: unknown, keep: readonly string[] = [], path: Path = []): unknown {
  const file: SpanishFile = { label: "", englishLabel: "", keep };
  if (!holdsText(english, path, file)) return undefined;
  if (Array.isArray(english)) return english.map((item, i) => textsOf(item, keep, [...path, i]) ?? {});
  if (isPlainObject(english)) {
    return Object.fromEntries(
      Object.entries(english)
        .map(([key, value]) => [key, textsOf(value, keep, [...path, key])])
        .filter(([, value]) => value !== undefined),
    );
  }
  return english;
}

/**
 * Fields a Spanish Markdown twin must copy exactly from the English document's front matter
 * (its path, FAQ group, picture, order...): every non-text field. Throws a ContentError
 * naming the Spanish file and the first field that differs or is missing.
 */
export function checkSameNonTexts(
  english: unknown,
  spanish: unknown,
  file: SpanishFile,
  path: Path = [],
): void {
  if (!holdsText(english, path, file) && english !== undefined) {
    if (JSON.stringify(english) !== JSON.stringify(spanish)) {
      fail(file, path, `must be the same as in ${file.englishLabel} (${JSON.stringify(english)})`);
    }
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) {
      fail(file, path, `must list ${english.length} items, like ${file.englishLabel}`);
    }
    for (const [i, item] of english.entries()) checkSameNonTexts(item, spanish[i], file, [...path, i]);
  } else if (isPlainObject(english)) {
    if (!isPlainObject(spanish)) fail(file, path, `must be an object, like in ${file.englishLabel}`);
    for (const [key, value] of Object.entries(english))
      checkSameNonTexts(value, spanish[key], file, [...path, key]);
  }
}

/** `home.json` -> `home.es.json`, `pages/careers.md` -> `pages/careers.es.md`. */
export function spanishFileName(file: string): string {
  return file.replace(/(\.[a-z]+)$/, ".es$1");
}

/** Whether a file name is a Spanish twin (listings of English files skip them). */
export function isSpanishTwin(file: string): boolean {
  return /\.es\.[a-z]+$/.test(file);
}
