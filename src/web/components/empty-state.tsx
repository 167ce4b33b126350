import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { type ButtonVariant, buttonClasses } from "./button";
import { Icon, type IconNode } from "./icon";
import { IconBadge } from "./icon-badge";
import { Link } from "./link";

// A lighter look than a button, for a way out that is not the screen's main action.
const TEXT_LINK =
  "inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-ring";

/** A link that fills the list, e.g. "Browse experiences" to /events. */
export type EmptyStateLink = {
  to: string;
  text: string;
  icon?: IconNode;
  /** A button's look (primary by default), or "text" for a plain brand-coloured link. */
  variant?: ButtonVariant | "text";
};

export type EmptyStateProps = {
  icon: IconNode;
  /** The SPEC's empty text, e.g. "No events found.". */
  text: string;
  link?: EmptyStateLink;
  /** Any other action, e.g. a "+ Create Experience" link of the screen's own. */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ icon, text, link, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-gray-200 bg-white/60 px-6 py-12 text-center",
        className,
      )}
    >
      <IconBadge icon={icon} size="xl" />
      <p className="max-w-xs text-base text-gray-600">{text}</p>
      {link && <EmptyStateLinkButton {...link} />}
      {action}
    </div>
  );
}

function EmptyStateLinkButton({ to, text, icon, variant = "primary" }: EmptyStateLink) {
  return (
    <Link to={to} className={variant === "text" ? TEXT_LINK : buttonClasses(variant)}>
      {icon && <Icon node={icon} aria-hidden="true" className="size-4" />}
      {text}
    </Link>
  );
}
