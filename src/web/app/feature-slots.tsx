import { lazy, type ReactNode, Suspense } from "react";
import { type FeedbackDialogProps, FeedbackDialogProvider } from "../components/feedback-dialog-slot";
import { type SafetyPanelProps, SafetyPanelProvider } from "../components/safety-panel-slot";

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

// The trusted-contact panel, likewise, with the first event screen of a member who joined.
const SafetyPanel = lazy(async () => ({
  default: (await import("../features/share/safety-panel")).SafetyPanel,
}));

function LazySafetyPanel(props: SafetyPanelProps) {
  return (
    <Suspense fallback={null}>
      <SafetyPanel {...props} />
    </Suspense>
  );
}

/** What one feature shows of another, composed here so that features never import each other. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <FeedbackDialogProvider dialog={LazyFeedbackDialog}>
      <SafetyPanelProvider panel={LazySafetyPanel}>{children}</SafetyPanelProvider>
    </FeedbackDialogProvider>
  );
}
