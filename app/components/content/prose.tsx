/**
 * HTML rendered from the content files (Markdown, escaped and checked at load time by
 * features/content) in the site's reading style. No typography plugin: the few rules the
 * content uses are here, so prose looks the same on every page.
 */
const PROSE = [
  "text-base leading-relaxed text-ink",
  "[&>:first-child]:mt-0",
  "[&_p]:mt-4",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-bold",
  "[&_h4]:mt-6 [&_h4]:font-bold",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-brand-ink",
  "[&_a]:font-semibold [&_a]:text-brand-ink [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-dark",
  "[&_strong]:font-bold",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:text-muted",
  // Wide tables (the cookie list) scroll sideways on a phone instead of widening the page.
  "[&_table]:mt-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm",
  "[&_th]:border-b-2 [&_th]:border-line [&_th]:p-2 [&_th]:text-left [&_th]:align-bottom",
  "[&_td]:border-b [&_td]:border-line [&_td]:p-2 [&_td]:align-top",
  "[&_hr]:my-8 [&_hr]:border-line",
  "[&_code]:rounded [&_code]:bg-surface [&_code]:px-1",
].join(" ");

/** `lang` marks a text in another language than the page's (an English legal text on the Spanish site). */
export function Prose({ html, className = "", lang }: { html: string; className?: string; lang?: string }) {
  if (!html) return null;
  // The HTML comes from our own content files, escaped and link-checked by the loader.
  return <div lang={lang} className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
