import { X } from "lucide";
import { cn } from "../lib/cn";
import { Icon } from "./icon";

export type CloseButtonProps = {
  /** The accessible name, e.g. "Close" or "Dismiss message". */
  label: string;
  onClick: () => void;
  /** The cross: 20 px beside a title, 16 px beside a line of small text. */
  iconSize?: "size-4" | "size-5";
  /** Position, size and colours of the round target; the 44 px target is the default. */
  className?: string;
};

/** The round "×" that closes a dialog, toast or notice: an icon-only button named by `label`. */
export function CloseButton({ label, onClick, iconSize = "size-5", className }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn("flex size-11 shrink-0 items-center justify-center rounded-full focus-ring", className)}
    >
      <Icon node={X} aria-hidden="true" className={iconSize} />
    </button>
  );
}
