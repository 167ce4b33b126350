import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { Icon, type IconNode } from "./icon";

export type TitledSectionProps = {
  title: string;
  /** Shown before the title. */
  icon?: IconNode;
  /** 3 where the section sits under another titled part of the screen. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
  headingClassName?: string;
  iconClassName?: string;
};

/** A white card named by its heading (the region's accessible name), e.g. a group of answers or of fields. */
export function TitledSection({
  title,
  icon: glyph,
  headingLevel = 2,
  children,
  className,
  headingClassName,
  iconClassName,
}: TitledSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl border border-gray-200/80 bg-white p-5 shadow-sm", className)}
    >
      <Heading
        id={headingId}
        className={cn(
          glyph && "flex items-center gap-2",
          "text-base font-semibold text-gray-900",
          headingClassName,
        )}
      >
        {glyph && (
          <Icon node={glyph} aria-hidden="true" className={cn("size-5 text-brand-600", iconClassName)} />
        )}
        {title}
      </Heading>
      {children}
    </section>
  );
}
