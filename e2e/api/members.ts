import type { APIRequestContext } from "@playwright/test";
import { z } from "zod";
import * as auth from "../../src/shared/endpoints/auth";
import * as onboarding from "../../src/shared/endpoints/onboarding";
import * as users from "../../src/shared/endpoints/users";
import { type OnboardingDraft, validateRegistration } from "../../src/shared/onboarding";
import { avatarPng } from "./avatar";
import { callApi, callEndpoint } from "./client";

// The one admin of every e2e run: playwright.config.ts lists it in ADMIN_EMAILS, so the server makes
// the account an admin when it registers (src/server/features/onboarding/service.ts).
export const E2E_ADMIN_EMAIL = "admin@e2e.meetup";

/** A registered member, signed in through the API. */
export type Member = {
  email: string;
  name: string;
  userId: string;
  accessToken: string;
  role: "member" | "admin";
};

/** What a journey may choose about a new member; everything else is a valid answer of SPEC 5. */
export type MemberOverrides = Partial<Omit<OnboardingDraft, "hasAvatar">> & { email?: string };

const devToken = z.object({ idToken: z.string() });

let counter = 0;

// Unique per worker and run, so the phone and desktop runs (one server) never meet.
export function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

const DEFAULT_ANSWERS: Omit<OnboardingDraft, "hasAvatar" | "name"> = {
  mobileNo: "9876543210",
  city: "Bengaluru",
  country: "India",
  dateOfBirth: "1995-06-15",
  gender: "female",
  scenePreferences: ["Chai & Conversations", "Nature Walks & Hikes"],
  idealScenes: ["Sunday café crawl"],
  sceneEnergy: "Balanced and Flexible",
  vibe: "I can vibe with almost anyone",
  spontaneityComfort: "Okay figuring it out",
  scenePurpose: ["Make like-minded friends"],
  trustVerification: true,
  socialLinks: { instagram: "https://instagram.com/meetup.e2e", linkedin: "", x: "" },
};

/** An ID token from the development issuer for `email`, as the sign-in popup would hand over. */
export async function devIdToken(request: APIRequestContext, email: string): Promise<string> {
  return (await callApi(request, { method: "POST", path: "/dev-idp/token", data: { email } }, devToken))
    .idToken;
}

/** Signs a registered account in: the ID token exchanged at /api/users/login. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<Member> {
  const firebaseToken = await devIdToken(request, email);
  const { data } = await callEndpoint(request, auth.login, { data: { firebaseToken } });
  return {
    email,
    name: data.user.name,
    userId: data.user._id,
    accessToken: data.accessToken,
    role: data.user.role,
  };
}

/**
 * Registers a fresh member through the real onboarding endpoint (the multipart form of SPEC 3, as the
 * web app's registration form sends it) and signs them in.
 */
export async function registerMember(
  request: APIRequestContext,
  overrides: MemberOverrides = {},
): Promise<Member> {
  const { email = `member-${uniqueTag()}@e2e.meetup`, ...answers } = overrides;
  const draft: OnboardingDraft = { ...DEFAULT_ANSWERS, name: "Asha Menon", ...answers, hasAvatar: true };
  // The shared rules first: a draft the server would refuse is a broken fixture, said plainly.
  const problem = validateRegistration(draft);
  if (problem) throw new Error(`newMember(${JSON.stringify(overrides)}): ${problem}`);
  const links = draft.socialLinks;
  await callEndpoint(request, onboarding.register, {
    multipart: {
      firebaseToken: await devIdToken(request, email),
      name: draft.name,
      currentLocation: JSON.stringify({ city: draft.city, country: draft.country }),
      mobileNo: draft.mobileNo,
      dateOfBirth: draft.dateOfBirth,
      gender: draft.gender,
      spontaneityComfort: draft.spontaneityComfort,
      sceneEnergy: draft.sceneEnergy,
      vibe: draft.vibe,
      scenePreferences: JSON.stringify(draft.scenePreferences),
      idealScenes: JSON.stringify(draft.idealScenes),
      scenePurpose: JSON.stringify(draft.scenePurpose),
      trustVerification: draft.trustVerification ? "true" : "false",
      socialLinks: JSON.stringify(Object.fromEntries(Object.entries(links).filter(([, v]) => v))),
      avatar: { name: "avatar.png", mimeType: "image/png", buffer: await avatarPng() },
    },
  });
  return apiLogin(request, email);
}

const adminExists = async (request: APIRequestContext) => {
  const firebaseToken = await devIdToken(request, E2E_ADMIN_EMAIL);
  return (await callEndpoint(request, auth.checkUser, { data: { firebaseToken } })).data.exists;
};

/** The e2e admin, registered on first use (the phone and desktop runs share one server). */
export async function adminSession(request: APIRequestContext): Promise<Member> {
  let admin: Member;
  if (await adminExists(request)) admin = await apiLogin(request, E2E_ADMIN_EMAIL);
  else {
    try {
      admin = await registerMember(request, { email: E2E_ADMIN_EMAIL, name: "Meetup Admin" });
    } catch (error) {
      // Two workers may both find no admin and register it at once: the second is refused, and signs in.
      if (!(await adminExists(request))) throw error;
      admin = await apiLogin(request, E2E_ADMIN_EMAIL);
    }
  }
  if (admin.role !== "admin") throw new Error(`${E2E_ADMIN_EMAIL} is not in the server's ADMIN_EMAILS`);
  return admin;
}

/**
 * Saves the member's language on their account (ADR 0055): the app then speaks it from the first
 * screen whatever the browser asks for, as it does for a member who chose it in the profile.
 */
export async function speaks(
  request: APIRequestContext,
  member: Member,
  language: "en" | "hi",
): Promise<void> {
  await callEndpoint(request, users.putMyLanguage, { as: member, data: { language } });
}
