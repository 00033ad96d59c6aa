import fs from "node:fs";
import path from "node:path";

/**
 * The Spanish the site shows for an English text, for end-to-end tests that walk the Spanish
 * site with the English tests' words: built from the message catalogues (the same id in
 * app/locales/en and es) and the content files with their Spanish twins (the same place in
 * NAME.json and NAME.es.json). `spanish("Continue")` is the Spanish button's label.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const words = new Map<string, string>();

function pair(english: unknown, spanish: unknown): void {
  if (typeof english === "string" && typeof spanish === "string") {
    if (!words.has(english)) words.set(english, spanish);
    return;
  }
  if (Array.isArray(english) && Array.isArray(spanish)) {
    english.forEach((item, index) => {
      pair(item, spanish[index]);
    });
    return;
  }
  if (english && spanish && typeof english === "object" && typeof spanish === "object") {
    for (const [key, value] of Object.entries(spanish))
      pair((english as Record<string, unknown>)[key], value);
  }
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8").replace(/^\uFEFF/, ""));

for (const file of fs.readdirSync(path.join(ROOT, "app/locales/es"))) {
  pair(readJson(path.join(ROOT, "app/locales/en", file)), readJson(path.join(ROOT, "app/locales/es", file)));
}
function contentTwins(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) contentTwins(full);
    else if (entry.name.endsWith(".es.json"))
      pair(readJson(full.replace(/\.es\.json$/, ".json")), readJson(full));
  }
}
contentTwins(path.join(ROOT, "content"));

export function spanish(english: string): string {
  const found = words.get(english);
  if (found === undefined) throw new Error(`No Spanish text for "${english}"`);
  return found;
}

type Question = { text: string; answers?: Array<{ label: string }> };
const questions = (language: "en" | "es"): Question[] =>
  readJson(path.join(ROOT, `content/trade-in/questions${language === "es" ? ".es" : ""}.json`)).questions;

/**
 * The Spanish of one trade-in answer, read under its own question (the same English answer,
 * "None", is "Ninguno" under one question and "Ninguna" under another).
 */
export function spanishAnswer(question: string, label: string): { question: string; answer: string } {
  const english = questions("en");
  const index = english.findIndex((q) => q.text === question);
  const answer = english[index]?.answers?.findIndex((a) => a.label === label) ?? -1;
  const spanish = questions("es")[index];
  const translated = spanish?.answers?.[answer]?.label;
  if (index < 0 || answer < 0 || !spanish || !translated)
    throw new Error(`No Spanish answer "${label}" for "${question}"`);
  return { question: spanish.text, answer: translated };
}
