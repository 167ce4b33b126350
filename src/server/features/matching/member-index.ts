import type DataLoader from "dataloader";
import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { type Answers, type MatchProfile, profileKey, toProfile } from "../../../shared/compatibility";
import { type Db, queryRows } from "../../db/client";
import { memberSummaryColumns } from "../../db/member-columns";
import { appCounters, snapshotChanges, users } from "../../db/schema";
import { batchLoader } from "../../platform/batch-loader";
import { Interned } from "../../platform/interned";
import { insertAt, type ProfileTable, profileTable, removeAt } from "./profile-table";

export type IndexedMember = {
  id: string;
  name: string;
  avatar: string | null;
  gender: string;
  city: string;
  country: string;
  role: string;
  answers: Answers;
  profile: MatchProfile;
  /** Equal for members with equal answers (compatibility.ts `profileKey`). */
  profileKey: number;
};

/**
 * `members` in order of name, then id: a ranking fills its score buckets in that order, unsorted.
 * `table`: their distinct sets of answers, kept in step with `members` (profile-table.ts).
 */
export type Snapshot = {
  generation: number;
  members: IndexedMember[];
  byId: Map<string, IndexedMember>;
  table: ProfileTable;
};

// A plain code-unit comparison: stable and fast (localeCompare costs microseconds a call).
export function byNameThenId(a: IndexedMember, b: IndexedMember): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Where `member` is, or would go, in members kept by name then id. */
export function placeOf(members: readonly IndexedMember[], member: IndexedMember): number {
  let lo = 0;
  let hi = members.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (byNameThenId(members[mid]!, member) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Every member who is not banned, with their answers as bit masks, held in memory so that ranking
// 10,000 members costs one primary-key read (is it stale?) and a millisecond of arithmetic.
// Each change to what the index reads of a member is logged under the "members" counter (migration
// 0034, ADR 0051): a process that finds the counter past its own re-reads the members the log names
// and puts them in place. Only the first request of a process waits for a full read; a process that
// finds the log pruned past it reads everyone again behind the requests, which it serves meanwhile.
export type MemberIndex = {
  snapshot(): Promise<Snapshot>;
  // For callers that already read the counter in a combined query.
  snapshotAt(generation: number): Promise<Snapshot>;
  // Recent members' full rankings, each valid for one signature (counter, blocks, admin scores).
  rankings: RankingCache;
};

/**
 * A viewer's scores of every member: the score of each distinct set of answers (a member's score is
 * their set's), the few members whose score is not their set's (an admin's score; 255, not ranked,
 * for the viewer and a blocked pair) by position, and how many members have each score. A few
 * hundred bytes at 100,000 members, where a byte per member (100 KB, made and kept for each of the
 * last 200 viewers) was most of a new viewer's time; the whole ranking of objects before was 4.9 MB.
 */
export type Ranking = {
  /** The members array the positions are of: patched in place, it is good while unchanged. */
  of: readonly IndexedMember[];
  /** The table of sets, whose `profileOf` gives each member's set in the order of `of`. */
  table: Pick<ProfileTable, "profileOf">;
  byProfile: Uint8Array;
  /** Positions whose score is not their set's, ascending, and their scores. */
  exceptions: { at: Int32Array; score: Uint8Array };
  counts: Uint32Array;
  total: number;
};

export class RankingCache {
  private readonly entries = new Map<string, { signature: string; ranking: Ranking }>();
  constructor(private readonly max = 200) {}

  get(viewerId: string, signature: string): Ranking | undefined {
    const entry = this.entries.get(viewerId);
    if (!entry || entry.signature !== signature) return undefined;
    // Most recently used last, so the oldest is evicted first.
    this.entries.delete(viewerId);
    this.entries.set(viewerId, entry);
    return entry.ranking;
  }

  set(viewerId: string, signature: string, ranking: Ranking): Ranking {
    this.entries.delete(viewerId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(viewerId, { signature, ranking });
    return ranking;
  }
}

const indexedColumns = {
  ...memberSummaryColumns,
  role: users.role,
  isBanned: users.isBanned,
  scenePreferences: users.scenePreferences,
  idealScenes: users.idealScenes,
  scenePurpose: users.scenePurpose,
  sceneEnergy: users.sceneEnergy,
  spontaneityComfort: users.spontaneityComfort,
  vibe: users.vibe,
};
type IndexedRow = Awaited<ReturnType<typeof readMembers>>[number];

const readMembers = (db: Db, where: SQL) => db.select(indexedColumns).from(users).where(where);

/** Members read per statement of a full read: the event loop serves requests between slices. */
const READ_SLICE = 2000;

// Keyset slices by id, as the listing snapshot's build: never 100,000 rows parsed in one go.
async function readEveryMember(db: Db): Promise<IndexedMember[]> {
  const members: IndexedMember[] = [];
  let after: string | null = null;
  for (;;) {
    const rows: IndexedRow[] = await db
      .select(indexedColumns)
      .from(users)
      .where(and(eq(users.isBanned, false), after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(READ_SLICE);
    for (const row of rows) members.push(toIndexed(row));
    if (rows.length < READ_SLICE) return members;
    after = rows.at(-1)!.id;
  }
}

// Built field by field, in one shape: a rest-spread of the row made objects V8 keeps as
// dictionaries, and reading one field of 100,000 of them took 230 ms (a ranking, 300 ms).
// The answers, gender, city, country and role repeat across members: one copy each (interned.ts),
// and one profile object for each distinct set of answers.
const repeated = new Interned();
const profiles = new Map<number, MatchProfile>();

function toIndexed(row: IndexedRow): IndexedMember {
  const answers: Answers = {
    scenePreferences: repeated.list(row.scenePreferences),
    idealScenes: repeated.list(row.idealScenes),
    scenePurpose: repeated.list(row.scenePurpose),
    sceneEnergy: repeated.of(row.sceneEnergy),
    spontaneityComfort: repeated.of(row.spontaneityComfort),
    vibe: repeated.of(row.vibe),
  };
  const computed = toProfile(answers);
  const key = profileKey(computed);
  const profile = profiles.get(key) ?? computed;
  if (profiles.size < 20_000) profiles.set(key, profile);
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    gender: repeated.of(row.gender),
    city: repeated.of(row.city),
    country: repeated.of(row.country),
    role: repeated.of(row.role),
    answers,
    profile,
    profileKey: key,
  };
}

/** More changed members than this share of the index (and this many) at once: read everyone. */
const REBUILD_SHARE = 0.25;
const REBUILD_AT_LEAST = 1000;

export function createMemberIndex(db: Db): MemberIndex {
  let current: Snapshot = { generation: -1, members: [], byId: new Map(), table: profileTable([]) };
  let building: Promise<void> | null = null;
  let catchingUp: Promise<void> | null = null;
  // A full read started because the log could not bring the index up to date: until it ends the
  // requests are served the index as it is, rather than each reading the log again.
  let recovering = false;

  const build = (generation: number): Promise<void> => {
    building ??= (async () => {
      const previous = current.generation;
      const members = (await readEveryMember(db)).sort(byNameThenId);
      current = {
        generation,
        members,
        byId: new Map(members.map((m) => [m.id, m])),
        table: profileTable(members),
      };
      // Changes logged while everyone was read are applied again (idempotent).
      if (previous > generation) await catchUp(previous);
    })().finally(() => {
      building = null;
      recovering = false;
    });
    return building;
  };

  const applyLogged = async (generation: number): Promise<void> => {
    const from = current.generation;
    const most = Math.max(REBUILD_AT_LEAST, Math.ceil(current.members.length * REBUILD_SHARE));
    const changes = await db
      .select({ seq: snapshotChanges.seq, subjectId: snapshotChanges.subjectId })
      .from(snapshotChanges)
      .where(and(eq(snapshotChanges.counter, "members"), gt(snapshotChanges.seq, from)))
      .orderBy(asc(snapshotChanges.seq))
      .limit(most + 1);
    if (changes.length === 0) return;
    const latest = changes.at(-1)!.seq;
    const ids = [...new Set(changes.map((c) => c.subjectId))];
    // The log no longer reaches back to the index (pruned), or too many changed: read everyone,
    // as of the counter the caller read (every change up to it is committed).
    if (changes[0]!.seq > from + 1 || changes.length > most) {
      recovering = true;
      void build(Math.max(latest, generation)).catch(() => {});
      return;
    }
    const rows = await readMembers(db, inArray(users.id, ids));
    const found = new Map(rows.map((r) => [r.id, r]));
    // Nothing awaits from here on: no request sees the index half changed.
    // Each member leaves their place by name and, still listed, takes their new one (a move of
    // the array's tail: a tenth of a millisecond at 100,000).
    const { members, byId, table } = current;
    for (const id of ids) {
      const row = found.get(id);
      const old = byId.get(id);
      if (old) {
        const at = placeOf(members, old);
        members.splice(at, 1);
        removeAt(table, at);
        byId.delete(id);
      }
      if (row && !row.isBanned) {
        const member = toIndexed(row);
        byId.set(id, member);
        const at = placeOf(members, member);
        members.splice(at, 0, member);
        insertAt(table, at, member);
      }
    }
    if (current.generation < latest) current.generation = latest;
  };

  const catchUp = async (generation: number): Promise<void> => {
    while (current.generation < generation) {
      catchingUp ??= applyLogged(generation).finally(() => {
        catchingUp = null;
      });
      const before = current.generation;
      await catchingUp;
      // Nothing more was logged (a change not committed when the counter was read, or a full read
      // started instead): serve what there is.
      if (current.generation === before) return;
    }
  };

  const snapshotAt = async (generation: number) => {
    if (current.generation < 0) await build(generation);
    else if (current.generation < generation && !recovering) await catchUp(generation);
    return current;
  };

  return {
    snapshotAt,
    rankings: new RankingCache(),
    async snapshot() {
      const [row] = await db
        .select({ value: appCounters.value })
        .from(appCounters)
        .where(eq(appCounters.key, "members"));
      return snapshotAt(Number(row?.value ?? 0));
    },
  };
}

type CountersRow = { generation: string | number | null; listings: string | number | null };
type RelationsRow = {
  blocked: string[] | null;
  overrides: { other: string; score: number }[] | null;
  joined: string[] | null;
};

// The members counter (the index's generation) and the listings counter (discovery's snapshot).
const countersColumns = sql`
      (select value from app_counters where key = 'members') as generation,
      (select value from app_counters where key = 'listings') as listings`;

// The members the viewer blocked or was blocked by, the admin-assigned scores of the viewer's pairs,
// and the categories of experiences they joined.
// `viewer` is the member's id, or a column holding it (the batch read below).
const relationsColumns = (viewer: string | SQL) => sql`
      (select array_agg(case when blocker_id = ${viewer} then blocked_id else blocker_id end)::text[]
         from blocks where blocker_id = ${viewer} or blocked_id = ${viewer}) as blocked,
      (select json_agg(json_build_object('other', case when user_low = ${viewer} then user_high else user_low end, 'score', score))
         from compatibility_scores where user_low = ${viewer} or user_high = ${viewer}) as overrides,
      (select array_agg(distinct e.category)::text[] from participants p join events e on e.id = p.event_id
         where p.user_id = ${viewer} and p.request_status = 'accepted') as joined`;

export type Counters = { generation: number; listingsGeneration: number };
export type ViewerRelations = {
  blocked: Set<string>;
  overrides: Map<string, number>;
  joinedCategories: Set<string>;
};

const toCounters = (row: CountersRow): Counters => ({
  generation: Number(row.generation ?? 0),
  listingsGeneration: Number(row.listings ?? 0),
});

const toRelations = (row: RelationsRow): ViewerRelations => ({
  blocked: new Set(row.blocked ?? []),
  overrides: new Map((row.overrides ?? []).map((o) => [o.other, o.score])),
  joinedCategories: new Set(row.joined ?? []),
});

export async function readCounters(db: Db): Promise<Counters> {
  const rows = await queryRows<CountersRow>(db, sql`select ${countersColumns}`);
  return toCounters(rows[0]!);
}

export async function readViewerRelations(db: Db, viewerId: string): Promise<ViewerRelations> {
  const rows = await queryRows<RelationsRow>(db, sql`select ${relationsColumns(viewerId)}`);
  return toRelations(rows[0]!);
}

/**
 * The relations of many members in one round trip, for a job that ranks for each of them (the
 * weekly digest's batch): by member id, every id given answered.
 */
export async function readManyViewerRelations(
  db: Db,
  viewerIds: string[],
): Promise<Map<string, ViewerRelations>> {
  if (viewerIds.length === 0) return new Map();
  const ids = sql.join(
    viewerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<RelationsRow & { viewer: string }>(
    db,
    sql`select v.id::text as viewer, ${relationsColumns(sql`v.id`)} from unnest(array[${ids}]::uuid[]) as v(id)`,
  );
  return new Map(rows.map((row) => [row.viewer, toRelations(row)]));
}

// Members whose relations are asked for while a read of them is under way go together in the next
// read (ADR 0039): after a restart or a change that cleared discovery's cache, many members' first
// pages come at once.
const batches = new WeakMap<Db, DataLoader<string, ViewerRelations>>();

export function relationsBatch(db: Db): DataLoader<string, ViewerRelations> {
  let loader = batches.get(db);
  if (!loader) {
    loader = batchLoader(async (ids: readonly string[]) => {
      const found = await readManyViewerRelations(db, [...ids]);
      return ids.map((id) => found.get(id) ?? new Error(`no relations read for ${id}`));
    });
    batches.set(db, loader);
  }
  return loader;
}

export type ViewerContext = Counters & ViewerRelations;

// What ranking for one member needs besides the index, in one round trip: both of the above.
export async function viewerContext(opts: { db: Db; viewerId: string }): Promise<ViewerContext> {
  const rows = await queryRows<CountersRow & RelationsRow>(
    opts.db,
    sql`select ${countersColumns}, ${relationsColumns(opts.viewerId)}`,
  );
  return { ...toCounters(rows[0]!), ...toRelations(rows[0]!) };
}
