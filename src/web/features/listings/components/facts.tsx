import { CalendarDays, MapPin } from "lucide";
import type { ReactNode } from "react";
import { Fact } from "../../../components/fact";
import type { IconNode } from "../../../components/icon";
import { eventWhenIn } from "../../../lib/event-times-in-words";
import type { Language, Translate } from "../../../lib/i18n";
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
export function whenAndWhere(t: Translate<"listings">, language: Language, event: EventDetail): EventFact[] {
  return [
    { label: t("when"), value: eventWhenIn(language, event), icon: CalendarDays },
    { label: t("where"), value: event.location, icon: MapPin },
  ];
}
