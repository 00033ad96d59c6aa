import { Marked, type Token, type Tokens } from "marked";
import { type Language, localizePath } from "~/lib/i18n/languages";
import { escapeHtml, htmlToText, slugify } from "./text";

/**
 * Markdown of content files, rendered once at load time with `marked`.
 *
 * Content is written by the dealership's staff, not by developers, so raw HTML in a file is
 * shown as text (a pasted `<script>` can never run on the site), links may only be site
 * paths, #anchors, http(s), mailto: or tel:, and headings get ids so a page can offer a
 * table of contents and deep links (/legal/privacy-policy#cookies).
 *
 * Links are written as English site paths; rendered in Spanish, a site path becomes its
 * Spanish twin (`/contact-us` -> `/es/contact-us`, files and endpoints unchanged), so a
 * Spanish page never links to an English one.
 */
export type Heading = { depth: number; text: string; id: string };
export type ImageRef = { src: string; alt: string };

export type RenderedMarkdown = {
  html: string;
  /** The readable text, for search and JSON-LD. */
  text: string;
  headings: Heading[];
  /** Every link target, as written, so the loader can check them. */
  links: string[];
  images: ImageRef[];
};

const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

type Found = Omit<RenderedMarkdown, "html" | "text"> & { usedIds: Map<string, number> };

/**
 * What the renderer collects for the document being rendered. One `Marked` instance serves
 * every document (building one per call doubled the load time); rendering is synchronous,
 * so `found` always belongs to the current call.
 */
let found: Found = newFound();
/** The language of the document being rendered (same reasoning as `found`). */
let rendering: Language = "en";

function newFound(): Found {
  return { headings: [], links: [], images: [], usedIds: new Map() };
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      const shown = escapeHtml(token.text);
      return "block" in token && token.block ? `<p>${shown.trim()}</p>\n` : shown;
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      const text = htmlToText(inner);
      const base = slugify(text) || "section";
      const seen = found.usedIds.get(base) ?? 0;
      found.usedIds.set(base, seen + 1);
      const id = seen ? `${base}-${seen + 1}` : base;
      found.headings.push({ depth, text, id });
      return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
    },
    link(token: Tokens.Link) {
      found.links.push(token.href);
      // An unsafe target (javascript:, data:) keeps its words and loses the link.
      if (!isSafeHref(token.href)) return this.parser.parseInline(token.tokens);
      // `false` hands the same token to marked's own renderer, which writes its (localized) href.
      token.href = localizePath(token.href, rendering);
      return false;
    },
    image(token: Tokens.Image) {
      found.images.push({ src: token.href, alt: token.text });
      return isSafeHref(token.href) ? false : escapeHtml(token.text);
    },
  },
});

function collect(render: () => string, language: Language): { html: string; found: Found } {
  found = newFound();
  rendering = language;
  try {
    return { html: render(), found };
  } finally {
    rendering = "en";
  }
}

/** `links` keep the targets as written (English paths); the HTML links to pages in `language`. */
export function renderMarkdown(source: string, language: Language = "en"): RenderedMarkdown {
  const { html, found: f } = collect(() => marked.parse(source) as string, language);
  return { html, text: htmlToText(html), headings: f.headings, links: f.links, images: f.images };
}

/** One line of Markdown (an FAQ answer): links and emphasis, no paragraph around it. */
export function renderInlineMarkdown(
  source: string,
  language: Language = "en",
): Omit<RenderedMarkdown, "headings"> {
  const { html, found: f } = collect(() => marked.parseInline(source) as string, language);
  return { html, text: htmlToText(html), links: f.links, images: f.images };
}

export type MarkdownSection = { heading: string; body: string };

/**
 * Cuts a Markdown body at its level-2 headings: the text before the first one, then one
 * section per heading with the Markdown under it. A help-center category is written this
 * way: one `## Question?` per answer.
 */
export function splitAtHeadings(source: string): { intro: string; sections: MarkdownSection[] } {
  const tokens: Token[] = marked.lexer(source);
  let intro = "";
  const sections: MarkdownSection[] = [];
  for (const token of tokens) {
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) {
      sections.push({ heading: (token as Tokens.Heading).text.trim(), body: "" });
    } else if (sections.length) {
      sections[sections.length - 1]!.body += token.raw;
    } else {
      intro += token.raw;
    }
  }
  return { intro: intro.trim(), sections: sections.map((s) => ({ ...s, body: s.body.trim() })) };
}
