import * as inbox from "../src/shared/endpoints/inbox";
// The trusted-contact panel's words as the English catalogue holds them (issue 40).
import SAFETY from "../src/web/locales/en/safety.json" with { type: "json" };
import { callEndpoint } from "./api/client";
import { approvedEvent, getEvent, joinAndAccept, joinWaitlist } from "./api/events";
import { expect, test } from "./fixtures";
import { secondMember } from "./sign-in";

// ADR 0022: a full experience's waitlist. A member joins it and sees their place; a member who
// leaves frees the seat, which goes to the first member waiting as a request marked "From the
// waitlist"; the host sees it first and accepts it.
test("a full event's waitlist: join, a leave that promotes, the host accepting from it", async ({
  page,
  request,
  browser,
  newMember,
  login,
}, testInfo) => {
  const host = await newMember();
  const seated = await newMember();
  const first = await newMember();
  const event = await approvedEvent(request, host, { totalSlots: 1 });
  await joinAndAccept(request, event._id, host, seated);
  await joinWaitlist(request, event._id, first);

  // A member opens the full event: the waitlist instead of "Request to join".
  await login();
  await page.goto(`/event/${event._id}`);
  await expect(page.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Request to join" })).toHaveCount(0);
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText("You're on the waitlist. We'll tell you when a seat opens up.")).toBeVisible();
  await expect(page.getByText("You are 2nd on the waitlist")).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("waitlist-place.png"), fullPage: true });

  // The member with the seat leaves from their joined-event screen.
  const leaver = await secondMember(browser, testInfo, seated);
  await leaver.page.goto(`/listing/upcoming/detail/${event._id}`);
  // The whole screen first: its trusted-contact panel (a chunk of its own, revealed by React up to
  // 300 ms after the page) asks for the seat holder's safety link, which a member who has left may
  // no longer read.
  await expect(leaver.page.getByRole("region", { name: SAFETY.panelTitle })).toBeVisible();
  await leaver.page.getByRole("button", { name: "Leave Event" }).click();
  await leaver.page.getByRole("dialog").getByRole("button", { name: "Leave Event" }).click();
  await expect(leaver.page.getByText("You have successfully left the event")).toBeVisible();
  await leaver.close();

  // The first member waiting now has a request that holds the seat; the one behind moves up.
  await page.reload();
  await expect(page.getByText("You are 1st on the waitlist")).toBeVisible();
  expect((await getEvent(request, first, event._id)).myRequest).toMatchObject({
    requestStatus: "requested",
    fromWaitlist: true,
    offerExpiresAt: expect.any(String),
  });

  // The offered member knows until when the host has to confirm the seat (issue 25 item 11).
  const offered = await secondMember(browser, testInfo, first);
  await offered.page.goto(`/event/${event._id}`);
  await expect(
    offered.page.getByText(
      /The host has until .+ to confirm it; after that it goes to the next person waiting\./,
    ),
  ).toBeVisible();
  await offered.page.screenshot({ path: testInfo.outputPath("offer-deadline.png"), fullPage: true });
  await offered.close();

  // The host sees the request first, marked as from the waitlist, and accepts it.
  const hostView = await secondMember(browser, testInfo, host);
  await hostView.page.goto(`/listing/myevent/detail/${event._id}`);
  const seekers = hostView.page.getByRole("list", { name: "Seekers" });
  const offer = seekers.getByRole("listitem").first();
  await expect(offer).toContainText(first.name);
  await expect(offer).toContainText("From the waitlist");
  await expect(offer).toContainText(/Answer by \d{2} \w{3} \d{4} · \d{1,2}:\d{2} [AP]M/);
  await hostView.page.screenshot({ path: testInfo.outputPath("host-seekers.png"), fullPage: true });
  await offer.getByRole("link").click();
  await expect(hostView.page.getByText("From the waitlist")).toBeVisible();
  await hostView.page.screenshot({ path: testInfo.outputPath("request-from-waitlist.png"), fullPage: true });
  await hostView.page.getByRole("button", { name: "Accept" }).click();
  await expect(hostView.page).toHaveURL(new RegExp(`/listing/myevent/detail/${event._id}$`));
  await expect(hostView.page.getByRole("list", { name: "Thinking About It" })).toContainText(first.name);
  await hostView.close();

  expect(await getEvent(request, first, event._id)).toMatchObject({
    availableSlots: 0,
    myRequest: { requestStatus: "accepted" },
  });
  // The member was told of the offer.
  const told = await callEndpoint(request, inbox.notifications, { as: first });
  expect(told.data.items.map((n) => n.kind)).toEqual(
    expect.arrayContaining(["waitlist_offered", "request_accepted"]),
  );
});
