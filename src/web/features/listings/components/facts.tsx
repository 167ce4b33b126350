import { CalendarDays, MapPin } from "lucide";
import type { ReactNode } from "react";
import { Icon, type IconNode } from "../../../components/icon";
import { eventDays, formatTime } from "../../../lib/format";
import { LISTING_DETAIL_TEXTS } from "../../../lib/texts";
import type { EventDetail } from "../api";

export type Fact = { label: string; value: ReactNode; icon: IconNode };

/** The event's particulars: small labelled facts, two per row on wide phones, one in the side column. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm sm:grid-cols-2 md:grid-cols-1 md:p-5">
      {facts.map(({ label, value, icon: glyph }) => (
        <div key={label} className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon node={glyph} aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
            <dd className="mt-0.5 text-base break-words text-gray-900">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}

/** The two facts both views open with: the days with the start time, and the place. */
export function whenAndWhere(event: EventDetail): Fact[] {
  return [
    {
      label: LISTING_DETAIL_TEXTS.when,
      value: `${eventDays(event)} · ${formatTime(event.time)}`,
      icon: CalendarDays,
    },
    { label: LISTING_DETAIL_TEXTS.where, value: event.location, icon: MapPin },
  ];
}
