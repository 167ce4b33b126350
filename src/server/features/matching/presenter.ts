import type { MatchReason } from "../../../shared/compatibility";
import type { PersonCard, ScoredPerson } from "../../../shared/contracts/people";
import type { Storage } from "../../platform/storage";
import type { Viewer } from "../auth/session-service";
import { presentMemberSummary, presentUser } from "../users/presenter";
import type { UserProfile } from "../users/service";
import type { IndexedMember } from "./member-index";

export function presentPersonCard(
  storage: Storage,
  member: IndexedMember,
  score: number | null,
  why: MatchReason | null,
): PersonCard {
  return {
    ...presentMemberSummary(storage, member),
    matchPercentage: score,
    ...presentWhy(why),
  };
}

const presentWhy = (why: MatchReason | null) => ({
  whyYouMatch: why?.sentence ?? null,
  whyYouMatchParts: why?.values ?? [],
});

export function presentScoredPerson(storage: Storage, member: IndexedMember, score: number): ScoredPerson {
  const {
    whyYouMatch: _why,
    whyYouMatchParts: _parts,
    ...card
  } = presentPersonCard(storage, member, score, null);
  return { ...card, compatibility: score };
}

// A page of the ranking, with the cursor of the next page while there is one.
export function presentMatchPage(
  storage: Storage,
  page: { items: { member: IndexedMember; score: number; why: MatchReason | null }[]; total: number },
  offset: number,
) {
  const next = offset + page.items.length;
  return {
    data: page.items.map((i) => presentPersonCard(storage, i.member, i.score, i.why)),
    nextCursor: next < page.total ? String(next) : null,
    total: page.total,
  };
}

export const presentCompatibility = (score: number | null) => ({ compatibilityScore: score });

export function presentMatchedUser(
  storage: Storage,
  viewer: Viewer,
  matched: { profile: UserProfile; score: number | null; why: MatchReason | null },
) {
  return {
    ...presentUser(storage, matched.profile, viewer),
    matchPercentage: matched.score,
    ...presentWhy(matched.why),
  };
}
