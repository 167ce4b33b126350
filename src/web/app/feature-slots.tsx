import { lazy, type ReactNode } from "react";
import { FeedbackDialogProvider } from "../components/feedback-dialog-slot";
import { HelpButtonProvider } from "../components/help-button-slot";
import { ReviewsSectionProvider } from "../components/reviews-section-slot";
import { SafetyPanelProvider } from "../components/safety-panel-slot";
import { withWords } from "../lib/i18n";

// The form loads when a screen that can open it first shows, not with the app's first script (the
// slot waits for it, showing nothing meanwhile).
const FeedbackDialog = lazy(async () => ({
  default: (await withWords(import("../features/reviews/feedback-dialog"), "review-forms")).FeedbackDialog,
}));

// The trusted-contact panel, likewise, with the first event screen of a member who joined.
const SafetyPanel = lazy(async () => ({
  default: (await withWords(import("../features/share/safety-panel"), "safety")).SafetyPanel,
}));

// The reviews members read, with the first event page or host profile that shows them (issue 27).
const ReviewsSection = lazy(async () => ({
  default: (await withWords(import("../features/reviews/reviews-section"), "reviews")).ReviewsSection,
}));

// "Help" and its sheet, with the first screen that offers it (an experience on now, ADR 0045).
const HelpButton = lazy(async () => ({
  default: (await import("../features/help/help-button")).HelpButton,
}));

/** What one feature shows of another, composed here so that features never import each other. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <FeedbackDialogProvider value={FeedbackDialog}>
      <SafetyPanelProvider value={SafetyPanel}>
        <ReviewsSectionProvider value={ReviewsSection}>
          <HelpButtonProvider value={HelpButton}>{children}</HelpButtonProvider>
        </ReviewsSectionProvider>
      </SafetyPanelProvider>
    </FeedbackDialogProvider>
  );
}
