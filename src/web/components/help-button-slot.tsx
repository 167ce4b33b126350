import { createFeatureSlot, SlotContent } from "./feature-slot";

export type HelpButtonProps = { eventId: string; eventName: string; look?: "pill" | "block" };

// "Help" during an experience (issue 38 item 7, ADR 0045) belongs to the help feature, but the event
// page and the group chat show it, while the server says it is open for the member (`helpOpen`).
const slot = createFeatureSlot<HelpButtonProps>();

export const HelpButtonProvider = slot.Provider;

/** The help feature's button and sheet, as app/ provides them. */
export function HelpButtonSlot(props: HelpButtonProps) {
  return <SlotContent slot={slot} props={props} />;
}
