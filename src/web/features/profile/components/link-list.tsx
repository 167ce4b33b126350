import { ChevronRight, CircleCheck, CircleDashed } from "lucide";
import { Icon, type IconNode } from "../../../components/icon";
import { IconBadge } from "../../../components/icon-badge";
import { Link } from "../../../components/link";
import { cn } from "../../../lib/cn";

export type LinkRowItem = {
  to: string;
  label: string;
  icon: IconNode;
  /** Shown for sections of the profile: a green check when done, a dashed circle when not. */
  done?: boolean;
};

/** A white card of tappable rows, each with an icon, a label, an optional status and a chevron. */
export function LinkList({
  items,
  label,
  marks,
  className,
}: {
  items: LinkRowItem[];
  label: string;
  /** How a section's state is read aloud, in the screen's language; needed when an item has `done`. */
  marks?: Marks;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm">
        {items.map((item) => (
          <li key={item.to}>
            <LinkRow {...item} marks={marks} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type Marks = { done: string; notDone: string };

const MARKS = {
  done: { icon: CircleCheck, tone: "text-emerald-600" },
  notDone: { icon: CircleDashed, tone: "text-gray-400" },
} as const;

/** A section's state: a green check when done, a dashed circle when not, named for screen readers. */
function DoneMark({ done, marks }: { done: boolean; marks: Marks }) {
  const { icon: glyph, tone } = done ? MARKS.done : MARKS.notDone;
  const label = done ? marks.done : marks.notDone;
  return (
    <span role="img" aria-label={label} title={label} className={tone}>
      <Icon node={glyph} aria-hidden="true" className="size-5" />
    </span>
  );
}

function LinkRow({ to, label, icon: glyph, done, marks }: LinkRowItem & { marks: Marks | undefined }) {
  return (
    <Link
      to={to}
      className={cn(
        "flex min-h-14 items-center gap-4 px-4 py-3 transition-colors hover:bg-brand-50/60 active:bg-brand-50",
        "focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500",
      )}
    >
      <IconBadge icon={glyph} size="md" className="shrink-0" />
      <span className="min-w-0 flex-1 text-base font-medium text-gray-900">{label}</span>
      {done !== undefined && marks && <DoneMark done={done} marks={marks} />}
      <Icon node={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
    </Link>
  );
}
