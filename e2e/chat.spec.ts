import { freshGroup } from "./api/events";
import { sendDirect } from "./api/people";
import { holdRealtime, send } from "./chat-setup";
import { expect, test } from "./fixtures";
import { secondMember } from "./sign-in";

// Issue "Conversations": two members in two browser contexts chat one to one and in a group, and
// each message appears on the other side without a reload; a seeker answers the host's RSVP poll
// and moves to Going on the host's screen; a cross-site scripting corpus shows as plain text.

test("two members chat one to one, live on both sides", async ({
  browser,
  page,
  login,
  newMember,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const aarav = await login();
  const kabir = await secondMember(browser, testInfo, await newMember({ name: "Kabir Mehta" }));
  const kabirSocket = await holdRealtime(kabir.page);

  await page.goto(`/chats/user/${kabir.member.userId}`);
  await kabir.page.goto(`/chats/user/${aarav.userId}`);
  const aaravLog = page.getByRole("log");
  const kabirLog = kabir.page.getByRole("log");
  await expect(aaravLog).toBeVisible();
  await expect(kabirLog).toBeVisible();

  // Once the socket is up, nothing is fetched again: the message is pushed, not polled.
  await kabirSocket.goLive();
  const refetches: string[] = [];
  kabir.page.on("request", (r) => {
    if (r.url().includes("/api/message/conversation/")) refetches.push(r.url());
  });
  await send(page, `Chai at 6? ${stamp}`);
  await expect(aaravLog).toContainText(`Chai at 6? ${stamp}`);
  await expect(kabirLog).toContainText(`Chai at 6? ${stamp}`);
  expect(refetches).toEqual([]);

  // Shift+Enter starts a new line; Enter sends; a blank message is not sent.
  const box = kabir.page.getByRole("textbox", { name: "Message" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(box).toHaveValue("   ");
  await box.fill(`Sounds good ${stamp}`);
  await box.press("Shift+Enter");
  await box.pressSequentially("See you there");
  await expect(box).toHaveValue(`Sounds good ${stamp}\nSee you there`);
  await box.press("Enter");
  await expect(aaravLog).toContainText(`Sounds good ${stamp}`);
  await expect(aaravLog).toContainText("See you there");
  await kabir.close();
});

test("a group chats live, and a seeker's RSVP moves them to Going on the host's screen", async ({
  page,
  groupOfTwo,
}) => {
  const { stamp, name, seeker, eventId, path } = await groupOfTwo("Ulsoor lake walk");

  await page.goto(path);
  await seeker.page.goto(path);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await send(page, `Meet at the boat club gate ${stamp}`);
  await expect(seeker.page.getByRole("log")).toContainText(`Meet at the boat club gate ${stamp}`);
  await send(seeker.page, `On my way ${stamp}`);
  await expect(page.getByRole("log")).toContainText(`On my way ${stamp}`);

  // The seeker has no host tools; the host sends the RSVP poll.
  await expect(seeker.page.getByRole("button", { name: "Send RSVP poll" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send RSVP poll" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send poll" }).click();
  const answer = seeker.page.getByRole("button", { name: "Going", exact: true });
  await expect(answer).toBeVisible();
  await expect(seeker.page.getByText("Thinking About It")).toBeVisible();
  // The answer buttons are for seekers only.
  await expect(page.getByRole("button", { name: "Going", exact: true })).toHaveCount(0);

  // The host watches the event's lists while the seeker answers.
  await page.goto(`/listing/myevent/detail/${eventId}`);
  const going = page.getByRole("region", { name: /^Going/ });
  await expect(going).toBeVisible();
  await expect(going).not.toContainText("Meera");
  await answer.click();
  await expect(going).toContainText("Meera");
  await seeker.close();
});

const XSS = [
  "<script>window.__xss = 1</script>",
  '<img src=x onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3">tap me</a>',
  '"><svg onload="window.__xss = 4">',
  "javascript:window.__xss = 5",
  '{"type":"text","text":"<img src=x onerror=\\"window.__xss = 6\\">"}',
];

test("messages made of a cross-site scripting corpus show as plain text and run nothing", async ({
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const aarav = await login();
  const ishita = await newMember({ name: "Ishita Bose" });
  for (const content of [...XSS, `{"type":"html","html":"<b>bold ${stamp}</b>"}`]) {
    await sendDirect(request, ishita, aarav, content);
  }
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/chats/user/${ishita.userId}`);
  const log = page.getByRole("log");
  for (const text of XSS.slice(0, 5)) await expect(log.getByText(text, { exact: true }).last()).toBeVisible();
  await expect(log.getByText('<img src=x onerror="window.__xss = 6">', { exact: true }).last()).toBeVisible();
  await expect(log.getByText("Unsupported message type").last()).toBeVisible();
  await expect(log).not.toContainText(`bold ${stamp}`);
  // Nothing was parsed as markup: no element from the corpus exists, nothing ran.
  expect(await log.locator("script, img[src='x'], svg[onload], a[href^='javascript']").count()).toBe(0);
  await log.getByText(XSS[2]!, { exact: true }).last().click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("the chat list shows requests, people and groups, and the search filters by name", async ({
  page,
  request,
  login,
  newMember,
}) => {
  const me = await login();
  // Diya wrote first, so on a phone her thread is past the preview of 3; one group to list.
  const diya = await newMember({ name: "Diya Iyer" });
  await sendDirect(request, diya, me, "Hey! 👋 Saw your profile and would love to connect.");
  for (const name of ["Priya Menon", "Arjun Rao", "Zoya Khan"]) {
    await sendDirect(request, await newMember({ name }), me, `Hello from ${name}`);
  }
  await freshGroup(request, await newMember({ name: "Vikram Shetty" }), me);
  await page.goto("/chat");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: /People/ })).toBeVisible();
  const people = page.getByRole("tabpanel");
  await expect(people.getByRole("link").first()).toBeVisible();
  await page.getByRole("searchbox").fill("zzzz-nobody");
  await expect(people.getByRole("link")).toHaveCount(0);
  // The search looks through every conversation, not only the ones previewed.
  await page.getByRole("searchbox").fill("diy");
  await expect(people.getByRole("link")).toHaveCount(1);
  await expect(people).toContainText("Diya");
  await people.getByRole("link", { name: /Diya/ }).first().click();
  await expect(page).toHaveURL(/\/chats\/user\//);
  await expect(page.getByRole("log")).toContainText("Saw your profile");
  await page.goto("/chat");
  await page.getByRole("tab", { name: /Groups/ }).click();
  await expect(page.getByRole("tabpanel").getByRole("link").first()).toBeVisible();
});
