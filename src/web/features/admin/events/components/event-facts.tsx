import { costLabel } from "@shared/event-rules";
import { CUSTOM_CATEGORY } from "@shared/options";
import { CalendarDays, Clock, IndianRupee, MapPin, Tag, UsersRound } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "../../../../components/icon";
import { eventDays, formatTime } from "../../../../lib/format";
import { ADMIN_EVENTS_TEXTS } from "../../../../lib/texts";
import type { AdminEvent } from "../api";

/** The listing's facts as a definition list: category, dates, time, place, slots and cost. */
export function EventFacts({ event }: { event: AdminEvent }) {
  const ownScene = event.category === CUSTOM_CATEGORY && event.customCategory;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Fact icon={<Icon node={Tag} />} label={ADMIN_EVENTS_TEXTS.category}>
        {ownScene ? (
          <>
            {event.customCategory}
            <span className="block text-sm font-normal text-gray-500">{event.category}</span>
          </>
        ) : (
          event.category
        )}
      </Fact>
      <Fact icon={<Icon node={CalendarDays} />} label={ADMIN_EVENTS_TEXTS.dates}>
        {eventDays(event)}
      </Fact>
      <Fact icon={<Icon node={Clock} />} label={ADMIN_EVENTS_TEXTS.startsAt}>
        {formatTime(event.time)}
      </Fact>
      <Fact icon={<Icon node={MapPin} />} label={ADMIN_EVENTS_TEXTS.location}>
        {event.location}
      </Fact>
      <Fact icon={<Icon node={UsersRound} />} label={ADMIN_EVENTS_TEXTS.slots}>
        {ADMIN_EVENTS_TEXTS.slotsCount(event.totalSlots, event.availableSlots)}
      </Fact>
      <Fact icon={<Icon node={IndianRupee} />} label={ADMIN_EVENTS_TEXTS.cost}>
        {costLabel(event.paymentType, event.cost)}
      </Fact>
    </dl>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&>svg]:size-5"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
        <dd className="mt-0.5 text-base font-medium break-words text-gray-900">{children}</dd>
      </div>
    </div>
  );
}
