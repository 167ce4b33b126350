import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { genderEnum, languageEnum, roleEnum } from "./enums";
import { belongsTo, createdAt, id, timestamps } from "./helpers";

export type SocialLinks = { instagram?: string; linkedin?: string; x?: string };
export type ProfileDetails = {
  alwaysPack?: string;
  travelSoundtrack?: string;
  favoriteTravelMovie?: string;
  idealEvening?: string;
  lastMinuteAction?: string;
};

export const users = pgTable(
  "users",
  {
    id: id(),
    // Members are keyed by the identity provider's issuer and subject, never by email alone.
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    username: text("username").notNull(),
    avatar: text("avatar"),
    gender: genderEnum("gender").notNull(),
    currentCity: text("current_city").notNull(),
    currentCountry: text("current_country").notNull(),
    mobileNo: text("mobile_no").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    role: roleEnum("role").notNull().default("member"),
    isBanned: boolean("is_banned").notNull().default(false),
    trustVerification: boolean("trust_verification").notNull().default(false),
    socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
    scenePreferences: text("scene_preferences").array().notNull().default(sql`'{}'::text[]`),
    idealScenes: text("ideal_scenes").array().notNull().default(sql`'{}'::text[]`),
    sceneEnergy: text("scene_energy").notNull(),
    vibe: text("vibe").notNull(),
    spontaneityComfort: text("spontaneity_comfort").notNull(),
    scenePurpose: text("scene_purpose").array().notNull().default(sql`'{}'::text[]`),
    profileDetails: jsonb("profile_details").$type<ProfileDetails>().notNull().default({}),
    // Where others pay this member back for the group's costs (issue 28 item 7), e.g. riya@okicici.
    upiId: text("upi_id"),
    // Off: others see no read marks from this member, and in a group they are not counted in "Seen by".
    readReceipts: boolean("read_receipts").notNull().default(true),
    // The phone check (issue 38, ADR 0041): the number a code sent by SMS proved, in E.164, and when.
    // Verifying sets mobileNo to the same number; `phoneVerified` holds only while the two agree, so
    // a number changed any other way is not verified.
    phoneE164: text("phone_e164"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    // The photo check (issue 38 item 4): when an admin approved a live selfie against the profile
    // pictures. Cleared when the member changes their profile picture.
    photoVerifiedAt: timestamp("photo_verified_at", { withTimezone: true }),
    // Set when the member deleted their account (ADR 0025): the row stays as a tombstone, erased and
    // banned, so the messages and reviews that point at it keep their link.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // What the member reads the app in, and what their emails and pushes are written in (ADR 0055):
    // chosen on the sign-in screen (or guessed from the browser) when the account is made, changed
    // in the profile. Existing members read English, as they did.
    language: languageEnum("language").notNull().default("en"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_identity_uq").on(t.issuer, t.subject),
    uniqueIndex("users_username_uq").on(t.username),
    index("users_email_idx").on(t.email),
    index("users_name_idx").on(t.name),
    index("users_banned_idx").on(t.isBanned),
    // One verified account per number, whatever races: the database refuses the second.
    uniqueIndex("users_phone_verified_uq").on(t.phoneE164).where(sql`${t.phoneVerifiedAt} is not null`),
    check("users_phone_check_ck", sql`${t.phoneVerifiedAt} is null or ${t.phoneE164} is not null`),
  ],
);

// Extra profile pictures, in the order the member chose them (the avatar lives on users).
export const userImages = pgTable(
  "user_images",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    image: text("image").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_images_position_uq").on(t.userId, t.position),
    check("user_images_position_ck", sql`${t.position} >= 0`),
  ],
);

// One row per signed-in device; the access token names its row, so logout and bans revoke it.
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // SHA-256 of the ID token the session was opened with: unique, so an ID token opens one session
    // and a replayed one (they live an hour) is refused. Null for sessions made without one.
    idTokenHash: text("id_token_hash"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), uniqueIndex("sessions_id_token_uq").on(t.idTokenHash)],
);
