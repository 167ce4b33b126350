import { createFeatureSlot, SlotContent } from "./feature-slot";

export type SafetyPanelProps = { eventId: string; eventName: string };

// The trusted-contact panel (share a link, check in, "Home safe?") belongs to the share feature, but
// the event screens of events and listings show it.
const slot = createFeatureSlot<SafetyPanelProps>();

export const SafetyPanelProvider = slot.Provider;

/** The share feature's panel for an accepted member, as app/ provides it. */
export function SafetyPanelSlot(props: SafetyPanelProps) {
  return <SlotContent slot={slot} props={props} />;
}
