import { type ReactNode, useId } from "react";

export type SectionProps = {
  title: string;
  /** Shown after the title, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled block of a screen (an h2 and its content). */
export function Section({ title, aside, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {aside && <div className="shrink-0 text-sm text-gray-600">{aside}</div>}
      </div>
      {children}
    </section>
  );
}
