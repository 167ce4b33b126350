import sharp from "sharp";
import { adminSession } from "./api/members";
import { holdRealtime, send } from "./chat-setup";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// Issue 28 items 1 and 2: in a group chat, two members in two browser contexts. A photo the host
// sends appears for the seeker; the seeker's reply and the host's reaction appear on the other side
// live, pushed over the socket (no thread is read again once it is live).

// A phone photo: a JPEG with GPS in its EXIF (the server strips it).
const phonePhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 1/1" } })
    .jpeg()
    .toBuffer();

test("a photo, a reply and a reaction reach the other member live", async ({ page, groupOfTwo }) => {
  const { stamp, seeker, eventId, path } = await groupOfTwo("Nandi hills sunrise");
  const seekerSocket = await holdRealtime(seeker.page);

  await page.goto(path);
  await seeker.page.goto(path);
  const hostLog = page.getByRole("log");
  const seekerLog = seeker.page.getByRole("log");
  await expect(hostLog).toBeVisible();
  await expect(seekerLog).toBeVisible();
  await seekerSocket.goLive();
  const refetches: string[] = [];
  seeker.page.on("request", (r) => {
    if (r.method() === "GET" && r.url().includes("/api/group/messages/")) refetches.push(r.url());
  });

  // The host picks a photo (the button opens the phone's picker; the test fills it) and captions it.
  await expect(page.getByRole("button", { name: "Send a photo" })).toBeEnabled();
  await page.locator('input[type="file"]').setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  const dialog = page.getByRole("dialog", { name: "Send a photo" });
  await dialog.getByRole("textbox", { name: "Caption (optional)" }).fill(`Sunrise ${stamp}`);
  const uploaded = page.waitForResponse((r) => r.url().includes(`/api/group/messages/photo/${eventId}`));
  await dialog.getByRole("button", { name: "Send photo" }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(hostLog.getByRole("button", { name: "Open the photo from You" })).toBeVisible();

  // The seeker sees it, its picture loaded, and opens it full size.
  const thumb = seekerLog.getByRole("button", { name: "Open the photo from Rohan Gupta" });
  await expect(thumb).toBeVisible();
  await expect(seekerLog.getByText(`Sunrise ${stamp}`)).toBeVisible();
  const picture = thumb.getByRole("img");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await thumb.click();
  const full = seeker.page.getByRole("dialog", { name: "Photo from Rohan Gupta" });
  await expect(full.getByRole("img")).toBeVisible();
  await full.getByRole("button", { name: "Close" }).click();
  await expect(full).toBeHidden();

  // The host writes; the seeker replies to it from the message's actions.
  await send(page, `Meet at the gate at 5 ${stamp}`);
  const original = seekerLog.getByText(`Meet at the gate at 5 ${stamp}`);
  await expect(original).toBeVisible();
  const row = seekerLog.locator("[data-message-id]").filter({ hasText: `Meet at the gate at 5 ${stamp}` });
  await row.getByRole("button", { name: "Actions for the message from Rohan Gupta" }).click();
  await seeker.page.getByRole("dialog", { name: "Message" }).getByRole("button", { name: "Reply" }).click();
  await expect(seeker.page.getByText("Replying to Rohan Gupta")).toBeVisible();
  await send(seeker.page, `I'll be there ${stamp}`);
  const quote = hostLog.getByRole("button", {
    name: `Reply to Rohan Gupta: Meet at the gate at 5 ${stamp}. Show the message`,
  });
  await expect(quote).toBeVisible();
  await expect(hostLog.getByText(`I'll be there ${stamp}`)).toBeVisible();

  // The host reacts to the reply; the seeker sees who, live.
  const reply = hostLog.locator("[data-message-id]").filter({ hasText: `I'll be there ${stamp}` });
  await reply.getByRole("button", { name: "Actions for the message from Meera Nair" }).click();
  await page.getByRole("dialog", { name: "Message" }).getByRole("button", { name: "React with 🎉" }).click();
  await expect(reply.getByRole("button", { name: /^🎉 1: Rohan Gupta\./ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const seekerReply = seekerLog.locator("[data-message-id]").filter({ hasText: `I'll be there ${stamp}` });
  const chip = seekerReply.getByRole("button", { name: /^🎉 1: Rohan Gupta\./ });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute("aria-pressed", "false");

  // The seeker adds theirs from the chip; the host sees the count go up.
  await chip.click();
  await expect(reply.getByRole("button", { name: /^🎉 2: Rohan Gupta, Meera Nair\./ })).toBeVisible();
  // Everything after going live came over the socket: the seeker's thread was never read again.
  expect(refetches).toEqual([]);
  await seeker.close();
});

// Issue 28 item 6: a member reports a message from its actions; an admin removes it from the queue;
// both open threads show "Message removed" in its place at once, pushed over the socket.
test("a message reported in place and removed by an admin leaves both open threads live", async ({
  page,
  browser,
  request,
  groupOfTwo,
}) => {
  const { stamp, seeker, path } = await groupOfTwo("Kabini river camp");
  const hostSocket = await holdRealtime(page);
  const seekerSocket = await holdRealtime(seeker.page);
  await page.goto(path);
  await seeker.page.goto(path);
  const hostLog = page.getByRole("log");
  const seekerLog = seeker.page.getByRole("log");
  await expect(hostLog).toBeVisible();
  await expect(seekerLog).toBeVisible();
  await hostSocket.goLive();
  await seekerSocket.goLive();

  const words = `Rude words ${stamp}`;
  await send(page, words);
  const row = seekerLog.locator("[data-message-id]").filter({ hasText: words });
  await expect(row).toBeVisible();
  const refetches: string[] = [];
  for (const p of [page, seeker.page])
    p.on("request", (r) => {
      if (r.method() === "GET" && r.url().includes("/api/group/messages/")) refetches.push(r.url());
    });

  await row.getByRole("button", { name: "Actions for the message from Rohan Gupta" }).click();
  await seeker.page.getByRole("dialog", { name: "Message" }).getByRole("button", { name: "Report" }).click();
  const report = seeker.page.getByRole("dialog", { name: "Report this message" });
  await report.getByRole("textbox", { name: "Reason" }).fill("Insulting");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(seeker.page.getByText("Thank you. Our admins will look at this message.")).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, await adminSession(request));
  // The one moderation queue, filtered to messages (ADR 0043; /admin/messages leads there too).
  await admin.goto("/admin/moderation?subject=message");
  const card = admin.getByRole("listitem").filter({ hasText: words });
  await card.getByRole("button", { name: "Remove Rohan Gupta's message" }).click();
  // It asks first, and offers Undo for a while after (issue 41).
  await admin
    .getByRole("dialog", { name: "Remove Rohan Gupta's message?" })
    .getByRole("button", { name: "Yes, remove it" })
    .click();
  await expect(admin.getByText("The message is removed from the conversation.")).toBeVisible();
  await expect(
    admin.getByRole("button", { name: "Undo the removal of Rohan Gupta's message" }),
  ).toBeVisible();
  await adminContext.close();

  for (const log of [hostLog, seekerLog]) {
    await expect(log.getByText("Message removed")).toBeVisible();
    await expect(log.getByText(words)).toHaveCount(0);
  }
  // Over the socket: neither thread was read again.
  expect(refetches).toEqual([]);
  await seeker.close();
});
