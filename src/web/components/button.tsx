import { LoaderCircle } from "lucide";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "../lib/cn";
import { Icon } from "./icon";

// `danger-outline`: a secondary button for a step away or a refusal (sign out, leave, delete my
// account, reject a listing): red words on white.
// `ghost-danger`: a ghost button that stops something. `floating`: the primary action as a pill that
// floats over a list.
export type ButtonVariant =
  | "primary"
  | "secondary"
  | "ghost"
  | "danger"
  | "danger-outline"
  | "ghost-danger"
  | "floating";
export type ButtonSize = "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 disabled:bg-brand-300",
  secondary:
    "bg-white text-gray-900 border border-gray-200 shadow-sm hover:bg-stone-50 active:bg-stone-100 disabled:text-gray-400",
  ghost: "text-gray-700 hover:bg-stone-100 active:bg-stone-200 disabled:text-gray-400",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800 disabled:bg-red-300",
  "danger-outline":
    "bg-white text-red-600 border border-gray-200 shadow-sm hover:bg-red-50 active:bg-red-100 disabled:text-red-300",
  "ghost-danger": "text-red-600 hover:bg-red-50 active:bg-red-100 disabled:text-red-300",
  floating: "bg-brand-700 text-white shadow-lg hover:bg-brand-800 active:bg-brand-900 disabled:bg-brand-300",
};

const SIZES: Record<ButtonSize, string> = {
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-13 px-6 text-base",
};

/** Classes of a button, for links that look like one. */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  fullWidth = false,
): string {
  return cn(
    "inline-flex items-center justify-center gap-2 font-semibold transition-colors select-none",
    variant === "floating" ? "rounded-full" : "rounded-xl",
    "focus-ring focus-visible:ring-offset-2",
    "disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
    fullWidth && "w-full",
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, disables the button and, when given, swaps the label (e.g. "Please Wait"). */
  busy?: boolean;
  busyLabel?: string;
};

export function Button({
  variant = "primary",
  size = "md",
  fullWidth = false,
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(buttonClasses(variant, size, fullWidth), className)}
      {...rest}
    >
      {busy && <Icon node={LoaderCircle} aria-hidden="true" className="size-4 animate-spin" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
