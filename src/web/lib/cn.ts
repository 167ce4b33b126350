import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping the falsy ones; when two Tailwind classes set the same property the
 * later one wins (tailwind-merge), so a caller's className overrides a component's default without `!`.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return twMerge(parts.filter(Boolean).join(" "));
}
