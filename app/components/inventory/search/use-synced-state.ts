import { useState } from "react";

/**
 * State a control owns while the shopper changes it, reset whenever the server's value
 * changes (after a navigation): a checkbox ticked and then removed through a chip must
 * show unticked. Adjusts during render, React's pattern for state derived from a prop.
 */
export function useSyncedState<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  const [previous, setPrevious] = useState(value);
  if (!Object.is(previous, value)) {
    setPrevious(value);
    setState(value);
  }
  return [state, setState];
}
