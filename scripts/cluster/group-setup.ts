import { E2E_ADMIN_EMAIL } from "../../e2e/api/members";
import { type HttpMember, loginOverHttp, registerOverHttp } from "../../src/server/test/http-member";

// An approved event with its group, made through the balancer as members would: the host lists
// it, the admin approves, each seeker asks to join and the host accepts.

async function call(base: string, who: HttpMember, method: string, url: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...who.headers, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: { _id: string } };
}

/** The e2e admin (ADMIN_EMAILS of the cluster), registered on first use. */
export async function clusterAdmin(base: string): Promise<HttpMember> {
  return loginOverHttp(base, E2E_ADMIN_EMAIL).catch(() =>
    registerOverHttp(base, E2E_ADMIN_EMAIL, "Meetup Admin"),
  );
}

export async function groupOf(base: string, tag: string, seekerCount: number) {
  const admin = await clusterAdmin(base);
  const host = await registerOverHttp(base, `host-${tag}@cluster.test`, "Rohan Gupta");
  const seekers: HttpMember[] = [];
  for (let i = 0; i < seekerCount; i += 1)
    seekers.push(await registerOverHttp(base, `seeker${i}-${tag}@cluster.test`, "Meera Nair"));
  const day = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const created = await call(base, host, "POST", "/api/events", {
    name: `Rolling restart walk ${tag}`,
    description: "A relaxed evening walk by the lake with chai and new friends afterwards.",
    category: "Food & Coffee Trails",
    state: "Karnataka",
    city: "Bengaluru",
    fromDate: day,
    toDate: day,
    time: "17:30",
    totalSlots: seekerCount + 2,
    paymentType: "dutch",
  });
  const eventId = created.data._id;
  await call(base, admin, "PATCH", `/api/admin/events/${eventId}/approve`);
  for (const seeker of seekers) {
    await call(base, seeker, "POST", `/api/events/${eventId}/join`, {});
    await call(base, host, "POST", `/api/events/${eventId}/request/${seeker.userId}/approve`);
  }
  return { eventId, host, seekers };
}
