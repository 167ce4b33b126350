import { type ComponentType, createContext, type ReactNode, useContext } from "react";

export type FeedbackDialogProps = {
  open: boolean;
  onClose: () => void;
  eventId: string;
  eventName: string;
  /** Called with the server's message ("Thank you for your feedback!") once the review is saved. */
  onDone: (message: string) => void;
};

// The feedback form belongs to the reviews feature, but the chat's review card and the listings'
// seeker view open it. Features never import each other, so app/ hands the form down through this
// slot (see app/feature-slots.tsx); without a provider nothing is shown.
const FeedbackDialogContext = createContext<ComponentType<FeedbackDialogProps> | null>(null);

export function FeedbackDialogProvider({
  dialog,
  children,
}: {
  dialog: ComponentType<FeedbackDialogProps>;
  children: ReactNode;
}) {
  return <FeedbackDialogContext.Provider value={dialog}>{children}</FeedbackDialogContext.Provider>;
}

/** The reviews feature's feedback form, as app/ provides it. */
export function FeedbackDialogSlot(props: FeedbackDialogProps) {
  const Dialog = useContext(FeedbackDialogContext);
  return Dialog ? <Dialog {...props} /> : null;
}
