import { describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../../shared/app-name";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../shared/contracts/notifications";
import {
  EMAIL_MESSAGES,
  HELP_MESSAGES,
  NOTIFICATION_HEADLINES,
  NOTIFICATION_MESSAGES,
  PHOTO_CHECK_MESSAGES,
  PUSH_MESSAGES,
} from "../../../shared/texts";
import { SERVER_CATALOGUES } from "./catalogues";
import { listOf, startLabel } from "./format";
import { say } from "./words";

// The English catalogues hold the words the English texts in src/shared/texts held before them, word
// for word (the SPEC's and the tests' sentences): each is pinned here to the text it replaced, with
// values of every shape (one and many, each email category).
const en = (id: Parameters<typeof say>[1], values?: Record<string, string | number>) => say("en", id, values);
const CATEGORIES = ["all", "requests", "event_updates", "new_near_you", "reminders", "messages"] as const;

describe("the server's English words", () => {
  it("are the email texts, word for word", () => {
    const plain = [
      "welcomeSubject",
      "welcomeBody",
      "welcomeAction",
      "notificationAction",
      "reminderAction",
      "reviewAction",
      "homeSafeAction",
      "listingAction",
      "digestAction",
      "paymentAction",
      "signOff",
      "messageDigestAction",
      "unsubscribeLink",
      "unsubscribeLinkAll",
      "unsubscribeTitle",
      "unsubscribeButton",
      "unsubscribeStillInApp",
      "unsubscribePreferences",
      "unsubscribeOpenApp",
      "unsubscribeInvalid",
    ] as const;
    for (const key of plain) expect(en(`email.${key}`)).toBe(EMAIL_MESSAGES[key]);
    expect(en("email.greeting", { name: "Riya" })).toBe(EMAIL_MESSAGES.greeting("Riya"));
    expect(en("email.photoCheckAction")).toBe(PHOTO_CHECK_MESSAGES.openAction);
    for (const category of CATEGORIES) {
      expect(en("email.footerWhy", { category })).toBe(EMAIL_MESSAGES.footerWhy[category]);
      expect(en("email.unsubscribeQuestion", { category })).toBe(
        EMAIL_MESSAGES.unsubscribeQuestion[category],
      );
      expect(en("email.unsubscribed", { category })).toBe(EMAIL_MESSAGES.unsubscribed[category]);
    }
    for (const count of [1, 2, 17]) {
      expect(en("email.messageDigestSubject", { who: "Riya", count })).toBe(
        EMAIL_MESSAGES.messageDigestSubject("Riya", count),
      );
      expect(en("email.messageDigestIntro", { who: "Riya", count })).toBe(
        EMAIL_MESSAGES.messageDigestIntro("Riya", count),
      );
      expect(en("email.messageDigestMore", { count })).toBe(EMAIL_MESSAGES.messageDigestMore(count));
    }
    expect(en("email.messageDigestLine", { text: "See you at 6" })).toBe(
      EMAIL_MESSAGES.messageDigestLine("See you at 6"),
    );
  });

  it("are the notification sentences and headlines, word for word", () => {
    const event = "Sunrise trek";
    // Every stored kind's sentence names only the event but these, pinned below with their other values
    // (new_message, derived from unread threads, has no sentence of its own).
    const withMore = [
      "request_received",
      "payment_recorded",
      "event_reminder_24h",
      "event_reminder_2h",
      "host_listed",
      "new_near_you",
      "new_message",
    ] as const;
    const byEvent = NOTIFICATION_KINDS.filter(
      (kind): kind is Exclude<NotificationKind, (typeof withMore)[number]> =>
        !(withMore as readonly string[]).includes(kind),
    );
    for (const kind of byEvent)
      expect(en(`notifications.${kind}`, { event })).toBe(NOTIFICATION_MESSAGES[kind](event));
    expect(en("notifications.someone")).toBe(NOTIFICATION_MESSAGES.someone);
    expect(en("notifications.you")).toBe(NOTIFICATION_MESSAGES.you);
    expect(en("notifications.request_received", { who: "Riya", event })).toBe(
      NOTIFICATION_MESSAGES.request_received("Riya", event),
    );
    expect(en("notifications.payment_recorded", { who: "Riya", event })).toBe(
      NOTIFICATION_MESSAGES.payment_recorded("Riya", event),
    );
    const at = { event, when: "05 Jun 2026 · 7:30 AM", place: "Lodhi Garden, Delhi", host: "Riya" };
    for (const kind of ["event_reminder_24h", "event_reminder_2h"] as const)
      expect(en(`notifications.${kind}`, at)).toBe(
        NOTIFICATION_MESSAGES[kind](at.event, at.when, at.place, at.host),
      );
    expect(en("notifications.host_listed", at)).toBe(
      NOTIFICATION_MESSAGES.host_listed(at.host, at.event, at.when, at.place),
    );
    for (const [events, more] of [
      [["A"], 0],
      [["A", "B"], 0],
      [["A", "B", "C"], 0],
      [["A", "B"], 3],
    ] as const) {
      const named = more > 0 ? [...events, en("notifications.newNearYouMore", { count: more })] : [...events];
      expect(en("notifications.new_near_you", { list: listOf("en", named) })).toBe(
        NOTIFICATION_MESSAGES.new_near_you(events, more),
      );
    }
    for (const count of [1, 2, 12]) {
      expect(en("notifications.directMessages", { who: "Riya", count })).toBe(
        NOTIFICATION_MESSAGES.directMessages("Riya", count),
      );
      expect(en("notifications.groupMessages", { group: "Trek crew", count })).toBe(
        NOTIFICATION_MESSAGES.groupMessages("Trek crew", count),
      );
    }
    expect(en("notifications.heldTitle", { count: 3, event })).toBe(
      NOTIFICATION_MESSAGES.heldTitle(3, event),
    );
    for (const kind of Object.keys(NOTIFICATION_HEADLINES) as (keyof typeof NOTIFICATION_HEADLINES)[])
      expect(en(`notifications.headline.${kind}`, { event })).toBe(NOTIFICATION_HEADLINES[kind](event));
  });

  it("are the push and photo check texts, word for word", () => {
    expect(en("push.directMessageTitle", { who: "Riya" })).toBe(PUSH_MESSAGES.directMessageTitle("Riya"));
    expect(en("push.helpTitle")).toBe(HELP_MESSAGES.pushTitle);
    expect(en("push.helpBody", { member: "Riya", event: "Trek" })).toBe(
      HELP_MESSAGES.pushBody("Riya", "Trek"),
    );
    expect(en("notifications.photoApprovedTitle")).toBe(PHOTO_CHECK_MESSAGES.approvedTitle);
    expect(en("notifications.photoApprovedBody")).toBe(PHOTO_CHECK_MESSAGES.approvedBody);
    expect(en("notifications.photoRejectedTitle")).toBe(PHOTO_CHECK_MESSAGES.rejectedTitle);
    expect(en("notifications.photoRejectedBody", { reason: "Too dark." })).toBe(
      PHOTO_CHECK_MESSAGES.rejectedBody("Too dark."),
    );
  });
});

describe("the server's Hindi words", () => {
  it("are Devanagari for every message, with Hindi's own plural rules", () => {
    for (const catalogue of Object.values(SERVER_CATALOGUES.hi))
      for (const message of Object.values(catalogue as Record<string, string>))
        expect(message, message).toMatch(/[\u0900-\u097F]|^“\{text\}”$/);
    expect(say("hi", "email.messageDigestSubject", { who: "रिया", count: 1 })).toBe("रिया का नया मैसेज");
    expect(say("hi", "email.messageDigestSubject", { who: "रिया", count: 4 })).toBe("रिया के 4 नए मैसेज");
    expect(say("hi", "email.footerWhy", { category: "all" })).toBe(
      `आपको यह ईमेल इसलिए मिला है क्योंकि आप ${DEFAULT_APP_NAME} से जुड़े हैं।`,
    );
  });

  it("write an event's start as Hindi does, in India's time", () => {
    const start = new Date(Date.UTC(2026, 5, 5, 2, 0));
    expect(startLabel("en", start)).toBe("05 Jun 2026 · 7:30 AM");
    expect(startLabel("hi", start)).toBe("5 जून 2026 · सुबह 7:30");
    expect(startLabel("hi", new Date(Date.UTC(2026, 5, 5, 13, 0)))).toBe("5 जून 2026 · शाम 6:30");
  });
});
