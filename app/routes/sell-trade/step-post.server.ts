import type { PostedValues } from "~/features/trade-in/flow-steps";

/**
 * Reading a questionnaire page's post: the form, or null for a body no page of the site
 * sends (not a form, a file, too many fields, a value longer than any answer), which the
 * action answers with a 400 rather than an error.
 */
const MAX_FIELDS = 200;
const MAX_VALUE_LENGTH = 10_000;

export async function readForm(request: Request): Promise<FormData | null> {
  try {
    const form = await request.formData();
    let count = 0;
    for (const [name, value] of form.entries()) {
      count += 1;
      if (
        count > MAX_FIELDS ||
        name.length > 100 ||
        typeof value !== "string" ||
        value.length > MAX_VALUE_LENGTH
      )
        return null;
    }
    return form;
  } catch {
    return null;
  }
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
