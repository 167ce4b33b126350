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

/** The reviews feature's "Reviews" section, as app/ provides it. */
export function ReviewsSectionSlot(props: ReviewsSectionProps) {
  return <SlotContent slot={slot} props={props} />;
}
