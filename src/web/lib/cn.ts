import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping the falsy ones; when two Tailwind classes set the same property the
 * later one wins (tailwind-merge), so a caller's className overrides a component's default without `!`.
 * A single part has nothing to override and is returned as written: tailwind-merge parses every new
 * string it sees, work a phone's first render paid for each component without a caller's className.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  const present = parts.filter(Boolean) as string[];
  if (present.length <= 1) return present[0] ?? "";
  return twMerge(present.join(" "));
}

/**
 * tailwind-merge builds its class map on its first merge (about 20 ms on a phone): done here as a
 * task of its own before the first render (main.tsx), not inside it.
 */
export function warmClassMerge(): void {
  twMerge("p-0 p-1");
}
