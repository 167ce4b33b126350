import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { Icon, type IconNode } from "./icon";

export type TitledSectionProps = {
  title: string;
  /** Shown before the title. */
  icon?: IconNode;
  /** 3 where the section sits under another titled part of the screen. */
  headingLevel?: 2 | 3;
  /** `compact`: a card within a card (smaller padding, heading and icon); `form`: a form's section. */
  size?: keyof typeof SIZES;
  children: ReactNode;
  /** Layout and spacing of the content (e.g. `space-y-4`); the padding comes from `size`. */
  className?: string;
  headingClassName?: string;
};

const SIZES = {
  md: { box: "p-5", heading: "text-base", icon: "size-5" },
  form: { box: "p-4 md:p-6", heading: "text-base", icon: "size-5" },
  compact: { box: "p-4", heading: "text-sm", icon: "size-4.5" },
} as const;

/** A white card named by its heading (the region's accessible name), e.g. a group of answers or of fields. */
export function TitledSection({
  title,
  icon: glyph,
  headingLevel = 2,
  size = "md",
  children,
  className,
  headingClassName,
}: TitledSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl border border-gray-200/80 bg-white shadow-sm", SIZES[size].box, className)}
    >
      <Heading
        id={headingId}
        className={cn(
          glyph && "flex items-center gap-2",
          "font-semibold text-gray-900",
          SIZES[size].heading,
          headingClassName,
        )}
      >
        {glyph && <Icon node={glyph} aria-hidden="true" className={cn("text-brand-600", SIZES[size].icon)} />}
        {title}
      </Heading>
      {children}
    </section>
  );
}
