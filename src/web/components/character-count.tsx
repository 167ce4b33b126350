import { cn } from "../lib/cn";

/** "12/500" under a text box with a length limit, right-aligned in even-width digits; `id` lets the box point at it. */
export function CharacterCount({
  id,
  length,
  max,
  className,
}: {
  id: string;
  length: number;
  max: number;
  className?: string;
}) {
  return (
    <p id={id} className={cn("text-right text-gray-500 tabular-nums", className)}>
      {length}/{max}
    </p>
  );
}
