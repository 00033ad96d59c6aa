import { foldText, wordsOf } from "./text";

/**
 * The matching rule of the site's text searches (articles, help center): every word of the
 * query must start a word of the item, case and accents ignored; words in the item's heading
 * rank it higher. Content is read once per process, so each item is split into words once.
 */

/** Longest query a search reads: a visitor's paste of a whole paragraph is cut, not refused. */
export const MAX_QUERY_WORDS = 12;

/** The query's distinct words, folded, at most MAX_QUERY_WORDS. */
export function searchWordsOf(query: string): string[] {
  return [...new Set(wordsOf(foldText(query)))].slice(0, MAX_QUERY_WORDS);
}

export type WordIndex = { heading: Set<string>; all: string[] };
const indexes = new WeakMap<object, WordIndex>();

/** The words of an item's heading and of all its text, split the first time it is searched. */
export function wordIndexOf(item: object, heading: string, body: () => string): WordIndex {
  let entry = indexes.get(item);
  if (!entry) {
    const headingWords = wordsOf(heading);
    entry = { heading: new Set(headingWords), all: [...new Set([...headingWords, ...wordsOf(body())])] };
    indexes.set(item, entry);
  }
  return entry;
}

/** A query word matches a word of the text that starts with it: "tire" finds "tires". */
export function hasWordStartingWith(words: Iterable<string>, queryWord: string): boolean {
  for (const word of words) if (word.startsWith(queryWord)) return true;
  return false;
}
