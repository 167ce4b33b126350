import { twMerge } from "tailwind-merge";

// Vite replaces `import.meta.env.DEV` when it builds; the sign-in page's prerender runs this file in
// Node, where there is no `import.meta.env`.
const CHECK_OVERRIDES = import.meta.env?.DEV;

/**
 * Joins class names, skipping the falsy ones.
 *
 * Nothing is merged at run time (ADR 0028): a component and its caller never set the same property,
 * so the joined string is already what the element needs. A component whose look a caller may
 * change takes a prop for it (a skeleton's shape, a section's padding) instead of a class that
 * overrides its own. tailwind-merge, which resolved such overrides in every render, cost a phone
 * about 7 KB of script and a 20-30 ms task to build its class map before the first screen.
 *
 * The dev server and the unit tests still ask tailwind-merge: a string in which one class would
 * override another throws there, naming them. The production build drops the check (Vite replaces
 * `import.meta.env.DEV` with false) and tailwind-merge with it. Where a caller may replace a default
 * the component says so: Skeleton keeps its corners unless the caller's classes give their own.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  let classes = "";
  for (const part of parts) {
    if (part) classes = classes ? `${classes} ${part}` : part;
  }
  if (CHECK_OVERRIDES) assertNoOverride(classes);
  return classes;
}

/** Throws when tailwind-merge would drop a class of `classes` for a later one that sets the same property. */
export function assertNoOverride(classes: string): void {
  const kept = new Set(twMerge(classes).split(" "));
  const overridden = classes.split(/\s+/).filter((c) => c && !kept.has(c));
  if (overridden.length > 0) {
    throw new Error(
      `cn: ${overridden.join(" ")} would be overridden by a later class in "${classes}". Give the component a prop for what its caller changes instead (ADR 0028).`,
    );
  }
}
