import type { AdminEvent } from "../../../shared/contracts/admin-events";
import type { FailedJob } from "../../../shared/contracts/jobs";
import type { Job } from "../../platform/jobs/queue";
import type { Storage } from "../../platform/storage";
import type { Viewer } from "../auth/session-service";
import type { EventWithHost } from "../events/admin-listing";
import { presentEvent } from "../events/presenter";
import type { IndexedMember } from "../matching/member-index";
import { presentScoredPerson } from "../matching/presenter";
import { presentMemberSummary, presentPersonRef, presentUser, presentVerification } from "../users/presenter";
import type { UserProfile } from "../users/service";
import type { adminFlaggedUsers, adminListUsers, adminUserProfile, FlagRow } from "./users-service";

export function presentAdminEvent(
  storage: Storage,
  item: { row: EventWithHost; averageRating: number | null },
): AdminEvent {
  const { host, ...event } = item.row;
  return {
    ...presentEvent(storage, event, item.averageRating),
    createdBy: { _id: host.id, name: host.name, email: host.email },
  };
}

type UserListRow = Awaited<ReturnType<typeof adminListUsers>>[number];
type FlaggedEntry = Awaited<ReturnType<typeof adminFlaggedUsers>>[number];

export function presentAdminUserCard(storage: Storage, r: UserListRow) {
  return {
    ...presentMemberSummary(storage, r),
    role: r.role,
    isBanned: r.isBanned,
    flagCount: r.flagCount,
    ...presentVerification(r),
  };
}

export function presentFlag(storage: Storage, f: FlagRow) {
  return {
    _id: f.flagId,
    reason: f.reason,
    createdAt: f.createdAt.toISOString(),
    // No reporter: the app raised it (repeated no-shows).
    reportedBy: f.reporter ? presentPersonRef(storage, f.reporter) : null,
  };
}

export function presentFlaggedUser(storage: Storage, { member, flags }: FlaggedEntry) {
  return {
    ...presentMemberSummary(storage, member),
    isBanned: member.isBanned,
    flagCount: flags.length,
    flags: flags.map((f) => presentFlag(storage, f)),
  };
}

export function presentAdminUserProfile(
  storage: Storage,
  viewer: Viewer,
  view: Awaited<ReturnType<typeof adminUserProfile>>,
) {
  return {
    ...presentUser(storage, view.profile, viewer),
    flags: view.flags.map((f) => presentFlag(storage, f)),
    flagCount: view.flags.length,
    matches: view.matches.map((m) => presentScoredPerson(storage, m.member, m.score)),
  };
}

type Scored = { member: IndexedMember; score: number };

export function presentMatchmaking(storage: Storage, found: { matches: Scored[]; opposites: Scored[] }) {
  return {
    matches: found.matches.map((m) => presentScoredPerson(storage, m.member, m.score)),
    opposites: found.opposites.map((m) => presentScoredPerson(storage, m.member, m.score)),
  };
}

export const presentPairCompatibility = (pair: { compatibility: number; assigned: boolean }) => ({
  compatibility: pair.compatibility,
  assigned: pair.assigned,
});

// Both members' answers, and the ideal scenes they share.
export function presentCommonGround(
  storage: Storage,
  viewer: Viewer,
  pair: { first: UserProfile; second: UserProfile },
) {
  const details = (p: UserProfile) => {
    const u = presentUser(storage, p, viewer);
    return {
      _id: u._id,
      name: u.name,
      avatar: u.avatar,
      gender: u.gender,
      location: u.location,
      scenePreferences: u.scenePreferences,
      idealScenes: u.idealScenes,
      sceneEnergy: u.sceneEnergy,
      vibe: u.vibe,
      spontaneityComfort: u.spontaneityComfort,
      scenePurpose: u.scenePurpose,
      profileDetails: u.profileDetails,
    };
  };
  return {
    commonIdealScenes: pair.first.user.idealScenes.filter((s) => pair.second.user.idealScenes.includes(s)),
    user1Details: details(pair.first),
    user2Details: details(pair.second),
  };
}

export const presentFailedJob = (job: Job): FailedJob => ({
  _id: job.id,
  kind: job.kind,
  dedupKey: job.dedupKey,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  lastError: job.lastError,
  createdAt: job.createdAt.toISOString(),
  failedAt: job.finishedAt?.toISOString() ?? null,
});
