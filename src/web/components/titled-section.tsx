import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { Icon, type IconNode } from "./icon";

export type TitledSectionProps = {
  title: string;
  /** Shown before the title. */
  icon?: IconNode;
  /** 3 where the section sits under another titled part of the screen. */
  headingLevel?: 2 | 3;
  /**
   * `compact`: a card within a card (smaller padding, heading and icon); `form`: a form's section;
   * `panel`: a side panel of an admin screen, titled by a small upper-case label.
   */
  size?: keyof typeof SIZES;
  /** A line under the title saying what the section is for. */
  hint?: ReactNode;
  /** At the end of the title's line, e.g. a count. */
  aside?: ReactNode;
  /** The section's own id, where the screen links to it (`/profile#your-data`). */
  id?: string;
  children: ReactNode;
  /** Layout and spacing of the content (e.g. `space-y-4`); the padding comes from `size`. */
  className?: string;
  /** On the heading, or on the title's line where there is an `aside` (e.g. `mb-3`). */
  headingClassName?: string;
};

const SIZES = {
  md: { box: "p-5", heading: "text-base text-gray-900", icon: "size-5" },
  form: { box: "p-4 md:p-6", heading: "text-base text-gray-900", icon: "size-5" },
  compact: { box: "p-4", heading: "text-sm text-gray-900", icon: "size-4.5" },
  panel: { box: "p-5 md:p-6", heading: "text-sm tracking-wide text-gray-600 uppercase", icon: "size-4" },
} as const;

/** A white card named by its heading (the region's accessible name), e.g. a group of answers or of fields. */
export function TitledSection({
  title,
  icon: glyph,
  headingLevel = 2,
  size = "md",
  hint,
  aside,
  id,
  children,
  className,
  headingClassName,
}: TitledSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const heading = (
    <Heading
      id={headingId}
      className={cn(
        glyph && "flex items-center gap-2",
        "font-semibold",
        SIZES[size].heading,
        aside === undefined && headingClassName,
      )}
    >
      {glyph && <Icon node={glyph} aria-hidden="true" className={cn("text-brand-600", SIZES[size].icon)} />}
      {title}
    </Heading>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("rounded-2xl border border-gray-200/80 bg-white shadow-sm", SIZES[size].box, className)}
    >
      {aside === undefined ? (
        heading
      ) : (
        <div className={cn("flex items-center justify-between gap-2", headingClassName)}>
          {heading}
          {aside}
        </div>
      )}
      {hint && <p className="mt-1 mb-4 text-sm text-gray-600">{hint}</p>}
      {children}
    </section>
  );
}
