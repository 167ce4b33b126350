import type { EventSummary, User } from "../../../shared/contracts/users";
import type { Language } from "../../../shared/languages";
import { imageUrl, type Storage } from "../../platform/storage";
import type { Viewer } from "../auth/session-service";
import {
  canSeeOwnLanguage,
  canSeeOwnUpiId,
  canSeePrivateDetails,
  isPhoneVerified,
  isPhotoVerified,
} from "./policy";
import type { EventSummaryRow, UserProfile } from "./service";

export function presentEventSummary(storage: Storage, row: EventSummaryRow): EventSummary {
  return {
    _id: row.id,
    name: row.name,
    image: imageUrl(storage, row.image),
    fromDate: row.fromDate.toISOString(),
    toDate: row.toDate.toISOString(),
    location: `${row.city}, ${row.state}`,
  };
}

// Who a member is wherever one is shown, and in lists of members also their gender and home.
export const presentPersonRef = (
  storage: Storage,
  person: { id: string; name: string; avatar: string | null },
) => ({
  _id: person.id,
  name: person.name,
  avatar: imageUrl(storage, person.avatar),
});

export const presentMemberSummary = (
  storage: Storage,
  member: { id: string; name: string; avatar: string | null; gender: string; city: string; country: string },
) => ({
  ...presentPersonRef(storage, member),
  gender: member.gender,
  location: `${member.city}, ${member.country}`,
});

// The badges a member earned (issue 38 item 5), for anyone who sees them: whether, never what number.
export const presentVerification = (
  member: Parameters<typeof isPhoneVerified>[0] & Parameters<typeof isPhotoVerified>[0],
) => ({ phoneVerified: isPhoneVerified(member), photoVerified: isPhotoVerified(member) });

// Field by field: the phone number, birthday and email only reach the member and admins.
export function presentUser(storage: Storage, profile: UserProfile, viewer: Viewer): User {
  const { user } = profile;
  const privileged = canSeePrivateDetails(viewer, user.id);
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    avatar: imageUrl(storage, user.avatar),
    gender: user.gender,
    currentLocation: { city: user.currentCity, country: user.currentCountry },
    location: `${user.currentCity}, ${user.currentCountry}`,
    ...(privileged ? { mobileNo: user.mobileNo, dateOfBirth: user.dateOfBirth, email: user.email } : {}),
    ...(canSeeOwnUpiId(viewer, user.id) ? { upiId: user.upiId } : {}),
    // The member's own language, which the web follows once signed in (ADR 0055).
    ...(canSeeOwnLanguage(viewer, user.id) ? { language: user.language } : {}),
    createdAt: user.createdAt.toISOString(),
    role: user.role,
    isBanned: user.isBanned,
    trustVerification: user.trustVerification,
    ...presentVerification(user),
    hostRating: profile.hostRating,
    following: profile.following,
    followers: profile.followers,
    socialLinks: {
      ...(user.socialLinks.instagram ? { instagram: user.socialLinks.instagram } : {}),
      ...(user.socialLinks.linkedin ? { linkedin: user.socialLinks.linkedin } : {}),
      ...(user.socialLinks.x ? { x: user.socialLinks.x } : {}),
    },
    profileImages: profile.profileImages.map((i) => imageUrl(storage, i)!),
    scenePreferences: user.scenePreferences,
    idealScenes: user.idealScenes,
    sceneEnergy: user.sceneEnergy,
    vibe: user.vibe,
    spontaneityComfort: user.spontaneityComfort,
    scenePurpose: user.scenePurpose,
    profileDetails: Object.fromEntries(
      Object.entries(user.profileDetails).filter((e): e is [string, string] => typeof e[1] === "string"),
    ),
    eventsHosted: profile.eventsHosted.map((e) => presentEventSummary(storage, e)),
    eventsAttended: profile.eventsAttended.map((e) => presentEventSummary(storage, e)),
  };
}

export const presentLanguage = (saved: { language: Language }) => ({ language: saved.language });
