import type { ModerationSubject } from "@shared/contracts/moderation";
import { ADMIN_MODERATION_TEXTS } from "./admin";
import { ADMIN_MESSAGE_FLAG_TEXTS } from "./admin-message-flags";
import { ATTENDANCE_TEXTS } from "./attendance";
import { ADMIN_REVIEW_FLAG_TEXTS } from "./reviews";

// /admin/moderation: the one queue of everything members reported (issue 42 item 4, ADR 0043).
// Each subject's buttons keep the words (and accessible names) its own page had.
export const ADMIN_QUEUE_TEXTS = {
  title: "Reports",
  subtitle: "Everything members reported, in one queue: keep it, or act on it.",
  list: "Open reports",
  none: "Nothing is waiting for a decision.",
  noneOf: (subject: string) => `No ${subject.toLowerCase()} waiting for a decision.`,
  filter: "Show",
  all: "All",
  order: "Order",
  newest: "Newest first",
  urgent: "Most urgent first",
  loadFailed: "Could not load more reports.",
  reports: (n: number) => (n === 1 ? "1 report" : `${n} reports`),
  reportedBy: (name: string) => `${name}:`,
  automatic: "Raised automatically",
  photo: ADMIN_MESSAGE_FLAG_TEXTS.photo,
  openMember: "Open the member's flags",
  subjects: {
    message: "Messages",
    review: "Reviews",
    member: "Members",
    attendance: "No-show contests",
    listing: "Listings",
    help: "Help now",
  } satisfies Record<ModerationSubject, string>,
  /** What the card's line says the case is. */
  kind: {
    message: "Reported message",
    review: "Reported review",
    member: "Flagged member",
    attendance: "Contested no-show",
    listing: "Reported listing",
    help: "Urgent: asked for help",
  } satisfies Record<ModerationSubject, string>,
  on: (name: string) => `On ${name}`,
  /** Keep and act, per subject: the words and accessible names of the old queues. */
  keep: {
    message: { text: ADMIN_MESSAGE_FLAG_TEXTS.dismiss, label: ADMIN_MESSAGE_FLAG_TEXTS.dismissLabel },
    review: { text: ADMIN_REVIEW_FLAG_TEXTS.keep, label: ADMIN_REVIEW_FLAG_TEXTS.keepLabel },
    member: { text: ADMIN_MODERATION_TEXTS.unflag, label: (name: string) => `Unflag ${name}` },
    attendance: { text: ATTENDANCE_TEXTS.uphold, label: ATTENDANCE_TEXTS.upholdLabel },
    listing: { text: "Keep", label: (name: string) => `Keep ${name}'s listing` },
    help: { text: "Close", label: (name: string) => `Close ${name}'s help request` },
  } satisfies Record<ModerationSubject, { text: string; label: (name: string) => string }>,
  act: {
    message: { text: ADMIN_MESSAGE_FLAG_TEXTS.remove, label: ADMIN_MESSAGE_FLAG_TEXTS.removeLabel },
    review: { text: ADMIN_REVIEW_FLAG_TEXTS.hide, label: ADMIN_REVIEW_FLAG_TEXTS.hideLabel },
    member: { text: ADMIN_MODERATION_TEXTS.ban, label: (name: string) => `Ban ${name}` },
    attendance: { text: ATTENDANCE_TEXTS.overturn, label: ATTENDANCE_TEXTS.overturnLabel },
    listing: { text: "Take down", label: (name: string) => `Take down ${name}'s listing` },
    help: { text: "Handled", label: (name: string) => `Mark ${name}'s help request handled` },
  } satisfies Record<ModerationSubject, { text: string; label: (name: string) => string }>,
  /** The acts that ask first: a ban and a take-down reach other members. */
  confirm: {
    member: ADMIN_MODERATION_TEXTS.confirm.ban,
    listing: {
      title: (name: string) => `Take down ${name}?`,
      description:
        "The listing is rejected and, if it has not ended, cancelled. Its host is told, and so is every member counting on it.",
      button: "Yes, take it down",
    },
  },
} as const;
