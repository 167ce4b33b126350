import type { FastifyRequest } from "fastify";
import { isLanguage, type Language } from "../../../shared/languages";
import { LIMITS } from "../../../shared/limits";
import type { OnboardingDraft } from "../../../shared/onboarding";
import { LANGUAGE_MESSAGES, MESSAGES, MORE_MESSAGES } from "../../../shared/texts";
import type { ProfileDetails } from "../../db/schema";
import { badRequest } from "../../platform/errors";
import { type MultipartForm, readMultipart, type UploadedFile } from "../../platform/multipart";
import type { IdTokenVerifier } from "../auth/id-token-verifier";
import { verifyIdentity } from "../auth/identity-service";

export type RegistrationInput = {
  identityToken: string;
  nonce: string | undefined;
  draft: OnboardingDraft;
  profileDetails: ProfileDetails;
  /** The language the member chose before the account existed, or null to guess from the browser. */
  language: Language | null;
  avatar: UploadedFile | undefined;
  profileImages: UploadedFile[];
};

const PROFILE_DETAIL_KEYS = [
  "alwaysPack",
  "travelSoundtrack",
  "favoriteTravelMovie",
  "idealEvening",
  "lastMinuteAction",
] as const;

// A registration's size at most: an avatar and the profile pictures at 5 MB each, plus the fields.
const MAX_REGISTRATION_BYTES = (LIMITS.profileImagesMax + 1) * LIMITS.imageMaxBytes + 256 * 1024;

// Reads the multipart registration. The sign-in token (sent before the pictures) is checked before
// the first picture is read, so an anonymous sender's files are never held in memory; pictures
// beyond the avatar and the profile pictures are streamed past.
export async function readRegistrationForm(opts: {
  request: FastifyRequest;
  idTokens: IdTokenVerifier;
}): Promise<MultipartForm> {
  return readMultipart(opts.request, {
    files: { avatar: 1, profileImages: LIMITS.profileImagesMax },
    maxBytes: MAX_REGISTRATION_BYTES,
    beforeFiles: async (fields) => {
      const idToken = (fields.firebaseToken ?? fields.idToken ?? "").trim();
      if (!idToken) throw badRequest("The sign-in token is missing.");
      await verifyIdentity({ idTokens: opts.idTokens, identity: { idToken, nonce: fields.nonce?.trim() } });
    },
  });
}

// Turns the multipart registration of SPEC 3 into a draft the shared rules can check.
// Unknown fields (role, isBanned, …) are simply never read.
export function parseRegistrationForm(form: MultipartForm): RegistrationInput {
  const f = form.fields;
  const identityToken = (f.firebaseToken ?? f.idToken ?? "").trim();
  if (!identityToken) throw badRequest(MESSAGES.idTokenMissing);
  const location = parseLocation(f.currentLocation);
  const socialLinks = jsonObject(f.socialLinks, "socialLinks");
  const details = f.profileDetails ? jsonObject(f.profileDetails, "profileDetails") : {};
  return {
    identityToken,
    nonce: f.nonce?.trim() || undefined,
    draft: {
      mobileNo: (f.mobileNo ?? "").trim(),
      name: (f.name ?? "").trim().slice(0, 80),
      city: location.city,
      country: location.country,
      dateOfBirth: (f.dateOfBirth ?? "").trim().slice(0, 10),
      gender: (f.gender ?? "").trim(),
      hasAvatar: form.files.some((file) => file.field === "avatar"),
      scenePreferences: jsonList(f.scenePreferences, "scenePreferences"),
      idealScenes: jsonList(f.idealScenes, "idealScenes"),
      sceneEnergy: (f.sceneEnergy ?? "").trim(),
      vibe: (f.vibe ?? "").trim(),
      spontaneityComfort: (f.spontaneityComfort ?? "").trim(),
      scenePurpose: jsonList(f.scenePurpose, "scenePurpose"),
      trustVerification:
        f.trustVerification === undefined || f.trustVerification === ""
          ? null
          : f.trustVerification === "true",
      socialLinks: {
        instagram: socialLink(socialLinks.instagram),
        linkedin: socialLink(socialLinks.linkedin),
        x: socialLink(socialLinks.x),
      },
    },
    profileDetails: Object.fromEntries(
      PROFILE_DETAIL_KEYS.filter((k) => typeof details[k] === "string" && String(details[k]).trim()).map(
        (k) => [k, String(details[k]).trim().slice(0, 200)],
      ),
    ),
    language: parseLanguage(f.language),
    avatar: form.files.find((file) => file.field === "avatar"),
    profileImages: form.files.filter((file) => file.field === "profileImages"),
  };
}

// The sign-in screen's choice, sent by the web (ADR 0055). Blank or absent leaves the guess to the
// browser's Accept-Language; anything else that is not a language the app speaks is refused, so a
// client's mistake is seen rather than silently read as English.
function parseLanguage(value: string | undefined): Language | null {
  const text = value?.trim();
  if (!text) return null;
  if (!isLanguage(text)) throw badRequest(LANGUAGE_MESSAGES.invalid);
  return text;
}

function parseLocation(value: string | undefined): { city: string; country: string } {
  if (!value?.trim()) return { city: "", country: "" };
  const text = value.trim();
  if (text.startsWith("{")) {
    const obj = jsonObject(text, "currentLocation");
    return {
      city: String(obj.city ?? "")
        .trim()
        .slice(0, 80),
      country: String(obj.country ?? "")
        .trim()
        .slice(0, 80),
    };
  }
  const [city = "", ...rest] = text.split(",");
  return { city: city.trim().slice(0, 80), country: rest.join(",").trim().slice(0, 80) };
}

function jsonList(value: string | undefined, field: string): string[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(`${MESSAGES.invalidInput} (${field})`);
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === "string"))
    throw badRequest(`${MESSAGES.invalidInput} (${field})`);
  return [...new Set(parsed.map((v) => v.trim()))];
}

function jsonObject(value: string | undefined, field: string): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw badRequest(`${MESSAGES.invalidInput} (${field})`);
}

// A handle or a link; a link must be http(s) so that it can never run script when shown.
function socialLink(value: unknown): string {
  if (typeof value !== "string") return "";
  const text = value.trim().slice(0, 200);
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^https?:\/\//i.test(text))
    throw badRequest(MORE_MESSAGES.socialLink);
  return text;
}
