import { describe, expect, it } from "vitest";
import { compatibility, profileKey, toProfile } from "../../../shared/compatibility";
import { QUIZ_OPTIONS } from "../../../shared/options";
import { seededRandom } from "../../test/seeded-random";
import { byNameThenId, type IndexedMember } from "./member-index";
import { insertAt, profileTable, removeAt, scoreProfiles } from "./profile-table";
import { pageOf, scoreAll } from "./ranking";

// A page read from the counted scores is the page of the whole ranking sorted as it was before
// (best score first, by name then id within a score), whatever the offset, with blocked members
// and the admin's scores, over random populations with many equal names and scores.
// `kinds` answer sets shared among the members (0: each member answers on their own).
function population(seed: number, size: number, kinds = 0): IndexedMember[] {
  const r = seededRandom(seed);
  const some = <T>(list: readonly T[]) => list.filter(() => r.next() < 0.35);
  const shared = Array.from({ length: kinds }, () => answered());
  return Array.from({ length: size }, (_, i) => {
    const answers = kinds > 0 ? r.pick(shared) : answered();
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      name: r.pick(["Asha", "Ravi", "Meera", "Kabir", "Zoya"]),
      avatar: null,
      gender: "female",
      city: "Pune",
      country: "India",
      role: "member",
      answers,
      profile: toProfile(answers),
      profileKey: profileKey(toProfile(answers)),
    };
  }).sort(byNameThenId);

  function answered() {
    return {
      scenePreferences: some(QUIZ_OPTIONS.scenePreferences),
      idealScenes: some(QUIZ_OPTIONS.idealScenes),
      scenePurpose: some(QUIZ_OPTIONS.scenePurpose),
      sceneEnergy: r.pick(QUIZ_OPTIONS.sceneEnergy),
      spontaneityComfort: r.pick(QUIZ_OPTIONS.spontaneityComfort),
      vibe: r.pick(QUIZ_OPTIONS.vibe),
    };
  }
}

describe("a member's matches, page by page", () => {
  for (const [seed, kinds] of [
    [1, 0],
    [2, 0],
    [3, 12],
    [4, 3],
  ] as const) {
    it(`pages the full ranking exactly (population ${seed}, ${kinds || "all different"} answer sets)`, () => {
      const r = seededRandom(100 + seed);
      const members = population(seed, 600, kinds);
      const me = members[r.int(members.length)]!;
      const blocked = new Set(Array.from({ length: 20 }, () => r.pick(members).id));
      // The admin's scores include a blocked member and the viewer: neither is ranked.
      const overrides = new Map([
        ...Array.from({ length: 15 }, () => [r.pick(members).id, r.int(101)] as const),
        [[...blocked][0]!, 100] as const,
        [me.id, 100] as const,
      ]);
      const expected = members
        .filter((m) => m.id !== me.id && !blocked.has(m.id))
        .map((member) => ({
          member,
          score: overrides.get(member.id) ?? compatibility(me.profile, member.profile),
        }))
        .sort((a, b) => b.score - a.score || byNameThenId(a.member, b.member));

      const byId = new Map(members.map((m) => [m.id, m]));
      const ranking = scoreAll(me, { members, byId, table: profileTable(members) }, { blocked, overrides });
      expect(ranking.total).toBe(expected.length);
      for (const [offset, limit] of [
        [0, 20],
        [20, 20],
        [r.int(500), 1 + r.int(40)],
        [r.int(500), 1 + r.int(40)],
        [expected.length - 7, 20],
        [expected.length + 5, 20],
      ] as const) {
        const page = pageOf(ranking, offset, limit);
        expect(page.map((p) => [p.member.id, p.score])).toEqual(
          expected.slice(offset, offset + limit).map((p) => [p.member.id, p.score]),
        );
      }
    });
  }
});

describe("a table of distinct profiles", () => {
  it("kept in step by insertions and removals, as one built afresh", () => {
    const r = seededRandom(9);
    const pool = [...population(10, 300), ...population(11, 300, 4)];
    const members: IndexedMember[] = [];
    const table = profileTable([]);
    for (let step = 0; step < 900; step++) {
      if (members.length > 0 && r.next() < 0.3) {
        const at = r.int(members.length);
        members.splice(at, 1);
        removeAt(table, at);
      } else {
        const member = r.pick(pool);
        const at = r.int(members.length + 1);
        members.splice(at, 0, member);
        insertAt(table, at, member);
      }
    }
    const fresh = profileTable(members);
    const answersOf = (t: typeof table, set: number) =>
      [t.prefs, t.scenes, t.purpose, t.energy, t.spontaneity, t.vibe].map((c) => c[set]).join(",");
    expect(table.length).toBe(members.length);
    members.forEach((_, i) => {
      expect(answersOf(table, table.profileOf[i]!)).toBe(answersOf(fresh, fresh.profileOf[i]!));
      expect(table.size[table.profileOf[i]!]).toBe(fresh.size[fresh.profileOf[i]!]);
    });
  });

  it("holds each answer set once and scores it as compatibility scores the pair", () => {
    const members = [...population(7, 400), ...population(8, 400, 5)];
    const table = profileTable(members);
    expect(table.count).toBe(new Set(members.map((m) => m.profileKey)).size);
    expect([...table.size].reduce((a, b) => a + b, 0)).toBe(members.length);
    for (const me of members.slice(0, 40)) {
      const scores = scoreProfiles(me.profile, table);
      members.forEach((other, i) => {
        expect(scores[table.profileOf[i]!]).toBe(compatibility(me.profile, other.profile));
      });
    }
  });
});
