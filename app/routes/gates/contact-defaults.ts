import type { ContactDefaults } from "~/features/leads/forms/test-drive";
import type { VisitorProfile } from "~/features/visitor/profile";

/** What the visitor last gave a lead form, for a gate's form to confirm rather than ask again. */
export function contactDefaults(profile: VisitorProfile): ContactDefaults {
  const { firstName, lastName, email, phone } = profile;
  return { firstName, lastName, email, phone };
}
