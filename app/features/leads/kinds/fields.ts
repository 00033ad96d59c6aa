import { z } from "zod";

/** The text pieces detail schemas are made of: required or optional, trimmed, at most 5,000 characters. */
export const detailText = z.string().trim().min(1).max(5000);
export const optionalDetailText = z.string().trim().max(5000).optional();
