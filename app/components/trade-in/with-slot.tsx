import type { ReactNode } from "react";

/** The value to give a message's placeholder that an element fills: `t(id, { phone: SLOT })`. */
export const SLOT = "\u0000";

/** A translated sentence with one element in it (a link), split where `SLOT` stands. */
export function withSlot(text: string, element: ReactNode): ReactNode {
  const [before, ...rest] = text.split(SLOT);
  return (
    <>
      {before}
      {element}
      {rest.join("")}
    </>
  );
}
