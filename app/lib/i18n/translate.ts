import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language } from "./languages";

/**
 * Message catalogues, one per site area (app/locales/AREA.ts), each with its messages in
 * both languages, compiled at build time by Lingui (ICU plurals and selects, no parser in the
 * browser). A page imports the catalogues of its own area, so its first load carries only
 * those; an experiment variant's `langs` (spec section 3) are laid over them per page (`withTexts`).
 */
export type Catalogue = { readonly area: string } & Record<Language, Messages>;

/** Values a message may interpolate: `{count, plural, one {# car} other {# cars}}`. */
export type MessageValues = Record<string, unknown>;

/** A translator: the message `id` of the loaded catalogues, in one language. */
export type Translate = (id: string, values?: MessageValues) => string;

// One Lingui instance per language, never switched: concurrent requests in both languages
// share them safely because nothing calls `activate` after set-up.
const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, locales: [INTL_LOCALES[language]], messages: { [language]: {} } }),
  ]),
) as Record<Language, I18n>;

const loaded = new WeakSet<Catalogue>();

/** Makes a catalogue's messages available (idempotent, so every translator can call it). */
export function loadCatalogue(catalogue: Catalogue): void {
  if (loaded.has(catalogue)) return;
  for (const language of LANGUAGES) instances[language].load(language, catalogue[language]);
  loaded.add(catalogue);
}

/**
 * Adds or replaces messages in one language, for the whole process (every visitor): never
 * for an experiment's variant, whose texts are one page's (`withTexts`).
 */
export function loadMessages(language: Language, messages: Messages): void {
  instances[language].load(language, messages);
}

/** Whether a message exists (to translate a validation message when it has a translation). */
export function hasMessage(language: Language, id: string): boolean {
  return id in (instances[language].messages ?? {});
}

const reportedMissing = new Set<string>();

/**
 * A missing message shows its id, and is reported once (the catalogue test catches the ids
 * written in code; this catches the ids a page builds, like `forms.state.${code}`).
 */
function missing(language: Language, id: string): string {
  const key = `${language}:${id}`;
  if (!reportedMissing.has(key)) {
    reportedMissing.add(key);
    console.warn(`Missing ${language} message: ${id}`);
  }
  return id;
}

/** A translator for `language` over the given catalogues (loaded on first use). */
export function translator(language: Language | undefined, ...catalogues: Catalogue[]): Translate {
  for (const catalogue of catalogues) loadCatalogue(catalogue);
  const chosen = language ?? DEFAULT_LANGUAGE;
  const i18n = instances[chosen];
  return (id, values) =>
    id in i18n.messages ? i18n._(id, values as Record<string, unknown> | undefined) : missing(chosen, id);
}

/**
 * A translator for ids that may have no message (a data value, a colour, a state's name): the
 * message when the catalogues hold one, else `fallback`, without reporting it missing.
 */
export function optionalTranslator(
  language: Language | undefined,
  ...catalogues: Catalogue[]
): (id: string, fallback: string, values?: MessageValues) => string {
  const t = translator(language, ...catalogues);
  const messages = instances[language ?? DEFAULT_LANGUAGE].messages;
  return (id, fallback, values) => (id in messages ? t(id, values) : fallback);
}

/**
 * `t` with texts laid over it (an experiment variant's `langs`, spec section 3): a message id
 * the texts hold shows their text, any other the catalogue's. The texts are plain: `{name}`
 * is filled from `values`, ICU plurals and selects are not read.
 */
export function withTexts(t: Translate, texts: Readonly<Record<string, string>> | undefined): Translate {
  if (!texts || Object.keys(texts).length === 0) return t;
  return (id, values) => (Object.hasOwn(texts, id) ? fillPlaceholders(texts[id]!, values) : t(id, values));
}

function fillPlaceholders(text: string, values: MessageValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
