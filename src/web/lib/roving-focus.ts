import { useMemo, useRef } from "react";

// The arrow keys that move along a row of buttons (tabs) or down a column (a menu's items).
const ARROWS = { row: ["ArrowLeft", "ArrowRight"], column: ["ArrowUp", "ArrowDown"] } as const;

/**
 * Where `key` moves among `count` buttons from the one at `current` (WAI-ARIA tabs and menus): the
 * arrows of `axis` to the previous or next, wrapping around, Home and End to the ends; null for
 * any other key.
 */
export function rovingTarget(key: string, current: number, count: number, axis: keyof typeof ARROWS) {
  const [back, forward] = ARROWS[axis];
  if (key === back) return (current - 1 + count) % count;
  if (key === forward) return (current + 1) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * The buttons the keys move between: `refAt(index)` as each one's ref, then focus one by its index.
 * The same object every render, so effects may depend on it.
 */
export function useButtonRefs() {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  return useMemo(
    () => ({
      refAt: (index: number) => (node: HTMLButtonElement | null) => {
        refs.current[index] = node;
      },
      focus: (index: number) => refs.current[index]?.focus(),
      /** The index of `element` among the buttons; -1 when it is none of them. */
      indexOf: (element: Element | null) => refs.current.indexOf(element as HTMLButtonElement),
    }),
    [],
  );
}
