import type { ReactNode } from "react";
import { FeedbackDialogProvider } from "../components/feedback-dialog-slot";
import { FeedbackDialog } from "../features/reviews/feedback-dialog";

/** What one feature shows of another, composed here so that features never import each other. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <FeedbackDialogProvider dialog={FeedbackDialog}>{children}</FeedbackDialogProvider>;
}
