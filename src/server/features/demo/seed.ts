import { sql } from "drizzle-orm";
import { categoryImages, DEFAULT_EVENT_IMAGE } from "../../../shared/category-images";
import { indiaInstant, todayInIndia } from "../../../shared/event-rules";
import { QUIZ_OPTIONS } from "../../../shared/options";
import type { Db } from "../../db/client";
import {
  compatibilityScores,
  events,
  flags,
  groupMembers,
  groups,
  messages,
  notifications,
  participants,
  reviews,
  users,
} from "../../db/schema";
import { storeImage } from "../../platform/images";
import type { Storage } from "../../platform/storage";
import { DEV_ISSUER, devSubject } from "../auth/dev-issuer";
import { avatarSvg, renderWebp } from "./art";
import { DEMO_DIRECT_MESSAGES, groupChatLines } from "./chats";
import { DEMO_CITY_EVENTS } from "./city-events";
import { DEMO_EVENTS, type DemoEvent, type DemoStart } from "./events";
import { DEMO_MEETING_POINTS } from "./meeting-points";
import { DEMO_MEMBERS } from "./members";

const REVIEW_TEXTS = [
  "Beautifully planned, and the group clicked from the first hour.",
  "Great host, honest about costs and very warm. Would go again.",
  "Loved the pace and the people. The food stops were the highlight.",
  "A little rushed on day one, but the views made up for it.",
];

export type DemoSummary = { members: number; events: number; participants: number; reviews: number };

// Fills an empty database with believable members, events and requests. Does nothing when members exist.
const demoMobile = (i: number) => `98${String(45_000_000 + i * 7919).padStart(8, "0")}`;
const PHOTO_TO_DO = new Set(["Aarav Sharma", "Nikhil Rao"]);

export async function seedDemoData(opts: {
  db: Db;
  storage: Storage;
  adminEmails?: string[];
  now?: Date;
}): Promise<DemoSummary | null> {
  const { db, storage } = opts;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((count?.n ?? 0) > 0) return null;
  const today = todayInIndia(opts.now ?? new Date());

  const avatars = await Promise.all(
    DEMO_MEMBERS.map(async (m) => {
      const initials = m.name
        .split(" ")
        .map((p) => p[0])
        .join("")
        .slice(0, 2);
      const body = await renderWebp(avatarSvg(m.email, initials), 512);
      return (await storeImage({ storage, body, fileName: `${initials}.webp` })).key;
    }),
  );

  return db.transaction(async (tx) => {
    const memberRows = await tx
      .insert(users)
      .values(
        DEMO_MEMBERS.map((m, i) => ({
          issuer: DEV_ISSUER,
          subject: devSubject(m.email),
          email: m.email,
          name: m.name,
          username: m.email.split("@")[0]!,
          avatar: avatars[i]!,
          gender: m.gender,
          currentCity: m.city,
          currentCountry: "India",
          mobileNo: demoMobile(i),
          // Issue 38 (ADR 0047): members who asked to be verified have passed the phone check, and
          // all but two the photo check too, so the demo shows both badges, "Verified user", and
          // "Verification in progress" (Aarav, the first member, still has his photo to do).
          ...(m.trust
            ? {
                phoneE164: `+91${demoMobile(i)}`,
                phoneVerifiedAt: new Date(),
                ...(PHOTO_TO_DO.has(m.name) ? {} : { photoVerifiedAt: new Date() }),
              }
            : {}),
          dateOfBirth: `${1990 + (i % 9)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
          role: m.admin || opts.adminEmails?.includes(m.email) ? ("admin" as const) : ("member" as const),
          trustVerification: m.trust,
          socialLinks: {
            ...(m.instagram ? { instagram: m.instagram } : {}),
            ...(m.linkedin ? { linkedin: m.linkedin } : {}),
            ...(m.x ? { x: m.x } : {}),
          },
          scenePreferences: m.prefs.map((p) => QUIZ_OPTIONS.scenePreferences[p]!),
          idealScenes: m.scenes.map((s) => QUIZ_OPTIONS.idealScenes[s]!),
          sceneEnergy: QUIZ_OPTIONS.sceneEnergy[m.energy]!,
          vibe: QUIZ_OPTIONS.vibe[m.vibe]!,
          spontaneityComfort: QUIZ_OPTIONS.spontaneityComfort[m.spontaneity]!,
          scenePurpose: m.purposes.map((p) => QUIZ_OPTIONS.scenePurpose[p]!),
          profileDetails: {},
        })),
      )
      .returning({ id: users.id, role: users.role, gender: users.gender });
    const members = memberRows.filter((m) => m.role !== "admin");
    const byEmail = new Map(DEMO_MEMBERS.map((m, i) => [m.email, memberRows[i]!]));
    const who = (email: string) => byEmail.get(email)!.id;
    const admin = memberRows.find((m) => m.role === "admin")!;

    // Something for the admins to look at: open flags, and a score assigned by hand.
    await tx.insert(flags).values([
      {
        userId: who("kabir@demo.meetup"),
        reportedBy: who("ishita@demo.meetup"),
        reason: "Kept asking for my phone number after I said no.",
      },
      {
        userId: who("kabir@demo.meetup"),
        reportedBy: who("zoya@demo.meetup"),
        reason: "Pushy messages about a paid trip that did not exist.",
      },
      {
        userId: who("sahil@demo.meetup"),
        reportedBy: who("tara@demo.meetup"),
        reason: "Did not show up and was rude in the group chat.",
      },
    ]);
    const [low, high] = [who("aarav@demo.meetup"), who("priya@demo.meetup")].sort() as [string, string];
    await tx.insert(compatibilityScores).values({
      userLow: low,
      userHigh: high,
      score: 92,
      reason: "Both trek every month and love sunrise starts.",
      assignedBy: admin.id,
    });
    const seededAt = (opts.now ?? new Date()).getTime();
    const minutesAgo = (n: number) => new Date(seededAt - n * 60_000);
    await tx.insert(messages).values(
      DEMO_DIRECT_MESSAGES.map((m) => ({
        senderId: who(m.from),
        recipientId: who(m.to),
        content: m.content,
        createdAt: minutesAgo(m.minutesAgo),
      })),
    );

    let participantCount = 0;
    let reviewCount = 0;
    for (const [i, def] of ALL_EVENTS.entries()) {
      // A women-only trip is hosted by a woman.
      const pool =
        def.category === "Women-Only Trips" ? members.filter((m) => m.gender === "female") : members;
      const host = def.host ? byEmail.get(def.host)! : pool[i % pool.length]!;
      // Days and times in India, as a host would enter them; the last day ends at midnight there.
      const startDay = dayOf(today, def.startInDays);
      const fromDate = indiaInstant(startDay, def.time);
      const toDate = new Date(indiaInstant(addDays(startDay, def.days - 1), "23:59").getTime() + 59_000);
      const past = startDay < today;
      // Most listings are live; a few show every other state a host or admin meets.
      const status = past ? "approved" : (def.review ?? "approved");
      const eventStatus = past ? "completed" : def.cancelled ? "cancelled" : "ongoing";
      const meeting = def.meeting ?? DEMO_MEETING_POINTS[def.city];
      const images = categoryImages(def.category);
      const [event] = await tx
        .insert(events)
        .values({
          name: def.name,
          description: def.description,
          category: def.category,
          customCategory: def.customCategory ?? null,
          image: images[i % Math.max(images.length, 1)] ?? DEFAULT_EVENT_IMAGE,
          fromDate,
          toDate,
          time: def.time,
          state: def.state,
          city: def.city,
          meetingPlace: meeting?.place ?? null,
          meetingAddress: meeting?.address ?? null,
          meetingLat: meeting?.lat ?? null,
          meetingLng: meeting?.lng ?? null,
          totalSlots: def.slots,
          availableSlots: def.slots,
          cost: def.paymentType === "fee" ? def.cost : 0,
          paymentType: def.paymentType,
          createdBy: host.id,
          eventStatus,
          status,
          rejectionReason:
            status === "rejected"
              ? "Please add the meeting point and a day-wise plan, then submit again."
              : null,
        })
        .returning({ id: events.id });
      if (status !== "approved") continue;

      // Seekers: the next few members after the host, some accepted, some still waiting.
      const seekers = [1, 2, 3, 4, 5]
        .map((k) => members[(i + k * 3) % members.length]!)
        .filter((m) => m.id !== host.id && (def.category !== "Women-Only Trips" || m.gender === "female"));
      const accepted = seekers.slice(0, Math.min(past ? 4 : 2, def.slots));
      const requested = past ? [] : seekers.slice(accepted.length, accepted.length + 2);
      const rows = [
        ...accepted.map((m, k) => ({
          eventId: event!.id,
          userId: m.id,
          requestStatus: "accepted" as const,
          rsvpStatus: k === 0 ? ("yes" as const) : ("maybe" as const),
        })),
        ...requested.map((m) => ({
          eventId: event!.id,
          userId: m.id,
          requestStatus: "requested" as const,
          rsvpStatus: "no" as const,
        })),
      ];
      if (rows.length) await tx.insert(participants).values(rows);
      if (requested.length)
        await tx.insert(notifications).values(
          requested.map((m) => ({
            userId: host.id,
            kind: "request_received",
            eventId: event!.id,
            actorId: m.id,
          })),
        );
      const [group] = await tx
        .insert(groups)
        .values({ eventId: event!.id, groupName: def.name })
        .returning({ id: groups.id });
      await tx
        .insert(groupMembers)
        .values([host, ...accepted].map((m) => ({ groupId: group!.id, userId: m.id })));
      const lines = groupChatLines(def.name, past);
      await tx.insert(messages).values(
        lines.map((line, k) => ({
          senderId: line.from === "host" ? host.id : (accepted[line.from] ?? host).id,
          groupId: group!.id,
          content: line.content,
          // Spread over the last day, oldest first, so the chat list orders groups believably.
          createdAt: minutesAgo(60 * (1 + (i % 20)) - k * 7),
        })),
      );
      participantCount += rows.length;
      await tx
        .update(events)
        .set({ availableSlots: def.slots - accepted.length })
        .where(sql`${events.id} = ${event!.id}`);
      if (past) {
        const reviewRows = accepted.slice(0, 3).map((m, k) => ({
          eventId: event!.id,
          userId: m.id,
          eventOccurred: true,
          stars: 5 - (k % 2),
          reviewText: REVIEW_TEXTS[(i + k) % REVIEW_TEXTS.length]!,
        }));
        await tx.insert(reviews).values(reviewRows);
        reviewCount += reviewRows.length;
      }
    }
    return {
      members: memberRows.length,
      events: ALL_EVENTS.length,
      participants: participantCount,
      reviews: reviewCount,
    };
  });
}

// The trips and outings of events.ts, then a few in every demo member's city (city-events.ts): the
// first keep their places in the list, which pick their hosts and seekers.
const ALL_EVENTS: DemoEvent[] = [...DEMO_EVENTS, ...DEMO_CITY_EVENTS];

// The India date a listing starts on: days from today, or the coming weekend's day (the next
// Saturday after today, and the Sunday after it).
function dayOf(today: string, start: DemoStart): string {
  if (typeof start === "number") return addDays(today, start);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const toSaturday = 6 - weekday || 7;
  return addDays(today, toSaturday + (start === "sunday" ? 1 : 0));
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
