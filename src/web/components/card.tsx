import type { HTMLAttributes } from "react";
import { cn } from "../lib/cn";

export type CardProps = HTMLAttributes<HTMLDivElement> & {
  /** Inner spacing; "none" for cards whose image runs to the edge. */
  padding?: "none" | "md" | "lg";
};

const PADDING = { none: "", md: "p-4", lg: "p-5 md:p-6" } as const;

export function Card({ padding = "md", className, ...rest }: CardProps) {
  return (
    <div
      className={cn("rounded-2xl border border-gray-200/80 bg-white shadow-sm", PADDING[padding], className)}
      {...rest}
    />
  );
}
