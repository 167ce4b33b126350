import { and, asc, eq, isNotNull, ne, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  attendance,
  blocks,
  chatReads,
  checkIns,
  emailOptOuts,
  events,
  expenseShares,
  expenses,
  flags,
  follows,
  groupMembers,
  groups,
  helpRequests,
  listingReports,
  messageFlags,
  messageReactions,
  messages,
  notificationPreferences,
  notifications,
  participants,
  phoneCodes,
  photoChecks,
  pushSubscriptions,
  reviewFlags,
  reviews,
  sessions,
  settlements,
  shareLinks,
  trustedContacts,
  userImages,
  users,
  waitlist,
} from "../../db/schema";

// What a member's copy of their data holds (ADR 0025): one JSON file per part. The export reads the
// member's rows across the schema directly, as a backup does (it writes nothing), instead of going
// through each feature's service: the parts are the one place that says what a member's data is.
//
// Every column that points at a member (a foreign key to users.id) is either `covers` of exactly one
// part below, or listed in NOT_EXPORTED with the reason. my-data.test.ts reads the foreign keys from
// the database's catalogue and fails for a column that is neither, so a new table needs a decision
// here: one line in PARTS (or NOT_EXPORTED). Each exported row carries its table's primary key under
// the column names in camelCase (`group_id` -> `groupId`), which is how the test finds it.

// The other member of a message, by name.
const sender = alias(users, "sender");
const recipient = alias(users, "recipient");
// A message as the copy holds it, its group named (the part adds the other member's name).
const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  recipientId: messages.recipientId,
  groupId: messages.groupId,
  groupName: groups.groupName,
  content: messages.content,
  // A photo's picture key (its caption is the content) and the message it answers (issue 28).
  image: messages.image,
  replyToId: messages.replyToId,
  createdAt: messages.createdAt,
};

// Who paid an expense, by name; an expense and a payment as the copy holds them (amounts in paise).
const payer = alias(users, "payer");
const expenseColumns = {
  id: expenses.id,
  eventId: expenses.eventId,
  eventName: events.name,
  description: expenses.description,
  amountInPaise: expenses.amountPaise,
  paidBy: expenses.paidBy,
  paidByName: payer.name,
  splitKind: expenses.splitKind,
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
};
const paymentColumns = {
  id: settlements.id,
  eventId: settlements.eventId,
  eventName: events.name,
  fromUser: settlements.fromUser,
  toUser: settlements.toUser,
  amountInPaise: settlements.amountPaise,
  createdAt: settlements.createdAt,
  receivedAt: settlements.receivedAt,
};

// The expenses that match `where`, each with its experience and its payer named.
function expensesWhere(db: Db, where: SQL) {
  return db
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(events, eq(events.id, expenses.eventId))
    .innerJoin(payer, eq(payer.id, expenses.paidBy))
    .where(where);
}

export type ExportPart = {
  /** The file in the ZIP. */
  file: string;
  /** "table.column": the member's rows of that table, by that column. Null: derived from another part's rows. */
  covers: `${string}.${string}` | null;
  rows: (db: Db, userId: string) => Promise<Record<string, unknown>[]>;
};

const profileColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  gender: users.gender,
  currentCity: users.currentCity,
  currentCountry: users.currentCountry,
  mobileNo: users.mobileNo,
  dateOfBirth: users.dateOfBirth,
  role: users.role,
  trustVerification: users.trustVerification,
  socialLinks: users.socialLinks,
  profileDetails: users.profileDetails,
  upiId: users.upiId,
  // The phone check (ADR 0041): the number a code proved, and when.
  verifiedPhone: users.phoneE164,
  phoneVerifiedAt: users.phoneVerifiedAt,
  signInIssuer: users.issuer,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const answerColumns = {
  id: users.id,
  scenePreferences: users.scenePreferences,
  idealScenes: users.idealScenes,
  sceneEnergy: users.sceneEnergy,
  vibe: users.vibe,
  spontaneityComfort: users.spontaneityComfort,
  scenePurpose: users.scenePurpose,
};

export const PARTS: readonly ExportPart[] = [
  {
    file: "profile.json",
    covers: "users.id",
    rows: (db, id) => db.select(profileColumns).from(users).where(eq(users.id, id)),
  },
  {
    file: "answers.json",
    covers: null,
    rows: (db, id) => db.select(answerColumns).from(users).where(eq(users.id, id)),
  },
  {
    file: "profile-pictures.json",
    covers: "user_images.user_id",
    rows: (db, id) => db.select().from(userImages).where(eq(userImages.userId, id)),
  },
  {
    file: "events-hosted.json",
    covers: "events.created_by",
    rows: async (db, id) =>
      (await db.select().from(events).where(eq(events.createdBy, id))).map(
        ({ searchVector: _search, ...event }) => event,
      ),
  },
  {
    file: "events-joined.json",
    covers: "participants.user_id",
    rows: (db, id) =>
      db
        .select({
          id: participants.id,
          eventId: participants.eventId,
          eventName: events.name,
          fromDate: events.fromDate,
          toDate: events.toDate,
          city: events.city,
          state: events.state,
          requestStatus: participants.requestStatus,
          rsvpStatus: participants.rsvpStatus,
          fromWaitlist: participants.fromWaitlist,
          createdAt: participants.createdAt,
          updatedAt: participants.updatedAt,
        })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(eq(participants.userId, id)),
  },
  {
    file: "waitlists.json",
    covers: "waitlist.user_id",
    rows: (db, id) =>
      db
        .select({
          id: waitlist.id,
          eventId: waitlist.eventId,
          eventName: events.name,
          createdAt: waitlist.createdAt,
        })
        .from(waitlist)
        .innerJoin(events, eq(events.id, waitlist.eventId))
        .where(eq(waitlist.userId, id)),
  },
  {
    // Whether they came, as hosts marked it, and their contests of a no-show mark (ADR 0023).
    file: "attendance.json",
    covers: "attendance.user_id",
    rows: (db, id) =>
      db
        .select({
          eventId: attendance.eventId,
          userId: attendance.userId,
          eventName: events.name,
          came: attendance.came,
          markedAt: attendance.markedAt,
          contestReason: attendance.contestReason,
          contestedAt: attendance.contestedAt,
          contestOutcome: attendance.contestOutcome,
          contestResolvedAt: attendance.contestResolvedAt,
        })
        .from(attendance)
        .innerJoin(events, eq(events.id, attendance.eventId))
        .where(eq(attendance.userId, id)),
  },
  {
    // The links they made for a trusted contact, without the token's hash (ADR 0024).
    file: "safety-links.json",
    covers: "share_links.user_id",
    rows: (db, id) =>
      db
        .select({
          id: shareLinks.id,
          eventId: shareLinks.eventId,
          createdAt: shareLinks.createdAt,
          expiresAt: shareLinks.expiresAt,
          revokedAt: shareLinks.revokedAt,
        })
        .from(shareLinks)
        .where(eq(shareLinks.userId, id)),
  },
  {
    file: "check-ins.json",
    covers: "check_ins.user_id",
    rows: (db, id) => db.select().from(checkIns).where(eq(checkIns.userId, id)),
  },
  {
    file: "chat-groups.json",
    covers: "group_members.user_id",
    rows: (db, id) =>
      db
        .select({
          groupId: groupMembers.groupId,
          userId: groupMembers.userId,
          groupName: groups.groupName,
          joinedAt: groupMembers.joinedAt,
        })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, id)),
  },
  {
    // Who each message went to by name (a direct message's recipient, or the group), not an id alone.
    file: "messages-sent.json",
    covers: "messages.sender_id",
    rows: (db, id) =>
      db
        .select({ ...messageColumns, recipientName: recipient.name })
        .from(messages)
        .leftJoin(recipient, eq(recipient.id, messages.recipientId))
        .leftJoin(groups, eq(groups.id, messages.groupId))
        .where(eq(messages.senderId, id))
        .orderBy(asc(messages.createdAt)),
  },
  {
    // Issue 25 item 13: the member's conversations whole. Direct messages sent to them, and what
    // others wrote in the groups they are in, each with the sender's display name (Deleted member for
    // an account that is gone), as the member read them in the app.
    file: "messages-received.json",
    covers: "messages.recipient_id",
    rows: (db, id) =>
      db
        .select({ ...messageColumns, senderName: sender.name })
        .from(messages)
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .leftJoin(groups, eq(groups.id, messages.groupId))
        .leftJoin(groupMembers, and(eq(groupMembers.groupId, messages.groupId), eq(groupMembers.userId, id)))
        .where(
          and(ne(messages.senderId, id), or(eq(messages.recipientId, id), isNotNull(groupMembers.userId))),
        )
        .orderBy(asc(messages.createdAt)),
  },
  {
    // A group's costs (issue 28 item 7): the expenses they added, paid and had a share of, and the
    // payments they made and received, each with its experience and the other member named.
    file: "expenses-added.json",
    covers: "expenses.created_by",
    rows: (db, id) => expensesWhere(db, eq(expenses.createdBy, id)),
  },
  {
    file: "expenses-paid.json",
    covers: "expenses.paid_by",
    rows: (db, id) => expensesWhere(db, eq(expenses.paidBy, id)),
  },
  {
    file: "expense-shares.json",
    covers: "expense_shares.user_id",
    rows: (db, id) =>
      db
        .select({
          expenseId: expenseShares.expenseId,
          userId: expenseShares.userId,
          shareInPaise: expenseShares.amountPaise,
          ...expenseColumns,
        })
        .from(expenseShares)
        .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
        .innerJoin(events, eq(events.id, expenses.eventId))
        .innerJoin(payer, eq(payer.id, expenses.paidBy))
        .where(eq(expenseShares.userId, id)),
  },
  {
    file: "payments-made.json",
    covers: "settlements.from_user",
    rows: (db, id) =>
      db
        .select({ ...paymentColumns, toName: recipient.name })
        .from(settlements)
        .innerJoin(events, eq(events.id, settlements.eventId))
        .innerJoin(recipient, eq(recipient.id, settlements.toUser))
        .where(eq(settlements.fromUser, id)),
  },
  {
    file: "payments-received.json",
    covers: "settlements.to_user",
    rows: (db, id) =>
      db
        .select({ ...paymentColumns, fromName: sender.name })
        .from(settlements)
        .innerJoin(events, eq(events.id, settlements.eventId))
        .innerJoin(sender, eq(sender.id, settlements.fromUser))
        .where(eq(settlements.toUser, id)),
  },
  {
    file: "reviews.json",
    covers: "reviews.user_id",
    rows: (db, id) => db.select().from(reviews).where(eq(reviews.userId, id)),
  },
  {
    file: "flags-made.json",
    covers: "flags.reported_by",
    rows: (db, id) =>
      db
        .select({
          id: flags.id,
          flaggedMember: flags.userId,
          reason: flags.reason,
          createdAt: flags.createdAt,
          resolvedAt: flags.resolvedAt,
        })
        .from(flags)
        .where(eq(flags.reportedBy, id)),
  },
  {
    // Issue 27 item 6: the member's reports of reviews, as they wrote them.
    file: "review-flags-made.json",
    covers: "review_flags.reported_by",
    rows: (db, id) =>
      db
        .select({
          id: reviewFlags.id,
          reviewId: reviewFlags.reviewId,
          reason: reviewFlags.reason,
          createdAt: reviewFlags.createdAt,
          resolvedAt: reviewFlags.resolvedAt,
        })
        .from(reviewFlags)
        .where(eq(reviewFlags.reportedBy, id)),
  },
  {
    // Issue 42 item 4: the member's reports of listings, as they made them.
    file: "listing-reports-made.json",
    covers: "listing_reports.reported_by",
    rows: (db, id) =>
      db
        .select({
          id: listingReports.id,
          eventId: listingReports.eventId,
          reason: listingReports.reason,
          details: listingReports.details,
          createdAt: listingReports.createdAt,
          resolvedAt: listingReports.resolvedAt,
        })
        .from(listingReports)
        .where(eq(listingReports.reportedBy, id)),
  },
  {
    // Issue 28 item 2: the member's reactions on messages.
    file: "message-reactions.json",
    covers: "message_reactions.user_id",
    rows: (db, id) =>
      db
        .select({
          messageId: messageReactions.messageId,
          userId: messageReactions.userId,
          reaction: messageReactions.reaction,
          createdAt: messageReactions.createdAt,
        })
        .from(messageReactions)
        .where(eq(messageReactions.userId, id)),
  },
  {
    // Issue 28 item 6: the member's reports of messages, as they wrote them.
    file: "message-flags-made.json",
    covers: "message_flags.reported_by",
    rows: (db, id) =>
      db
        .select({
          id: messageFlags.id,
          messageId: messageFlags.messageId,
          reason: messageFlags.reason,
          createdAt: messageFlags.createdAt,
          resolvedAt: messageFlags.resolvedAt,
        })
        .from(messageFlags)
        .where(eq(messageFlags.reportedBy, id)),
  },
  {
    // Issue 27 item 7: the hosts the member follows.
    file: "follows.json",
    covers: "follows.follower_id",
    rows: (db, id) =>
      db
        .select({ followerId: follows.followerId, hostId: follows.hostId, createdAt: follows.createdAt })
        .from(follows)
        .where(eq(follows.followerId, id)),
  },
  {
    file: "blocks.json",
    covers: "blocks.blocker_id",
    rows: (db, id) => db.select().from(blocks).where(eq(blocks.blockerId, id)),
  },
  {
    file: "notifications.json",
    covers: "notifications.user_id",
    rows: (db, id) =>
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          eventId: notifications.eventId,
          eventName: events.name,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .innerJoin(events, eq(events.id, notifications.eventId))
        .where(eq(notifications.userId, id)),
  },
  {
    file: "read-marks.json",
    covers: "chat_reads.user_id",
    rows: (db, id) => db.select().from(chatReads).where(eq(chatReads.userId, id)),
  },
  {
    file: "notification-preferences.json",
    covers: "notification_preferences.user_id",
    rows: (db, id) => db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, id)),
  },
  {
    file: "email-opt-outs.json",
    covers: "email_opt_outs.user_id",
    rows: (db, id) => db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, id)),
  },
  {
    // The devices, without the keys that encrypt their pushes (secrets of the browser, no use to a person).
    file: "push-devices.json",
    covers: "push_subscriptions.user_id",
    rows: async (db, id) =>
      (
        await db
          .select({
            id: pushSubscriptions.id,
            endpoint: pushSubscriptions.endpoint,
            createdAt: pushSubscriptions.createdAt,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, id))
      ).map((row) => ({ ...row, endpoint: new URL(row.endpoint).origin })),
  },
  {
    // The codes sent to verify their phone (ADR 0041): where and when, without the codes' hashes or
    // the address they were asked from (kept only as a hash, for the per-address budget).
    file: "phone-codes.json",
    covers: "phone_codes.user_id",
    rows: (db, id) =>
      db
        .select({
          id: phoneCodes.id,
          phoneE164: phoneCodes.phoneE164,
          createdAt: phoneCodes.createdAt,
          expiresAt: phoneCodes.expiresAt,
          attempts: phoneCodes.attempts,
          usedAt: phoneCodes.usedAt,
          endedAt: phoneCodes.endedAt,
        })
        .from(phoneCodes)
        .where(eq(phoneCodes.userId, id)),
  },
  {
    // Their photo checks (issue 38 item 4): the pose asked, the status and the admin's reason. The
    // selfie itself is in the copy while it is kept (30 days after the decision), as base64.
    file: "photo-checks.json",
    covers: "photo_checks.user_id",
    rows: async (db, id) =>
      (
        await db
          .select({
            id: photoChecks.id,
            pose: photoChecks.pose,
            status: photoChecks.status,
            selfie: photoChecks.selfie,
            contentType: photoChecks.contentType,
            submittedAt: photoChecks.submittedAt,
            decidedAt: photoChecks.decidedAt,
            reason: photoChecks.reason,
            createdAt: photoChecks.createdAt,
          })
          .from(photoChecks)
          .where(eq(photoChecks.userId, id))
          .orderBy(asc(photoChecks.createdAt))
      ).map(({ selfie, ...row }) => ({ ...row, selfie: selfie ? selfie.toString("base64") : null })),
  },
  {
    // The person they want told when something is wrong (issue 38 item 7).
    file: "trusted-contact.json",
    covers: "trusted_contacts.user_id",
    rows: (db, id) => db.select().from(trustedContacts).where(eq(trustedContacts.userId, id)),
  },
  {
    // Each time they used Help during an experience, and an unanswered "Home safe?" (issue 38 item 7).
    file: "help-requests.json",
    covers: "help_requests.user_id",
    rows: (db, id) =>
      db
        .select({
          id: helpRequests.id,
          eventId: helpRequests.eventId,
          kind: helpRequests.kind,
          details: helpRequests.details,
          lat: helpRequests.lat,
          lng: helpRequests.lng,
          createdAt: helpRequests.createdAt,
          resolvedAt: helpRequests.resolvedAt,
          outcome: helpRequests.outcome,
        })
        .from(helpRequests)
        .where(eq(helpRequests.userId, id))
        .orderBy(asc(helpRequests.createdAt)),
  },
  {
    // Where and when they were signed in, without the ID token's hash.
    file: "sign-ins.json",
    covers: "sessions.user_id",
    rows: (db, id) =>
      db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, id)),
  },
];

// Columns that point at a member whose rows are not in the member's copy, and why. One place: a new
// table's column must be added here or to PARTS before my-data.test.ts passes.
export const NOT_EXPORTED: Readonly<Record<`${string}.${string}`, string>> = {
  "flags.user_id": "reports about the member name the reporter and are kept for the admins' review",
  "flags.resolved_by": "an admin's moderation act on another member's record",
  "review_flags.resolved_by": "an admin's moderation act on another member's review",
  "message_flags.resolved_by": "an admin's moderation act on another member's message",
  "listing_reports.resolved_by": "an admin's moderation act on another member's listing",
  "photo_checks.decided_by": "an admin's moderation act on another member's photo check",
  "help_requests.resolved_by": "an admin's moderation act on another member's call for help",
  "blocks.blocked_id": "who blocked the member is the blocker's choice; telling it would undo the block",
  "follows.host_id":
    "who follows the member is each follower's own choice, naming them; the profile shows how many",
  "notifications.actor_id": "notifications in other members' lists that the member caused",
  "compatibility_scores.user_low": "an admin's judgement about a pair, naming another member",
  "host_stats.host_id":
    "counts derived from the member's listings and their reviews (ADR 0050), which the export holds whole",
  "direct_conversations.member_id":
    "each conversation's newest message, derived from the messages (ADR 0050), which the export holds whole",
  "direct_conversations.other_id":
    "each conversation's newest message, derived from the messages (ADR 0050), which the export holds whole",
  "compatibility_scores.user_high": "an admin's judgement about a pair, naming another member",
  "compatibility_scores.assigned_by": "an admin's moderation act",
  "audit_log.actor_id": "the admins' record of who did what, kept for accountability",
  "audit_log.target_user_id": "the admins' record of who did what, kept for accountability",
  "attendance.marked_by": "a host's marks of other members: the data of the members marked",
  "attendance.contest_resolved_by": "an admin's decision on another member's contest",
  "data_exports.user_id": "the copies themselves",
  "data_exports.requested_by": "the copies themselves",
  "settlements.received_by": "always the payee, whose payments-received.json holds the same rows",
};

// What deleting an account does to each column that points at the member (ADR 0025). "erase": the
// member's rows go, in the deletion's transaction (delete-service.ts deletes by this list). Anything
// else is kept, for the reason given; the tombstone row (users.id) keeps their links, and shows as
// "Deleted member" with no picture wherever the rows are shown. my-data.test.ts fails for a column that
// is not listed here, and checks that no "erase" row is left after a deletion.
export const ON_DELETE: Readonly<Record<`${string}.${string}`, "erase" | { keep: string }>> = {
  "users.id": { keep: "the tombstone: erased, unlinked from its sign-in, banned, named Deleted member" },
  "user_images.user_id": "erase",
  "sessions.user_id": "erase",
  "blocks.blocker_id": "erase",
  // Nobody follows a deleted member, and a deleted member follows nobody (issue 27 item 7).
  "follows.follower_id": "erase",
  "follows.host_id": "erase",
  "blocks.blocked_id": {
    keep: "another member's block of them is that member's choice: the conversation they closed stays closed",
  },
  "push_subscriptions.user_id": "erase",
  "notifications.user_id": "erase",
  "chat_reads.user_id": "erase",
  "notification_preferences.user_id": "erase",
  "email_opt_outs.user_id": "erase",
  "group_members.user_id": "erase",
  "compatibility_scores.user_low": "erase",
  "compatibility_scores.user_high": "erase",
  "data_exports.user_id": "erase",
  "waitlist.user_id": "erase",
  "share_links.user_id": "erase",
  // The codes sent to their phone (ADR 0041); the verified number itself is erased with the profile.
  "phone_codes.user_id": "erase",
  "check_ins.user_id": "erase",
  // Issue 38: the selfies and the trusted contact are the member's alone and go with the account;
  // so do their calls for help (a report to the team that is still open goes with them).
  "photo_checks.user_id": "erase",
  "photo_checks.decided_by": { keep: "an admin's moderation record" },
  "trusted_contacts.user_id": "erase",
  "help_requests.user_id": "erase",
  "help_requests.resolved_by": { keep: "an admin's moderation record" },
  "messages.sender_id": { keep: "the other participants' conversation, shown from Deleted member" },
  "messages.recipient_id": { keep: "the sender's own words" },
  "reviews.user_id": { keep: "hosts' ratings stay true; the review shows Deleted member" },
  "host_stats.host_id": {
    keep: "counts kept by triggers from the listings and reviews that are kept; they follow those rows",
  },
  "direct_conversations.member_id": {
    keep: "kept by triggers from the messages, which are kept: the other member's list still shows Deleted member",
  },
  "direct_conversations.other_id": {
    keep: "kept by triggers from the messages, which are kept: the other member's list still shows Deleted member",
  },
  "events.created_by": {
    keep: "past experiences keep their record for those who went; upcoming ones are cancelled and their members told, and cancelled ones lose their description and custom category (the name stays, so members read which plan was cancelled)",
  },
  "participants.user_id": {
    keep: "past seats keep the host's record; upcoming seats and requests are withdrawn, their slots given back",
  },
  "attendance.user_id": {
    keep: "a past experience's record of who came stays the host's, shown as Deleted member (ADR 0023); the member's contest reasons are erased",
  },
  "attendance.marked_by": { keep: "the host's marks of others stay those members' record" },
  "attendance.contest_resolved_by": { keep: "an admin's moderation record" },
  "flags.user_id": {
    keep: "the admins' evidence, for 90 days after the deletion (then the daily prune deletes it)",
  },
  "flags.reported_by": {
    keep: "a report about another member stays for the admins; the reporter reads Deleted member",
  },
  "flags.resolved_by": { keep: "an admin's moderation record" },
  "review_flags.reported_by": {
    keep: "a report of another member's review stays for the admins; the reporter reads as a neutral word",
  },
  "review_flags.resolved_by": { keep: "an admin's moderation record" },
  // Issue 28: a reaction is the member's own and goes; a report of a message stays for the admins.
  "message_reactions.user_id": "erase",
  "message_flags.reported_by": {
    keep: "a report of another member's message stays for the admins; the reporter reads Deleted member",
  },
  "message_flags.resolved_by": { keep: "an admin's moderation record" },
  // Issue 42 item 4: a report of a listing stays for the admins, as one of a message does.
  "listing_reports.reported_by": {
    keep: "a report of another member's listing stays for the admins; the reporter reads Deleted member",
  },
  "listing_reports.resolved_by": { keep: "an admin's moderation record" },
  "compatibility_scores.assigned_by": { keep: "an admin's moderation record" },
  "notifications.actor_id": { keep: "another member's notification; it names Deleted member" },
  "audit_log.actor_id": { keep: "the admins' record of who did what" },
  "audit_log.target_user_id": { keep: "the admins' record of who did what, including this deletion" },
  "data_exports.requested_by": { keep: "a copy an admin asked for another member stays that member's" },
  // A group's costs (issue 28 item 7): the others' balances stay true; the member reads Deleted member.
  "expenses.created_by": { keep: "the group's account of its costs; the expense shows Deleted member" },
  "expenses.paid_by": { keep: "what the member paid is part of the others' balances" },
  "expense_shares.user_id": { keep: "the member's share is part of the others' balances" },
  "settlements.from_user": { keep: "a payment between two members settles the other's balance too" },
  "settlements.to_user": { keep: "a payment between two members settles the other's balance too" },
  "settlements.received_by": { keep: "the payee's mark on a payment another member made" },
};
