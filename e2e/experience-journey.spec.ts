import { DEMO_ADMIN, expect, loginAs, test } from "./fixtures";

// Issue "Experiences": a host lists an experience, the admin approves it, a member finds it by search
// and by category and asks to join, the host accepts, and the member is in.
test("a host lists, the admin approves, a member finds and joins, the host accepts", async ({
  browser,
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Kudremukh ridge walk ${stamp}`;
  const inDays = (n: number) => {
    const d = new Date(Date.now() + n * 86_400_000);
    return d.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  };

  // The host creates the experience.
  const host = await loginAs(page, request, "vikram@demo.meetup");
  await page.goto("/listing/input");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByText("Adventure & Treks", { exact: true }).click();
  await page
    .getByLabel("Description")
    .fill(`A gentle ridge walk above the clouds with chai at the top ${stamp}.`);
  await page.getByLabel("State", { exact: true }).selectOption("Karnataka");
  await page.getByLabel("City", { exact: true }).selectOption("Bengaluru");
  await page.getByLabel("From", { exact: true }).fill(inDays(10));
  await page.getByLabel("To", { exact: true }).fill(inDays(11));
  await page.getByLabel("Start time").fill("06:30");
  await page.getByLabel("Total slots").fill("4");
  const alerts: string[] = [];
  page.once("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(alerts).toEqual(["Event Created , Sent for Approval"]);

  const hostApi = { authorization: `Bearer ${host.accessToken}` };
  const mine = (await (await request.get("/api/events/created", { headers: hostApi })).json()).data;
  const event = mine.find((e: { name: string }) => e.name === name);
  expect(event.status).toBe("pending");

  // The admin approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, request, DEMO_ADMIN);
  await adminPage.goto(`/admin/event/${event._id}`);
  await adminPage.getByRole("button", { name: "Approve" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByText("Verified").first()).toBeVisible();
  await adminContext.close();

  // A member finds it by search, then by category, and asks to join.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await loginAs(memberPage, request, "meera@demo.meetup");
  await memberPage.goto("/events");
  await memberPage.getByRole("button", { name: /Filters/ }).click();
  await memberPage.getByLabel("Search experiences").fill(`ridge ${stamp}`);
  await memberPage.getByRole("button", { name: "Search", exact: true }).click();
  await expect(memberPage.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await memberPage.goto("/events");
  await memberPage.getByRole("button", { name: "Adventure & Treks" }).click();
  await expect(memberPage.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await memberPage.getByRole("link", { name: new RegExp(name) }).click();
  await memberPage.getByRole("button", { name: "Request to join" }).click();
  await expect(memberPage.getByText("Request sent successfully.")).toBeVisible();
  await expect(memberPage.getByRole("button", { name: "Request sent" })).toBeVisible();

  // The host accepts from the applicant's screen.
  await page.goto(`/listing/myevent/detail/${event._id}`);
  await page
    .getByRole("link", { name: /Meera Nair/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/request/${event._id}/${member.userId}$`));
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/myevent/detail/${event._id}$`));

  // The member is in: "Joined", and the experience is under Upcoming.
  await memberPage.goto(`/event/${event._id}`);
  await expect(memberPage.getByRole("button", { name: "Joined" })).toBeVisible();
  await memberPage.goto("/listing");
  await expect(memberPage.getByText(name)).toBeVisible();
  await memberContext.close();
});
