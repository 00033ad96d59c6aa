/**
 * What a form of ours can post, at the most: anything beyond is a body no page of the site
 * sends (a script's junk), answered with a 400 before any validation reads it.
 */
export type PostedFormLimits = {
  maxFields: number;
  maxNameLength: number;
  maxValueLength: number;
  /** For forms with lists (`employments[2].employer`): the highest index a page can show. */
  maxListIndex?: number;
};

/**
 * The posted form, or null when the body is not a form, carries a file (no form of ours
 * uploads one) or breaks a limit. The body's size is capped before this, by the server.
 */
export async function readPostedForm(request: Request, limits: PostedFormLimits): Promise<FormData | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  let count = 0;
  for (const [name, value] of form.entries()) {
    count += 1;
    if (count > limits.maxFields || name.length > limits.maxNameLength) return null;
    if (typeof value !== "string" || value.length > limits.maxValueLength) return null;
    if (limits.maxListIndex !== undefined)
      for (const match of name.matchAll(/\[(\d+)\]/g))
        if (Number(match[1]) > limits.maxListIndex) return null;
  }
  return form;
}
