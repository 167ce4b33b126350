import { and, eq, inArray } from "drizzle-orm";
import type { Language } from "../../../shared/languages";
import type { Db } from "../../db/client";
import { languageOf } from "../../db/member-language";
import { emailOptOuts } from "../../db/schema";
import { languageFromAcceptLanguage } from "../../platform/accept-language";
import type { ServerMessageId } from "../../platform/i18n/catalogues";
import { say, wordsIn } from "../../platform/i18n/words";
import type { BoundJob } from "../../platform/jobs/define-job";
import type { Job, JobInput } from "../../platform/jobs/queue";
import type { Mailer } from "../../platform/mail";
import type { NamedListing } from "../inbox/notification-rows";
import { notificationForDelivery, type StoredKind } from "../inbox/notifications-service";
import { categoryOf } from "../preferences/policy";
import { preferencesOf } from "../preferences/service";
import { findUser } from "../users/service";
import { composeEmail } from "./compose";
import { emailMessages, emailNotification, emailWelcome } from "./jobs";
import { messageDigest } from "./message-digest";
import { type EmailCategory, signUnsubscribe, verifyUnsubscribe } from "./unsubscribe-token";

export type EmailDeps = {
  db: Db;
  mailer: Mailer;
  key: Uint8Array;
  /** The address members use, for the links in emails (no trailing slash). */
  publicUrl: string;
  /** The app's quiet hours for members who never saved preferences (DEFAULT_QUIET_HOURS). */
  quietByDefault: boolean;
};

// Queued in the registration's transaction (the outbox): a registration that rolls back sends none.
export const welcomeEmailJob = (userId: string): JobInput =>
  emailWelcome.input({ userId }, { dedupKey: `email:welcome:${userId}` });

// Which link stops which notification's email.
const CATEGORY_OF: Record<StoredKind, Exclude<EmailCategory, "all">> = {
  request_received: "requests",
  request_accepted: "requests",
  request_rejected: "requests",
  event_approved: "event_updates",
  event_rejected: "event_updates",
  event_cancelled: "event_updates",
  event_reminder_24h: "reminders",
  event_reminder_2h: "reminders",
  review_nudge: "reminders",
  home_safe_check: "reminders",
  waitlist_offered: "requests",
  waitlist_offer_expired: "requests",
  no_show_marked: "event_updates",
  no_show_warning: "event_updates",
  no_show_upheld: "event_updates",
  no_show_overturned: "event_updates",
  host_listed: "event_updates",
  // The weekly digest has no category of its own yet (the opt-outs' check allows these five):
  // news of experiences, so the event updates' switches and link stop it.
  new_near_you: "new_near_you",
  // News of the trip the member went on, as its other updates.
  payment_recorded: "event_updates",
};

// The button under a notification: what it opens, in words (the message's id in the catalogues).
const ACTION_OF: Partial<Record<StoredKind, ServerMessageId>> = {
  event_reminder_24h: "email.reminderAction",
  event_reminder_2h: "email.reminderAction",
  review_nudge: "email.reviewAction",
  home_safe_check: "email.homeSafeAction",
  host_listed: "email.listingAction",
  new_near_you: "email.digestAction",
  payment_recorded: "email.paymentAction",
};
const actionOf = (kind: StoredKind): ServerMessageId => ACTION_OF[kind] ?? "email.notificationAction";

export function emailJobHandlers(deps: EmailDeps): BoundJob[] {
  return [
    emailWelcome.handle(({ userId }, job) => sendWelcomeEmail(deps, userId, job)),
    emailNotification.handle(({ notificationId }, job) => sendNotificationEmail(deps, notificationId, job)),
    emailMessages.handle(({ firstMessageId }, job) => sendMessageDigest(deps, firstMessageId, job)),
  ];
}

async function sendWelcomeEmail(deps: EmailDeps, userId: string, job: Job): Promise<void> {
  const recipient = await recipientFor(deps.db, userId, "all");
  if (!recipient) return;
  // In the language the member chose as they signed up (ADR 0055).
  const words = wordsIn(recipient.language);
  await send(deps, job.dedupKey, {
    to: recipient,
    subject: words("email.welcomeSubject"),
    body: words("email.welcomeBody"),
    action: { label: words("email.welcomeAction"), path: "/events" },
    category: "all",
  });
}

async function sendNotificationEmail(deps: EmailDeps, notificationId: string, job: Job): Promise<void> {
  const notification = await notificationForDelivery({ db: deps.db, notificationId });
  // Gone with its event or member: nothing to tell.
  if (!notification) return;
  // Switched off since it was queued (quiet hours may have held it for the night).
  const prefs = await preferencesOf(deps.db, notification.userId, deps.quietByDefault);
  if (!prefs.channels[categoryOf(notification.kind)].email) return;
  const category = CATEGORY_OF[notification.kind];
  const recipient = await recipientFor(deps.db, notification.userId, category);
  if (!recipient) return;
  // The notification was written in the member's language as it was read for delivery.
  await send(deps, job.dedupKey, {
    to: recipient,
    subject: notification.headline ?? notification.text,
    body: notification.text,
    action: { label: say(notification.language, actionOf(notification.kind)), path: notification.link },
    listings: notification.listings,
    category,
  });
}

// A chat's unread messages, half an hour after the first (message-digest.ts).
async function sendMessageDigest(deps: EmailDeps, firstMessageId: string, job: Job): Promise<void> {
  const digest = await messageDigest(deps.db, firstMessageId);
  // Read since, or from someone no longer there to answer: nothing to tell.
  if (!digest) return;
  // Switched off since it was queued.
  if (!(await preferencesOf(deps.db, digest.recipientId, deps.quietByDefault)).channels.messages.email)
    return;
  const recipient = await recipientFor(deps.db, digest.recipientId, "messages");
  if (!recipient) return;
  const { subject, body, action } = digest;
  await send(deps, job.dedupKey, { to: recipient, subject, body, action, category: "messages" });
}

/**
 * A notice made of one or more notifications of one kind's category (quiet hours' morning delivery,
 * features/delivery): to the member unless gone, banned or opted out; `dedupKey` names it for its
 * Message-ID. The caller chose email from the member's preferences.
 */
export async function sendNotificationNotice(
  deps: EmailDeps,
  notice: {
    userId: string;
    kind: StoredKind;
    subject: string;
    body: string;
    link: string;
    /** Listings the body names, each linked to its page. */
    listings?: readonly NamedListing[];
    dedupKey: string;
  },
): Promise<void> {
  const category = CATEGORY_OF[notice.kind];
  const recipient = await recipientFor(deps.db, notice.userId, category);
  if (!recipient) return;
  await send(deps, notice.dedupKey, {
    to: recipient,
    subject: notice.subject,
    body: notice.body,
    action: { label: say(recipient.language, actionOf(notice.kind)), path: notice.link },
    listings: notice.listings,
    category,
  });
}

/**
 * A notice about the member's own account, not about an experience (a photo check's outcome, ADR
 * 0044): to the member unless gone, banned or opted out of every email. The caller chose email from
 * the member's preferences; `dedupKey` names it for its Message-ID.
 */
export async function sendAccountNotice(
  deps: EmailDeps,
  notice: {
    userId: string;
    subject: string;
    body: string;
    action: { label: string; path: string };
    dedupKey: string;
  },
): Promise<void> {
  const recipient = await recipientFor(deps.db, notice.userId, "all");
  if (!recipient) return;
  await send(deps, notice.dedupKey, {
    to: recipient,
    subject: notice.subject,
    body: notice.body,
    action: notice.action,
    category: "all",
  });
}

type Recipient = { id: string; email: string; name: string; language: Language };

// The member to write to, unless they are gone, banned or stopped this category (or every email).
async function recipientFor(db: Db, userId: string, category: EmailCategory): Promise<Recipient | null> {
  const user = await findUser({ db, userId });
  if (!user || user.isBanned) return null;
  if (await hasOptedOut(db, userId, category)) return null;
  return { id: user.id, email: user.email, name: user.name, language: user.language };
}

export async function hasOptedOut(db: Db, userId: string, category: EmailCategory): Promise<boolean> {
  const rows = await db
    .select({ category: emailOptOuts.category })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.category, ["all", category])));
  return rows.length > 0;
}

async function send(
  deps: EmailDeps,
  dedupKey: string,
  email: {
    to: Recipient;
    subject: string;
    body: string;
    action: { label: string; path: string };
    listings?: readonly NamedListing[];
    category: EmailCategory;
  },
): Promise<void> {
  const token = signUnsubscribe(deps.key, { userId: email.to.id, category: email.category });
  await deps.mailer.send(
    composeEmail({
      language: email.to.language,
      to: email.to.email,
      name: email.to.name,
      subject: email.subject,
      body: email.body,
      action: { label: email.action.label, url: `${deps.publicUrl}${email.action.path}` },
      listings: email.listings?.map((l) => ({ name: l.name, url: `${deps.publicUrl}${l.path}` })),
      category: email.category,
      unsubscribeUrl: `${deps.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`,
      dedupKey,
      host: new URL(deps.publicUrl).hostname,
    }),
  );
}

/**
 * What an unsubscribe link names (null when it is not one of ours), and the language its page is
 * written in: the member's (ADR 0055), or for a link that is not ours the browser's Accept-Language.
 */
export async function readUnsubscribeLink(opts: {
  db: Db;
  key: Uint8Array;
  token: string;
  acceptLanguage: string | undefined;
}) {
  const claim = verifyUnsubscribe(opts.key, opts.token);
  return { claim, language: await pageLanguage(opts.db, claim, opts.acceptLanguage) };
}

/**
 * The one-click unsubscribe: stores the opt-out (again is fine); the claim is null when the link is
 * not ours. With the language of the page that answers.
 */
export async function unsubscribe(opts: {
  db: Db;
  key: Uint8Array;
  token: string;
  acceptLanguage: string | undefined;
}) {
  const claim = await storeOptOut(opts);
  return { claim, language: await pageLanguage(opts.db, claim, opts.acceptLanguage) };
}

const pageLanguage = async (db: Db, claim: { userId: string } | null, acceptLanguage: string | undefined) =>
  claim ? languageOf(db, claim.userId) : languageFromAcceptLanguage(acceptLanguage);

async function storeOptOut(opts: { db: Db; key: Uint8Array; token: string }) {
  const claim = verifyUnsubscribe(opts.key, opts.token);
  if (!claim) return null;
  const member = await findUser({ db: opts.db, userId: claim.userId });
  // A deleted member's old link would write a row about them again (issue 25 item 9): no mail
  // goes to them any more, so there is nothing to stop.
  if (!member || member.deletedAt) return null;
  await opts.db
    .insert(emailOptOuts)
    .values({ userId: claim.userId, category: claim.category })
    .onConflictDoNothing();
  return claim;
}
