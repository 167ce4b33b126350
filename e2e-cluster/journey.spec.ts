import type { Page } from "@playwright/test";
import { endpointPath } from "../e2e/api/client";
import { approveEvent, createEvent, joinAndAccept } from "../e2e/api/events";
import { send } from "../e2e/chat-setup";
import { expect, test } from "../e2e/fixtures";
import { secondMember } from "../e2e/sign-in";
import { getUser } from "../src/shared/endpoints/users";
import { socketsPerInstance } from "./instances";

// Issue 14: the main journey through nginx in front of three instances (round-robin, so nearly
// every call of it lands on another instance than the one before): sign in, register with an
// avatar, list an event, the admin approves, a member asks to join, the host accepts, the two chat
// live in the group from sockets held by two different instances, and images load from any.

/** Signs `page` in through the development issuer's popup, as a member does. */
async function signInThroughPopup(page: Page, email: string, name: string) {
  await page.goto("/signin");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Email").fill(email);
  await popup.getByLabel("Name").fill(name);
  await popup.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

test("the main journey runs across three instances behind nginx", async ({
  browser,
  page,
  request,
  newMember,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  // Registration (the onboarding form with its avatar) and sign-in through the API, then the host
  // signs in again in the browser through the issuer's popup.
  const host = await newMember({ name: "Rohan Gupta" });
  const seekerMember = await newMember({ name: "Meera Nair" });
  await signInThroughPopup(page, host.email, host.name);

  const eventId = await createEvent(request, host, { name: `Cluster walk ${stamp}` });
  await approveEvent(request, eventId);
  const { groupId } = await joinAndAccept(request, eventId, host, seekerMember);

  // Every image is in the shared database: whichever instance answers, it is there.
  const profile = await request.get(endpointPath(getUser, { id: host.userId }), {
    headers: { authorization: `Bearer ${host.accessToken}` },
  });
  const avatar = (await profile.json()).data.avatar as string;
  expect(avatar).toBeTruthy();
  const upstreams = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    const res = await request.get(avatar);
    expect(res.status(), `avatar from ${res.headers()["x-upstream"]}`).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^image\//);
    upstreams.add(res.headers()["x-upstream"] ?? "");
  }
  expect(upstreams.size, `avatar answered by ${[...upstreams].join(", ")}`).toBeGreaterThanOrEqual(2);

  // Two browsers in the group chat, their sockets on two different instances: the seeker's page
  // is loaded again (a new socket, to the next upstream) until that holds.
  const chat = `/chats/group/${groupId}/${eventId}`;
  await page.goto(chat);
  await expect.poll(async () => (await socketsPerInstance()).reduce((a, b) => a + b, 0)).toBe(1);
  const hostInstance = (await socketsPerInstance()).indexOf(1);
  const seeker = await secondMember(browser, testInfo, seekerMember);
  let seekerInstance = -1;
  for (
    let attempt = 0;
    attempt < 10 && (seekerInstance === -1 || seekerInstance === hostInstance);
    attempt += 1
  ) {
    if (attempt === 0) await seeker.page.goto(chat);
    else await seeker.page.reload();
    await expect.poll(async () => (await socketsPerInstance()).reduce((a, b) => a + b, 0)).toBe(2);
    const counts = await socketsPerInstance();
    seekerInstance =
      counts[hostInstance] === 2 ? hostInstance : counts.findIndex((n, i) => n === 1 && i !== hostInstance);
  }
  expect(seekerInstance, "the two sockets are on different instances").not.toBe(hostInstance);

  await expect(page.getByRole("heading", { name: `Cluster walk ${stamp}` })).toBeVisible();
  await send(page, `Meet at the boat club gate ${stamp}`);
  await expect(seeker.page.getByRole("log")).toContainText(`Meet at the boat club gate ${stamp}`, {
    timeout: 5000,
  });
  await send(seeker.page, `On my way ${stamp}`);
  await expect(page.getByRole("log")).toContainText(`On my way ${stamp}`, { timeout: 5000 });
  // The members' pictures in the chat load through nginx from whichever instance answers.
  const pictures = seeker.page.getByRole("log").locator("img");
  for (const img of await pictures.all())
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await seeker.close();
});
