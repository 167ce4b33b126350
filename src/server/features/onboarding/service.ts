import { randomBytes } from "node:crypto";
import { currentNameForTyped } from "../../../shared/city-renames";
import { LIMITS } from "../../../shared/limits";
import { validateRegistration } from "../../../shared/onboarding";
import { MESSAGES, MORE_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { userImages, users } from "../../db/schema";
import { memberRegistered } from "../../domain/members";
import { languageFromAcceptLanguage } from "../../platform/accept-language";
import { badRequest, conflict } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import { prepareImage, putImage } from "../../platform/images";
import type { Storage } from "../../platform/storage";
import type { IdTokenVerifier } from "../auth/id-token-verifier";
import { findByIdentity, verifyIdentity } from "../auth/identity-service";
import type { RegistrationInput } from "./registration-form";

// Registers the identity once: checks every onboarding rule, cleans the images, stores the member.
// The identity token comes with the form and is verified first.
export async function registerMember(opts: {
  db: Db;
  events: DomainEvents;
  storage: Storage;
  idTokens: IdTokenVerifier;
  input: RegistrationInput;
  adminEmails: string[];
  /** The browser's Accept-Language header: the language's guess when the form chose none. */
  acceptLanguage?: string | undefined;
}): Promise<{ id: string; name: string }> {
  const { db, input } = opts;
  const identity = { idToken: input.identityToken, nonce: input.nonce };
  const claims = await verifyIdentity({ idTokens: opts.idTokens, identity });
  if (await findByIdentity({ db, claims })) throw conflict(MORE_MESSAGES.alreadyRegistered);
  const problem = validateRegistration(input.draft);
  if (problem) throw badRequest(problem === MESSAGES.pictureRequired ? MESSAGES.avatarRequired : problem);
  if (input.profileImages.length > LIMITS.profileImagesMax) {
    throw badRequest(MESSAGES.maxSelectionsAllowed(LIMITS.profileImagesMax));
  }

  // Every picture is checked before any is stored: a registration refused for its third picture
  // leaves no avatar behind that no member points at.
  const prepared = [
    await prepareImage({
      notAnImage: MESSAGES.avatarType,
      body: input.avatar!.body,
      fileName: input.avatar!.fileName,
    }),
  ];
  for (const file of input.profileImages) {
    prepared.push(await prepareImage({ body: file.body, fileName: file.fileName }));
  }
  const [avatar, ...pictures] = await Promise.all(prepared.map((image) => putImage(opts.storage, image)));

  const d = input.draft;
  try {
    return await opts.events.commit(async (tx, record) => {
      const [row] = await tx
        .insert(users)
        .values({
          issuer: claims.issuer,
          subject: claims.subject,
          email: claims.email,
          name: d.name,
          username: usernameFor(d.name),
          avatar: avatar!.key,
          gender: d.gender as "male" | "female" | "other",
          // A former name ("Gurgaon") is kept as the city's current one, as its listings show it.
          currentCity: currentNameForTyped(d.city),
          currentCountry: d.country,
          mobileNo: d.mobileNo,
          dateOfBirth: d.dateOfBirth,
          role: opts.adminEmails.includes(claims.email) ? "admin" : "member",
          trustVerification: Boolean(d.trustVerification),
          socialLinks: Object.fromEntries(Object.entries(d.socialLinks).filter(([, v]) => v)),
          scenePreferences: d.scenePreferences,
          idealScenes: d.idealScenes,
          sceneEnergy: d.sceneEnergy,
          vibe: d.vibe,
          spontaneityComfort: d.spontaneityComfort,
          scenePurpose: d.scenePurpose,
          profileDetails: input.profileDetails,
          // What the member chose on the sign-in screen, else the browser's first language the
          // app speaks (ADR 0055): the welcome email is already in it.
          language: input.language ?? languageFromAcceptLanguage(opts.acceptLanguage),
        })
        .returning({ id: users.id, name: users.name });
      if (pictures.length) {
        await tx
          .insert(userImages)
          .values(pictures.map((image, position) => ({ userId: row!.id, image: image.key, position })));
      }
      // Recorded with the member (outbox): the welcome email follows (features/email), and a
      // registration that fails sends none.
      record(memberRegistered.of({ userId: row!.id }));
      return row!;
    });
  } catch (error) {
    // Two registrations of one identity racing: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(MORE_MESSAGES.alreadyRegistered);
    throw error;
  }
}

function usernameFor(name: string): string {
  const base = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.+|\.+$/g, "")
    .slice(0, 20);
  return `${base || "member"}.${randomBytes(3).toString("hex")}`;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}
