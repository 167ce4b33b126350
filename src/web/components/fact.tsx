import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Icon, type IconNode } from "./icon";

const LOOKS = {
  /** A row of a list divided by hairlines (an event's side card, a contact's page): its own small list. */
  row: {
    box: "py-3",
    badge: "mt-0.5 size-9 rounded-full text-brand-600",
    icon: "size-4",
    term: "font-semibold",
    value: "",
  },
  /** An item of a grid of facts in one <dl> (a listing's particulars). */
  grid: {
    box: "",
    badge: "size-10 rounded-full text-brand-600",
    icon: "size-5",
    term: "font-medium",
    value: "mt-0.5 break-words",
  },
  /** An item of an admin's grid in one <dl>: square badges, the value heavier. */
  tile: {
    box: "",
    badge: "size-10 rounded-xl text-brand-700",
    icon: "size-5",
    term: "font-semibold",
    value: "mt-0.5 font-medium break-words",
  },
} as const;

export type FactProps = {
  icon: IconNode;
  label: string;
  children: ReactNode;
  /** `row` is a <dl> of its own; `grid` and `tile` are items of the caller's <dl>. */
  look?: keyof typeof LOOKS;
};

/** One labelled fact of an event (when, where, slots): an icon in a tinted badge, a small label, the value. */
export function Fact({ icon: glyph, label, children, look = "row" }: FactProps) {
  const style = LOOKS[look];
  const Terms = look === "row" ? "dl" : "div";
  return (
    <div className={cn("flex items-start gap-3", style.box)}>
      <span className={cn("flex shrink-0 items-center justify-center bg-brand-50", style.badge)}>
        <Icon node={glyph} aria-hidden="true" className={style.icon} />
      </span>
      <Terms className="min-w-0">
        <dt className={cn("text-xs tracking-wide text-gray-500 uppercase", style.term)}>{label}</dt>
        <dd className={cn("text-base text-gray-900", style.value)}>{children}</dd>
      </Terms>
    </div>
  );
}
