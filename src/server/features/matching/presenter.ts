import type { PersonCard, ScoredPerson } from "../../../shared/contracts/people";
import { imageUrl, type Storage } from "../../platform/storage";
import type { IndexedMember } from "./member-index";

export function presentPersonCard(
  storage: Storage,
  member: IndexedMember,
  score: number | null,
  why: string | null,
): PersonCard {
  return {
    _id: member.id,
    name: member.name,
    avatar: imageUrl(storage, member.avatar),
    gender: member.gender,
    location: `${member.city}, ${member.country}`,
    matchPercentage: score,
    whyYouMatch: why,
  };
}

export function presentScoredPerson(storage: Storage, member: IndexedMember, score: number): ScoredPerson {
  const { whyYouMatch: _why, ...card } = presentPersonCard(storage, member, score, null);
  return { ...card, compatibility: score };
}
