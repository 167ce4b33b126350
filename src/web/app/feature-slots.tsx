import { lazy, type ReactNode, Suspense } from "react";
import { type FeedbackDialogProps, FeedbackDialogProvider } from "../components/feedback-dialog-slot";

// The form loads when a screen that can open it first shows, not with the app's first script.
const FeedbackDialog = lazy(async () => ({
  default: (await import("../features/reviews/feedback-dialog")).FeedbackDialog,
}));

function LazyFeedbackDialog(props: FeedbackDialogProps) {
  return (
    <Suspense fallback={null}>
      <FeedbackDialog {...props} />
    </Suspense>
  );
}

/** What one feature shows of another, composed here so that features never import each other. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <FeedbackDialogProvider dialog={LazyFeedbackDialog}>{children}</FeedbackDialogProvider>;
}
