import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import {
  contentCopy,
  contentWith,
  contentWithJson,
  removeContentCopies,
} from "~tests/support/content-copies";
import { ContentError } from "./content-error";
import { loadContent } from "./load-content.server";

/** A broken file stops start-up with one line naming the file and the field. */
function loadError(dir: string): ContentError {
  try {
    loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).name).toBe("ContentError");
    return error as ContentError;
  }
  throw new Error("the broken content loaded");
}

const ARTICLE = "articles/oil-change-intervals.md";

afterAll(removeContentCopies);

describe("a content file saved with a UTF-8 byte-order mark", () => {
  it("loads as if the mark were not there (JSON and Markdown, English and Spanish)", () => {
    const dir = contentCopy();
    for (const file of ["company.json", "company.es.json", ARTICLE]) {
      const full = path.join(dir, file);
      fs.writeFileSync(full, `\uFEFF${fs.readFileSync(full, "utf8")}`);
    }
    const clean = contentCopy();
    expect(loadContent(dir)).toEqual(loadContent(clean));
    const spanish = loadSettings(dir, "es");
    expect(spanish).toEqual(loadSettings(clean, "es"));
    expect(loadContent(dir, spanish, "es")).toEqual(loadContent(clean, loadSettings(clean, "es"), "es"));
  });
});

describe("a broken content file", () => {
  it("names the Markdown file and the front-matter field", () => {
    const dir = contentWith(ARTICLE, (t) => t.replace("category: faqs", "category: oil"));
    expect(loadError(dir).message).toBe(
      'content/articles/oil-change-intervals.md: field category: Invalid option: expected one of "staff-reviews"|"car-advice-education"|"faqs"|"news"|"community-outreach"',
    );
  });

  it("names a misspelt or missing front-matter field", () => {
    const misspelt = contentWith(ARTICLE, (t) => t.replace("publishedAt:", "published:"));
    expect(loadError(misspelt).message).toMatch(
      /^content\/articles\/oil-change-intervals\.md: field publishedAt: /,
    );
    const badDate = contentWith(ARTICLE, (t) =>
      t.replace('publishedAt: "2026-04-15"', 'publishedAt: "2026-04-31"'),
    );
    expect(loadError(badDate).message).toBe(
      "content/articles/oil-change-intervals.md: field publishedAt: must be a date like 2026-11-22",
    );
  });

  it("reports invalid YAML front matter with its line", () => {
    const dir = contentWith(ARTICLE, (t) => t.replace("author: Quad", "author: [Quad"));
    expect(loadError(dir).message).toMatch(
      /^content\/articles\/oil-change-intervals\.md: front matter line \d+: /,
    );
    // The repeated title lands on line 5 of the file (line 1 is the opening ---).
    const duplicate = contentWith(ARTICLE, (t) => t.replace("author: Quad", "title: Again\nauthor: Quad"));
    expect(loadError(duplicate).message).toMatch(
      /^content\/articles\/oil-change-intervals\.md: front matter line 5: Map keys must be unique/,
    );
  });

  it("reports a Markdown file without front matter", () => {
    const dir = contentWith(ARTICLE, (t) => t.replace(/^---\n/, ""));
    expect(loadError(dir).message).toBe(
      "content/articles/oil-change-intervals.md: front matter: missing (the file must start with a --- line)",
    );
  });

  it("names the JSON file and the nested field", () => {
    const review = contentWithJson("reviews.json", (r) => (r[3].category = ["Buy", "Lease"]));
    expect(loadError(review).message).toMatch(
      /^content\/reviews\.json: field 3\.category\.1: Invalid option/,
    );
    const promo = contentWithJson("promotions.json", (p) => (p[0].endDate = "2051-01-01"));
    expect(loadError(promo).message).toBe(
      "content/promotions.json: field 0.endDate: must be no later than 2050-12-31",
    );
    const home = contentWithJson("home.json", (h) => (h.hero.slides[0].images[0].alt = ""));
    expect(loadError(home).message).toBe(
      "content/home.json: field hero.slides.0.images.0.alt: every picture needs a useful alt text",
    );
    const slides = contentWithJson("home.json", (h) => h.hero.slides.push(h.hero.slides[0]));
    expect(loadError(slides).message).toBe(
      "content/home.json: field hero.slides: must hold one slide: the other offers are the department tabs",
    );
    const faqs = contentWithJson("faqs.json", (f) => delete f.service);
    expect(loadError(faqs).message).toMatch(/^content\/faqs\.json: field service: /);
  });

  it("reports JSON that does not parse", () => {
    const dir = contentWith("home.json", (t) => t.replace("{", "{,"));
    expect(loadError(dir).message).toMatch(/^content\/home\.json: .*JSON/);
  });

  it("reports an unknown placeholder", () => {
    const dir = contentWith("legal/terms-of-sale.md", (t) => t.replace("{{fee.documentary}}", "{{fee.doc}}"));
    expect(loadError(dir).message).toBe("content/legal/terms-of-sale.md: unknown placeholder {{fee.doc}}");
  });

  it("refuses a second h1, unsafe links and pictures from elsewhere", () => {
    const h1 = contentWith(ARTICLE, (t) => `${t}\n# Another title\n`);
    expect(loadError(h1).message).toBe(
      'content/articles/oil-change-intervals.md: heading "Another title" must be ## or deeper (the title is the h1)',
    );
    const script = contentWith(ARTICLE, (t) => `${t}\n[Click](javascript:alert(1))\n`);
    expect(loadError(script).message).toMatch(
      /oil-change-intervals\.md: link "javascript:alert\(1\)" is not allowed/,
    );
    const picture = contentWith(ARTICLE, (t) => `${t}\n![A car](https://example.com/car.jpg)\n`);
    expect(loadError(picture).message).toMatch(
      /picture "https:\/\/example\.com\/car\.jpg" must be a drawn vehicle picture/,
    );
    const noAlt = contentWith(ARTICLE, (t) => `${t}\n![](/vehicle-images/suvs-2f4b7c-1.svg)\n`);
    expect(loadError(noAlt).message).toMatch(
      /picture "\/vehicle-images\/suvs-2f4b7c-1\.svg" needs an alt text/,
    );
  });

  it("reports missing files and names that point nowhere", () => {
    const dir = contentCopy();
    fs.rmSync(path.join(dir, "legal/cookie-policy.md"));
    expect(loadError(dir).message).toBe("content/legal/cookie-policy.md: file is missing");
    const author = contentWith(ARTICLE.replace("oil-change-intervals", "trade-in-tips"), (t) =>
      t.replace("authorSlug: tyler-nguyen", "authorSlug: tyler-ngyen"),
    );
    expect(loadError(author).message).toBe(
      'content/articles/trade-in-tips.md: field authorSlug: no staff member "tyler-ngyen" in content/staff.json',
    );
    const group = contentWithJson("home.json", (h) => (h.faqs.group = "homepage"));
    expect(loadError(group).message).toBe(
      'content/home.json: field faqs.group: no group "homepage" in content/faqs.json',
    );
    const page = contentWith("pages/referrals.md", (t) => t.replace("path: /referrals", "path: /referral"));
    expect(loadError(page).message).toBe("content/pages/referrals.md: field path: must be /referrals");
  });

  it("keeps article slugs out of the way of pages", () => {
    const dir = contentCopy();
    fs.renameSync(path.join(dir, ARTICLE), path.join(dir, "articles/search.md"));
    expect(loadError(dir).message).toBe(
      'content/articles/search.md: "search" is taken by a page; rename the file',
    );
    const upper = contentCopy();
    fs.renameSync(path.join(upper, ARTICLE), path.join(upper, "articles/Oil_Change.md"));
    expect(loadError(upper).message).toBe(
      "content/articles/Oil_Change.md: file name must be lower-case words joined by hyphens",
    );
  });

  it("needs each help-center answer under a question heading", () => {
    const dir = contentWith("help-center/service.md", (t) =>
      t.replace("## How do I book an appointment?", "## Booking an appointment"),
    );
    expect(loadError(dir).message).toBe(
      'content/help-center/service.md: heading "Booking an appointment" must be a question ending with ?',
    );
  });
});
