import { useState } from "react";
import { useNearViewport } from "../lib/use-near-viewport";
import { createFeatureSlot, SlotContent } from "./feature-slot";

/**
 * Whose reviews the section shows: a host's (every experience they hosted), or, with `eventId`, that
 * experience's (its host's while it has none yet).
 */
export type ReviewsSectionProps = { hostId: string; eventId?: string };

// The reviews members read (issue 27 item 6) belong to the reviews feature, but the event page and
// a host's profile show them.
const slot = createFeatureSlot<ReviewsSectionProps>();

export const ReviewsSectionProvider = slot.Provider;

/**
 * The reviews feature's "Reviews" section, as app/ provides it. It sits below the fold on a phone, so
 * its code and its request wait until the member scrolls near it (first-visit JS budget, bench:web);
 * without IntersectionObserver it shows at once.
 */
export function ReviewsSectionSlot(props: ReviewsSectionProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const ref = useNearViewport<HTMLDivElement>(() => setNear(true), !near);
  if (near) return <SlotContent slot={slot} props={props} />;
  return <div ref={ref} className="min-h-24" />;
}
