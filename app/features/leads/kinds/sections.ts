import { formatPrice } from "~/lib/format";

/**
 * A kind's details as labelled lines, shared by the text e-mail (as blocks) and the ADF
 * e-mail (in the customer's comments, since ADF has no element for a job application or a
 * credit history). Each kind builds its own sections (its entry in the registry).
 */
export type Section = { title: string; lines: Array<[label: string, value: string]> };

/** A money amount as the e-mails show it ("$18,995"), or nothing. */
export const money = (value: number | undefined) => (value === undefined ? undefined : formatPrice(value));

/** A section of the given lines; lines without a value are left out. */
export function section(title: string, lines: Array<[string, string | number | undefined | null]>): Section {
  return {
    title,
    lines: lines
      .filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== "")
      .map(([l, v]) => [l, String(v)]),
  };
}

/** Sections as plain lines: "Title" then "  Label: value". Empty sections are left out. */
export function sectionsAsText(sections: Section[], indent = "  "): string {
  return sections
    .filter((s) => s.lines.length > 0)
    .map((s) =>
      [s.title, ...s.lines.map(([l, v]) => `${indent}${l}: ${v.replace(/\n/g, `\n${indent}  `)}`)].join("\n"),
    )
    .join("\n\n");
}
