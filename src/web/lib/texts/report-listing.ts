import { LISTING_REPORT_REASON_LABELS } from "@shared/texts";
import { COMMON_TEXTS } from "./common";

// An experience's page: a member (not its host) reports the listing to the admins (issue 42 item 4).
export const REPORT_LISTING_TEXTS = {
  report: "Report",
  reportLabel: (name: string) => `Report ${name}`,
  title: "Report this listing?",
  description:
    "Our admins read every report and take down listings that put members at risk or break the rules.",
  reason: "What is wrong with it?",
  reasons: LISTING_REPORT_REASON_LABELS,
  details: "Anything our admins should know? (optional)",
  detailsPlaceholder: "For example: the host asked me to pay on another app first.",
  send: "Send report",
  cancel: COMMON_TEXTS.cancel,
} as const;
