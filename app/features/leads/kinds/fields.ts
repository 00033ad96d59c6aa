import { z } from "zod";
import { multiline } from "../model/validation";

/**
 * The text pieces detail schemas are made of: required or optional, trimmed, at most 5,000
 * characters. A detail may be a message of several lines, so each keeps line breaks and tabs
 * and refuses any other control character (issue 19: /api/email/send takes details as sent).
 */
export const detailText = multiline(z.string()).min(1).max(5000);
export const optionalDetailText = multiline(z.string()).max(5000).optional();
