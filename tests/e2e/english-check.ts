import type { Page } from "@playwright/test";

/**
 * English on a Spanish page: the texts and read attributes (aria-label, title, placeholder,
 * alt, the document title) outside what is marked `lang="en"` (articles and legal texts, which
 * stay English with a Spanish notice) or `translate="no"` (an address) that hold a word our Spanish
 * never uses.
 */
// Lowercase function words as written mid-sentence (so "Elkhart, IN" is not "in"), the same
// words starting a sentence, and English-only button words; whole words only, letters with
// accents included ("oríllese" holds no "or").
const WORDS = [
  "the|and|your|you|with|for|our|this|that|from|are|is|to|of|we|will|by|not|or|be|it|at|on|in|an|has|have|get|all|more|can|here|please",
  "The|And|Your|You|With|For|Our|This|That|From|We|Please",
  "Search|Continue|Back|Next|Submit|Send|Close|Call|Price|Details|Apply|Schedule|View|Menu|Home",
].join("|");
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}])(${WORDS})(?![\\p{L}\\p{N}])`, "u");

/** The page's texts and read attributes that look English, outside `lang="en"`. */
export async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: Array<string> = [];
    const skip = (el: Element | null) =>
      !el || el.closest('[lang="en"], [translate="no"], script, style, noscript, template');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text && !skip(node.parentElement)) found.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
      if (skip(el)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (value) found.push(`${name}="${value}"`);
      }
    }
    // An English-only document (an article, a legal text) keeps its English title, and says so.
    if (!document.querySelector('[data-testid="english-only-notice"]'))
      found.push(`<title>${document.title}`);
    return found;
  });
  return texts.filter((text) => ENGLISH.test(text));
}
