import { X } from "lucide";
import type { Ref } from "react";
import { cn } from "../lib/cn";
import { Icon } from "./icon";

export type CloseButtonProps = {
  /** The accessible name, e.g. "Close" or "Dismiss message". */
  label: string;
  onClick: () => void;
  /** The cross: 20 px beside a title, 16 px beside a line of small text, 24 px over a photo. */
  iconSize?: "size-4" | "size-5" | "size-6";
  /** The round target: 44 px, or 36 px inside a notice's line. */
  target?: "size-11" | "size-9";
  /** Position and colours of the round target. */
  className?: string;
  /** For a screen that moves the focus to it. */
  ref?: Ref<HTMLButtonElement>;
};

/** The round "×" that closes a dialog, toast or notice: an icon-only button named by `label`. */
export function CloseButton({
  label,
  onClick,
  iconSize = "size-5",
  target = "size-11",
  className,
  ref,
}: CloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn("flex shrink-0 items-center justify-center rounded-full focus-ring", target, className)}
    >
      <Icon node={X} aria-hidden="true" className={iconSize} />
    </button>
  );
}
