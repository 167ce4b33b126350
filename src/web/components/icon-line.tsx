import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Icon, type IconNode } from "./icon";

const TONES = {
  /** Grey words: a day, a place. */
  muted: "text-gray-600",
  /** Dark, heavier words: the fact a card is about (seats left). */
  strong: "font-medium text-gray-900",
} as const;

const ICON_TONES = { brand: "text-brand-600", deep: "text-brand-700" } as const;

export type IconLineProps = {
  icon: IconNode;
  children: ReactNode;
  tone?: keyof typeof TONES;
  /** `deep` on tinted cards, where the lighter orange would not stand out. */
  iconTone?: keyof typeof ICON_TONES;
  /** `top` for words that may wrap onto more lines (the icon stays by the first). */
  align?: "center" | "top";
  /** On the line, e.g. `min-w-0` so a long place can truncate. */
  className?: string;
  /** On the text, e.g. `truncate` for a place that may not fit. */
  textClassName?: string;
};

/** One small fact of a card (a day, a place, a host): an icon before a line of grey text. */
export function IconLine({
  icon,
  children,
  tone = "muted",
  iconTone = "brand",
  align = "center",
  className,
  textClassName,
}: IconLineProps) {
  return (
    <p
      className={cn(
        "flex gap-2 text-sm",
        align === "top" ? "items-start" : "items-center",
        TONES[tone],
        className,
      )}
    >
      <Icon
        node={icon}
        aria-hidden="true"
        className={cn("size-4 shrink-0", align === "top" && "mt-0.5", ICON_TONES[iconTone])}
      />
      <span className={textClassName}>{children}</span>
    </p>
  );
}
