import { z } from "zod";
import { defineLeadKind } from "./kind";

/** UNLOCK_INVENTORY: the visitor gave their details to see the whole inventory. No details. */
export const unlockInventoryKind = defineLeadKind({
  label: "Unlock inventory",
  details: z.object({}),
  sections: () => [],
});
