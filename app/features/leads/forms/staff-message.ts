import { z } from "zod";
import { contactFields, messageField } from "./common";

/** A message to one staff member, from their page. */
export const staffMessageSchema = z.object({
  message: messageField,
  ...contactFields,
});
export type StaffMessageForm = z.infer<typeof staffMessageSchema>;
