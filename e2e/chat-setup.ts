import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import { apiLogin, DEMO_ADMIN, loginAs } from "./fixtures";

export type Session = Awaited<ReturnType<typeof apiLogin>>;
export const bearer = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

const inDays = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

// A fresh approved experience with its group: `host` lists it, the admin approves, `seeker` asks
// to join and the host accepts. Fresh per run, so the phone and desktop runs do not meet.
export async function freshGroup(request: APIRequestContext, host: Session, seeker: Session, name: string) {
  const created = await request.post("/api/events", {
    headers: bearer(host),
    data: {
      name,
      description: "A relaxed evening walk by the lake with chai and new friends afterwards.",
      category: "Food & Coffee Trails",
      state: "Karnataka",
      city: "Bengaluru",
      fromDate: inDays(5),
      toDate: inDays(5),
      time: "17:30",
      totalSlots: 6,
      paymentType: "dutch",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).data._id as string;
  const admin = await apiLogin(request, DEMO_ADMIN);
  expect((await request.patch(`/api/admin/events/${eventId}/approve`, { headers: bearer(admin) })).ok()).toBe(
    true,
  );
  expect(
    (await request.post(`/api/events/${eventId}/join`, { headers: bearer(seeker), data: {} })).ok(),
  ).toBe(true);
  expect(
    (
      await request.post(`/api/events/${eventId}/request/${seeker.userId}/approve`, { headers: bearer(host) })
    ).ok(),
  ).toBe(true);
  const groups = (await (await request.get("/api/group/my-groups", { headers: bearer(seeker) })).json())
    .data as {
    _id: string;
    eventId: { _id: string };
  }[];
  const group = groups.find((g) => g.eventId._id === eventId)!;
  return { eventId, groupId: group._id };
}

// A second signed-in member in a browser context of its own, sized like the test's project.
export async function secondMember(
  browser: Browser,
  testInfo: TestInfo,
  request: APIRequestContext,
  email: string,
) {
  const { viewport, baseURL, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    baseURL,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  const session = await loginAs(page, request, email);
  return {
    page,
    session,
    async close() {
      await context.close();
      expect(errors, `console errors in ${email}'s page`).toEqual([]);
    },
  };
}

// Types into the composer and sends with Enter.
export async function send(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}
