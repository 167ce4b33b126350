// An approved, full event whose group chat holds `people` (the first is the host): the realtime and
// the push-not-pull benches both measure a message to such a group.
import type { Database } from "../src/server/db/client";
import { events, groupMembers, groups } from "../src/server/db/schema";

export async function benchGroup(
  db: Database["db"],
  opts: { name: string; description: string; people: { id: string }[] },
): Promise<{ eventId: string; groupId: string }> {
  const [host] = opts.people;
  if (!host) throw new Error("bench-group: a group needs its host");
  const [event] = await db
    .insert(events)
    .values({
      name: opts.name,
      description: opts.description,
      category: "Weekend Getaways",
      fromDate: new Date(Date.now() + 86_400_000),
      toDate: new Date(Date.now() + 2 * 86_400_000),
      time: "09:00",
      state: "Maharashtra",
      city: "Pune",
      totalSlots: opts.people.length - 1,
      availableSlots: 0,
      paymentType: "dutch",
      createdBy: host.id,
      status: "approved",
    })
    .returning({ id: events.id });
  const [group] = await db
    .insert(groups)
    .values({ eventId: event!.id, groupName: opts.name })
    .returning({ id: groups.id });
  await db.insert(groupMembers).values(opts.people.map((p) => ({ groupId: group!.id, userId: p.id })));
  return { eventId: event!.id, groupId: group!.id };
}
