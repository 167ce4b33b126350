import { compatibility, similarity, whyYouMatch } from "../../../shared/compatibility";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import { type IndexedMember, type MemberIndex, viewerContext } from "./member-index";

export const MEMBER_NOT_FOUND = "We could not find that member.";

export type RankedMember = { member: IndexedMember; score: number; why: string | null };

// Members ranked by compatibility with the viewer: the admin's score for a pair replaces the
// formula; the viewer, banned members and blocked pairs never appear.
export async function rankMatches(opts: {
  db: Db;
  index: MemberIndex;
  viewerId: string;
  offset: number;
  limit: number;
}) {
  const context = await viewerContext(opts.db, opts.viewerId);
  const snapshot = await opts.index.snapshotAt(context.generation);
  const me = snapshot.byId.get(opts.viewerId);
  if (!me) return { items: [] as RankedMember[], total: 0 };
  const scored: { member: IndexedMember; score: number }[] = [];
  for (const member of snapshot.members) {
    if (member.id === me.id || context.blocked.has(member.id)) continue;
    scored.push({
      member,
      score: context.overrides.get(member.id) ?? compatibility(me.profile, member.profile),
    });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.member.name.localeCompare(b.member.name) ||
      a.member.id.localeCompare(b.member.id),
  );
  const items = scored
    .slice(opts.offset, opts.offset + opts.limit)
    .map((s) => ({ ...s, why: whyYouMatch(me.answers, s.member.answers) }));
  return { items, total: scored.length };
}

// The compatibility of two members as one of them sees it; 404 when either is unknown, banned,
// or the pair is blocked.
export async function compatibilityWith(opts: {
  db: Db;
  index: MemberIndex;
  viewerId: string;
  otherId: string;
}) {
  if (!isUuid(opts.otherId)) throw notFound(MEMBER_NOT_FOUND);
  const context = await viewerContext(opts.db, opts.viewerId);
  const snapshot = await opts.index.snapshotAt(context.generation);
  const me = snapshot.byId.get(opts.viewerId);
  const other = snapshot.byId.get(opts.otherId);
  if (!me || !other || context.blocked.has(other.id)) throw notFound(MEMBER_NOT_FOUND);
  if (me.id === other.id) return { score: null, why: null, member: other };
  return {
    score: context.overrides.get(other.id) ?? compatibility(me.profile, other.profile),
    why: whyYouMatch(me.answers, other.answers),
    member: other,
  };
}

// For the admin's matchmaking: the most compatible members, and the least alike ("opposites").
export async function matchesAndOpposites(opts: {
  db: Db;
  index: MemberIndex;
  userId: string;
  limit?: number;
}) {
  if (!isUuid(opts.userId)) throw notFound(MEMBER_NOT_FOUND);
  const context = await viewerContext(opts.db, opts.userId);
  const snapshot = await opts.index.snapshotAt(context.generation);
  const me = snapshot.byId.get(opts.userId);
  if (!me) throw notFound(MEMBER_NOT_FOUND);
  const others = snapshot.members.filter((m) => m.id !== me.id && !context.blocked.has(m.id));
  const withScores = others.map((member) => ({
    member,
    score: context.overrides.get(member.id) ?? compatibility(me.profile, member.profile),
    similarity: similarity(me.profile, member.profile),
  }));
  const limit = opts.limit ?? 30;
  const matches = [...withScores]
    .sort((a, b) => b.score - a.score || a.member.name.localeCompare(b.member.name))
    .slice(0, limit);
  const opposites = [...withScores]
    .sort((a, b) => a.similarity - b.similarity || a.member.name.localeCompare(b.member.name))
    .slice(0, limit);
  return { matches, opposites };
}
