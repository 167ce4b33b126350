import * as chat from "../src/shared/endpoints/chat";
import * as thread from "../src/shared/endpoints/chat-thread";
import { callEndpoint } from "./api/client";
import { freshGroup } from "./api/events";
import { expect, test } from "./fixtures";

// Issue 41 item 5 (a): on a 390 x 844 phone a group thread with both a meeting point and a pinned
// message gives at least 70 % of the screen's height to the messages: the two share one bar, one
// line high until opened, the bar remembers being opened, and a thread has no bottom bar. Tagged @layout: it runs at 1280 too, and each
// width leaves a screenshot in the test's output.
test("a group thread keeps most of the screen for messages under one compact bar @layout", async ({
  page,
  login,
  newMember,
}, testInfo) => {
  const host = await newMember({ name: "Neha Joshi" });
  const seeker = await login();
  const { eventId, groupId } = await freshGroup(page.request, host, seeker, {
    meetingPlace: "Madikeri KSRTC bus stand",
    meetingAddress: "Main Road, next to the Raja's Seat gate",
  });
  const sent = await callEndpoint(page.request, chat.sendGroupMessage, {
    params: { eventId },
    as: host,
    data: { content: "Bus leaves at 6 sharp from the stand, carry a rain jacket" },
  });
  await callEndpoint(page.request, thread.pinMessage, {
    params: { eventId },
    as: host,
    data: { messageId: sent.data._id },
  });
  await page.goto(`/chats/group/${groupId}/${eventId}`);
  const log = page.getByRole("log");
  await expect(log.getByText("Bus leaves at 6 sharp")).toBeVisible();
  const bar = page.getByRole("region", { name: "Pinned in this group" });
  const toggle = bar.getByRole("button", { expanded: false });
  await expect(toggle).toContainText("Madikeri KSRTC bus stand");
  await expect(toggle).toContainText("Bus leaves at 6 sharp");

  const viewport = page.viewportSize()!;
  const box = await log.boundingBox();
  const ratio = box!.height / viewport.height;
  testInfo.annotations.push({ type: "messages share of the viewport", description: ratio.toFixed(3) });
  await page.screenshot({ path: testInfo.outputPath(`thread-${viewport.width}.png`) });
  if (viewport.width < 768) {
    // On a phone the thread has the screen under the site header: no bottom bar, and at least 70 %
    // of the screen's height for the messages (the bar, the thread's header and the composer share
    // the rest).
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    expect(ratio).toBeGreaterThanOrEqual(0.7);
    // The thread's own header leads back to the chat list, where the bottom bar is again.
    await page.getByRole("link", { name: "Back to chats" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.goBack();
    await expect(log.getByText("Bus leaves at 6 sharp")).toBeVisible();
  }

  // Opened by keyboard, it shows both in full with the maps link; it stays open on the next visit.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(bar.getByRole("button", { expanded: true })).toBeVisible();
  await expect(bar.getByText("Meet at Madikeri KSRTC bus stand")).toBeVisible();
  await expect(bar.getByRole("link", { name: "Open in maps" })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Pinned in this group" }).getByRole("button", { expanded: true }),
  ).toBeVisible();
});
