import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import * as inbox from "../src/shared/endpoints/inbox";
import * as myData from "../src/shared/endpoints/my-data";
import { CHAT_MESSAGES, DELETED_MEMBER } from "../src/shared/texts";
import { MY_DATA_TEXTS } from "../src/web/lib/texts";
import PROFILE from "../src/web/locales/en/profile.json" with { type: "json" };
import { bearer, callEndpoint, endpointPath } from "./api/client";
import { approvedEvent, joinAndAccept } from "./api/events";
import { sendDirect } from "./api/people";
import { expect, test } from "./fixtures";

// The thread's words below are its catalogue's English (src/web/locales/en/thread.json, issue 40).

// Members own their data (issue 15, ADR 0025): a copy to download from /profile, and the deletion of
// the account, after which the same identity signing in meets onboarding as a new member.

test("a member downloads a ZIP of their data from /profile", async ({ page, request, login }, testInfo) => {
  const member = await login();
  const hosted = await approvedEvent(request, member);

  await page.goto("/profile");
  const section = page.getByRole("region", { name: PROFILE.yourData });
  await section.getByRole("button", { name: PROFILE.downloadMyData }).click();
  // Prepared in the background by the job worker; the screen asks again until it is ready.
  await expect(section.getByText(MY_DATA_TEXTS.ready)).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/^Available until /)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("your-data-ready.png") });

  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: MY_DATA_TEXTS.downloadFile }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meetup-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Array<Record<string, unknown>>;
  expect(json("profile.json")[0]).toMatchObject({ id: member.userId, email: member.email });
  expect(json("events-hosted.json").map((e) => e.id)).toContain(hosted._id);
  // Their profile picture is in images/.
  expect(Object.keys(files).some((name) => name.startsWith("images/") && name.endsWith(".webp"))).toBe(true);
});

test("a member deletes their account: signed out, their experience cancelled, and a new member if they come back", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const member = await login();
  const seeker = await newMember();
  const hosted = await approvedEvent(request, member);
  await joinAndAccept(request, hosted._id, member, seeker);

  await page.goto("/profile");
  const section = page.getByRole("region", { name: PROFILE.yourData });
  await section.getByRole("button", { name: PROFILE.deleteMyAccount }).click();
  const dialog = page.getByRole("dialog", { name: PROFILE.deleteTitle });
  const confirm = dialog.getByRole("button", { name: MY_DATA_TEXTS.confirmDelete });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(MY_DATA_TEXTS.typeToConfirm).fill("delete");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(MY_DATA_TEXTS.typeToConfirm).fill("DELETE");
  await expect(confirm).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath("delete-dialog.png") });
  await confirm.click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account has been deleted." })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("signed-out.png") });

  // The old access token is refused at once.
  const old = await request.get(endpointPath(inbox.notifications), { headers: bearer(member) });
  expect(old.status()).toBe(401);
  // The member who had a seat is told the experience is off.
  const told = await callEndpoint(request, inbox.notifications, { as: seeker });
  expect(told.data.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: "event_cancelled", link: expect.stringContaining(hosted._id) }),
    ]),
  );

  // The same identity signing in again is a new member: onboarding starts.
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Use another account" })).toBeVisible();
  await popup.getByLabel("Email").fill(member.email);
  await popup.getByLabel("Name").fill(member.name);
  await popup.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What's your mobile number?" })).toBeVisible();
});

test("an admin deletes a member's account on their request, from the member's admin page", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const member = await newMember();
  await login({ role: "admin" });
  await page.goto(`/admin/user/profile/${member.userId}`);
  const card = page.getByRole("heading", { name: MY_DATA_TEXTS.adminTitle });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("admin-member-data.png") });
  await page.getByRole("button", { name: MY_DATA_TEXTS.adminDeleteAccount }).click();
  const dialog = page.getByRole("dialog", { name: MY_DATA_TEXTS.adminDialogTitle(member.name) });
  await dialog.getByLabel(MY_DATA_TEXTS.typeToConfirm).fill("DELETE");
  await dialog.getByRole("button", { name: MY_DATA_TEXTS.confirmDelete }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await request.get(endpointPath(inbox.notifications), { headers: bearer(member) })).status()).toBe(
    401,
  );
});

test("a conversation with a member who deleted their account stays readable, closed to new messages", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const leaving = await newMember({ name: "Farah Khan" });
  const staying = await login();
  await sendDirect(request, staying, leaving, "Are we still on for the fort walk?");
  await sendDirect(request, leaving, staying, "Yes! Meet you at the gate at six.");
  await callEndpoint(request, myData.deleteAccount, { as: leaving, data: { confirmation: "DELETE" } });

  await page.goto("/chat");
  const people = page.getByRole("list", { name: "People you have chatted with" });
  const row = people.getByRole("link", { name: new RegExp(DELETED_MEMBER) });
  await expect(row).toContainText("Yes! Meet you at the gate at six.");
  await expect(people).not.toContainText("Farah Khan");
  await expect(row).toHaveAttribute("href", `/chats/user/${leaving.userId}`);
  await page.screenshot({ path: testInfo.outputPath("chat-list-deleted-member.png") });

  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: DELETED_MEMBER })).toBeVisible();
  const log = page.getByRole("log", { name: `Messages with ${DELETED_MEMBER}` });
  await expect(log).toContainText("Yes! Meet you at the gate at six.");
  await expect(log).toContainText("Are we still on for the fort walk?");
  await expect(page.getByText(CHAT_MESSAGES.memberDeleted)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /view profile/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("thread-deleted-member.png") });

  // Opening it read it: back on the list, nothing is counted new.
  await page.getByRole("link", { name: "Back to chats" }).click();
  await expect(page.getByRole("tab", { name: "People", exact: true })).toBeVisible();
  await expect(people.getByRole("link", { name: new RegExp(DELETED_MEMBER) })).not.toContainText("unread");
});
