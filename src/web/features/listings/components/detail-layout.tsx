import type { ReactNode } from "react";
import { EventImage } from "../../../components/event-image";
import { useMessages } from "../../../lib/i18n";
import { ReadMore } from "./read-more";

/**
 * The top of an event's detail: picture and description on the left, actions and facts on the
 * right from 768 px; one column on phones (picture, actions and facts, then the description).
 */
export function DetailLayout({
  image,
  badge,
  aside,
  description,
}: {
  image: string | null;
  /** Shown over the picture's top-left corner. */
  badge?: ReactNode;
  aside: ReactNode;
  description: string;
}) {
  const t = useMessages("listings");
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:items-start">
      <div className="relative overflow-hidden rounded-2xl">
        <EventImage src={image} priority className="aspect-video w-full" />
        {badge && <div className="absolute top-3 left-3">{badge}</div>}
      </div>
      <div className="space-y-4 md:col-start-2 md:row-span-2 md:row-start-1">{aside}</div>
      <section
        aria-labelledby="about-experience"
        className="rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm md:col-start-1 md:p-5"
      >
        <h2 id="about-experience" className="mb-2 text-base font-semibold text-gray-900">
          {t("about")}
        </h2>
        <ReadMore text={description} />
      </section>
    </div>
  );
}
