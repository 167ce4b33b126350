import { createFeatureSlot, SlotContent } from "./feature-slot";

export type FeedbackDialogProps = {
  open: boolean;
  onClose: () => void;
  eventId: string;
  eventName: string;
  /** Called with the server's message ("Thank you for your feedback!"), in the member's language, once saved. */
  onDone: (message: string) => void;
};

// The feedback form belongs to the reviews feature, but the chat's review card and the listings'
// seeker view open it.
const slot = createFeatureSlot<FeedbackDialogProps>();

export const FeedbackDialogProvider = slot.Provider;

/** The reviews feature's feedback form, as app/ provides it. */
export function FeedbackDialogSlot(props: FeedbackDialogProps) {
  return <SlotContent slot={slot} props={props} />;
}
