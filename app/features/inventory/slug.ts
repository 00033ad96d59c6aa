/** URL slugs of makes and models: 'Mercedes-Benz' -> 'mercedes-benz', 'CR-V' -> 'cr-v', 'F-150' -> 'f-150'. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
