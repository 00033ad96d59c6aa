import type { PostedValues } from "~/features/trade-in/flow-steps";
import { readPostedForm } from "~/lib/http/posted-form.server";

/**
 * Reading a questionnaire page's post: the form, or null for a body no page of the site
 * sends (not a form, a file, too many fields, a value longer than any answer), which the
 * action answers with a 400 rather than an error.
 */
export function readForm(request: Request): Promise<FormData | null> {
  return readPostedForm(request, { maxFields: 200, maxNameLength: 100, maxValueLength: 10_000 });
}

/** The page's own fields as posted: one text, or a list (ticked checkboxes, options). */
export function postedValues(form: FormData, names: string[]): PostedValues {
  const posted: PostedValues = {};
  for (const name of names) {
    const values = form.getAll(name).map(String);
    if (values.length === 1) posted[name] = values[0];
    else if (values.length > 1) posted[name] = values;
  }
  return posted;
}
