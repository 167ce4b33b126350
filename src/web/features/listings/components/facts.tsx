import { CalendarDays, MapPin } from "lucide";
import type { ReactNode } from "react";
import { Fact } from "../../../components/fact";
import type { IconNode } from "../../../components/icon";
import { eventDays, formatTime } from "../../../lib/format";
import { LISTING_DETAIL_TEXTS } from "../../../lib/texts";
import type { EventDetail } from "../api";

export type EventFact = { label: string; value: ReactNode; icon: IconNode };

/** The event's particulars: small labelled facts, two per row on wide phones, one in the side column. */
export function Facts({ facts }: { facts: EventFact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm sm:grid-cols-2 md:grid-cols-1 md:p-5">
      {facts.map(({ label, value, icon }) => (
        <Fact key={label} icon={icon} label={label} look="grid">
          {value}
        </Fact>
      ))}
    </dl>
  );
}

/** The two facts both views open with: the days with the start time, and the place. */
export function whenAndWhere(event: EventDetail): EventFact[] {
  return [
    {
      label: LISTING_DETAIL_TEXTS.when,
      value: `${eventDays(event)} · ${formatTime(event.time)}`,
      icon: CalendarDays,
    },
    { label: LISTING_DETAIL_TEXTS.where, value: event.location, icon: MapPin },
  ];
}
