import { describe, expect, it, vi } from "vitest";
import { blocks, compatibilityScores, participants } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { readManyViewerRelations, readViewerRelations, relationsBatch } from "./member-index";

// The digest's batch reads many members' relations in one query: each must be exactly what the
// one-member read answers, blocks both ways, an admin's scores on either side, joined categories.
const t = testAppForFile();

describe("readManyViewerRelations", () => {
  it("answers for each member what readViewerRelations answers alone", async () => {
    const db = t.database.db;
    const [asha, ravi, meera, quiet] = await Promise.all([t.login(), t.login(), t.login(), t.login()]);
    await db.insert(blocks).values({ blockerId: asha.id, blockedId: ravi.id });
    const [low, high] = [asha.id, meera.id].sort();
    await db
      .insert(compatibilityScores)
      .values({ userLow: low!, userHigh: high!, score: 91, reason: "hand" });
    const hike = await createEvent(db, { createdBy: ravi.id, category: "Trekking" });
    await db.insert(participants).values({ eventId: hike.id, userId: meera.id, requestStatus: "accepted" });

    const ids = [asha.id, ravi.id, meera.id, quiet.id];
    const many = await readManyViewerRelations(db, ids);
    expect([...many.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(many.get(id)).toEqual(await readViewerRelations(db, id));

    expect(many.get(ravi.id)!.blocked).toEqual(new Set([asha.id]));
    expect(many.get(meera.id)!.overrides).toEqual(new Map([[asha.id, 91]]));
    expect(many.get(meera.id)!.joinedCategories).toEqual(new Set(["Trekking"]));
    expect(many.get(quiet.id)).toEqual({
      blocked: new Set(),
      overrides: new Map(),
      joinedCategories: new Set(),
    });
    expect(await readManyViewerRelations(db, [])).toEqual(new Map());
  });
});

describe("relationsBatch", () => {
  it("reads members asked for at once, or while a read is under way, together, each as alone", async () => {
    const db = t.database.db;
    const members = await Promise.all(Array.from({ length: 6 }, () => t.login()));
    await db.insert(blocks).values({ blockerId: members[0]!.id, blockedId: members[1]!.id });
    const alone = new Map<string, unknown>();
    for (const m of members) alone.set(m.id, await readViewerRelations(db, m.id));

    const execute = db.execute.bind(db);
    const reads = vi.spyOn(db, "execute");
    // The first read waits at a gate, as a read does behind others on a busy database.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    reads.mockImplementationOnce((async (query: Parameters<typeof db.execute>[0]) => {
      await gate;
      return execute(query);
    }) as never);
    try {
      const loader = relationsBatch(db);
      // Three asked in one go; three more while the read of the first three is under way.
      const first = members.slice(0, 3).map((m) => loader.load(m.id));
      await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
      const second = members.slice(3).map((m) => loader.load(m.id));
      open();
      const answers = await Promise.all([...first, ...second]);
      expect(answers).toEqual(members.map((m) => alone.get(m.id)));
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });
});
