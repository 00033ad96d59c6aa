import { describe, expect, it } from "vitest";
import { FrontMatterError, splitFrontMatter } from "./front-matter";
import { renderInlineMarkdown, renderMarkdown, splitAtHeadings } from "./markdown";

describe("Markdown of content files", () => {
  it("shows raw HTML as text: a pasted script never runs", () => {
    const { html, text } = renderMarkdown(
      'Read this.\n\n<script>alert("hi")</script>\n\nSome <b>bold</b> and <img src=x onerror=alert(1)> inline.\n',
    );
    expect(html).not.toMatch(/<script|<b>|<img/);
    expect(html).toContain("&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;");
    expect(html).toContain("Some &lt;b&gt;bold&lt;/b&gt; and &lt;img src=x onerror=alert(1)&gt; inline.");
    expect(text).toContain('<script>alert("hi")</script>');
  });

  it("keeps site links relative and drops unsafe ones to their words", () => {
    const { html, links } = renderMarkdown(
      "See [the CARFAX guide](/car-research/how-to-read-a-carfax-report), [call](tel:+13095550101) or [this](javascript:alert(1)).",
    );
    expect(html).toContain('<a href="/car-research/how-to-read-a-carfax-report">the CARFAX guide</a>');
    expect(html).toContain('<a href="tel:+13095550101">call</a>');
    expect(html).not.toContain("javascript:");
    expect(html).toContain(" or this.");
    expect(links).toEqual([
      "/car-research/how-to-read-a-carfax-report",
      "tel:+13095550101",
      "javascript:alert(1)",
    ]);
  });

  it("gives headings unique ids for deep links and a table of contents", () => {
    const { html, headings } = renderMarkdown(
      "## What's covered?\n\ntext\n\n### Café *hours*\n\n## What's covered?\n",
    );
    expect(headings).toEqual([
      { depth: 2, text: "What's covered?", id: "whats-covered" },
      { depth: 3, text: "Café hours", id: "cafe-hours" },
      { depth: 2, text: "What's covered?", id: "whats-covered-2" },
    ]);
    expect(html).toContain('<h3 id="cafe-hours">Café <em>hours</em></h3>');
  });

  it("renders tables and lists (GFM) and one-line answers without a paragraph", () => {
    expect(renderMarkdown("| a | b |\n| - | - |\n| 1 | 2 |\n").html).toContain("<td>1</td>");
    const inline = renderInlineMarkdown(
      "Every **3,000-5,000** miles. [Book](/service/schedule) <em>now</em>",
    );
    expect(inline.html).toBe(
      'Every <strong>3,000-5,000</strong> miles. <a href="/service/schedule">Book</a> &lt;em&gt;now&lt;/em&gt;',
    );
    expect(inline.text).toBe("Every 3,000-5,000 miles. Book <em>now</em>");
  });

  it("cuts a body at its ## headings", () => {
    expect(
      splitAtHeadings("Intro line.\n\n## First?\n\nOne.\n\n- a\n\n### Detail\n\nMore.\n\n## Second?\nTwo."),
    ).toEqual({
      intro: "Intro line.",
      sections: [
        { heading: "First?", body: "One.\n\n- a\n\n### Detail\n\nMore." },
        { heading: "Second?", body: "Two." },
      ],
    });
  });
});

describe("front matter", () => {
  it("reads YAML between the --- lines and keeps dates as strings", () => {
    const { data, body } = splitFrontMatter(
      "---\ntitle: 'Oil: how often?'\npublishedAt: 2026-11-22\ntags: [a, b]\n---\n\nBody.\n",
    );
    expect(data).toEqual({ title: "Oil: how often?", publishedAt: "2026-11-22", tags: ["a", "b"] });
    expect(body).toBe("\nBody.\n");
  });

  it.each([
    ["no front matter", "# Title\n", "front matter: missing (the file must start with a --- line)"],
    ["no closing line", "---\ntitle: x\n", "front matter: no closing --- line"],
    [
      "a list instead of fields",
      "---\n- a\n- b\n---\nx",
      "front matter: must be a list of fields (name: value)",
    ],
    [
      "a colon in a plain value",
      "---\ntitle: x\ndescription: Oil: how often\n---\nx",
      /^front matter line 3: /,
    ],
  ])("explains %s", (_, source, message) => {
    expect(() => splitFrontMatter(source)).toThrow(FrontMatterError);
    expect(() => splitFrontMatter(source)).toThrow(message);
  });
});

describe("links in Spanish", () => {
  it("point site paths to Spanish pages, and keep files, anchors and outside links", () => {
    const source =
      "[Apply](/auto-financing/apply-for-financing?x=1#top), [home](/), [picture](/vehicle-images/suvs-2f4b7c-1.svg), [top](#top), [call](tel:+13095550101) and [Google](https://www.google.com/maps)";
    const spanish = renderMarkdown(source, "es");
    expect([...spanish.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "/es/auto-financing/apply-for-financing?x=1#top",
      "/es",
      "/vehicle-images/suvs-2f4b7c-1.svg",
      "#top",
      "tel:+13095550101",
      "https://www.google.com/maps",
    ]);
    // The targets as written, for the loader's checks.
    expect(spanish.links[0]).toBe("/auto-financing/apply-for-financing?x=1#top");
    expect(renderInlineMarkdown("[Contact us](/contact-us)", "es").html).toBe(
      '<a href="/es/contact-us">Contact us</a>',
    );
    expect(renderInlineMarkdown("[Contact us](/contact-us)").html).toBe(
      '<a href="/contact-us">Contact us</a>',
    );
  });
});
