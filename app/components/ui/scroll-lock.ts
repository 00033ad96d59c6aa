/** What the lock touches: the page's root element (a plain object in unit tests). */
type ScrollRoot = { style: { overflow: string } };

const locks = new WeakMap<ScrollRoot, { holders: number; before: string }>();

/**
 * Stops the page behind a dialog, drawer or full-screen menu from scrolling, and returns the
 * release. Locks nest: a dialog opened over the mobile menu holds the page still until both
 * are gone, and the last release restores the page's own overflow (not a blank one), so
 * closing the inner one never frees the page under the outer one.
 */
export function lockPageScroll(root: ScrollRoot = document.documentElement): () => void {
  const lock = locks.get(root) ?? { holders: 0, before: root.style.overflow };
  if (lock.holders === 0) {
    lock.before = root.style.overflow;
    root.style.overflow = "hidden";
  }
  lock.holders += 1;
  locks.set(root, lock);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.holders -= 1;
    if (lock.holders === 0) root.style.overflow = lock.before;
  };
}
