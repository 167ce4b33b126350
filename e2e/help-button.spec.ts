import * as help from "../src/shared/endpoints/help";
import * as inbox from "../src/shared/endpoints/inbox";
import * as share from "../src/shared/endpoints/share";
import * as testClock from "../src/shared/endpoints/test-clock";
import { HELP_MESSAGES, TRUSTED_CONTACT_MESSAGES } from "../src/shared/texts/help";
// The Help sheet's and the trusted contact's words as the English catalogue holds them (issue 40).
import HELP from "../src/web/locales/en/help.json" with { type: "json" };
import { callEndpoint } from "./api/client";
import { approvedEvent, joinAndAccept, startingWithinTheHour } from "./api/events";
import { adminSession } from "./api/members";
import { expect, test } from "./fixtures";

// "Help one tap away" (issue 38 item 7, ADR 0045): a member at an experience that starts within the
// hour saves a trusted contact, opens Help on the experience's page and taps "Tell my contact now"
// with their location; the contact's SMS (the development SMS inbox) and email (the development mail
// inbox) arrive, naming the member, the experience and where they are.
test("Help on an experience reaches the trusted contact's SMS and email", async ({
  page,
  request,
  newMember,
  login,
}, testInfo) => {
  const host = await newMember({ name: "Kavya Rao" });
  const member = await newMember();
  const event = await approvedEvent(request, host, {
    name: `Lalbagh night walk ${Date.now().toString(36)}`,
    ...startingWithinTheHour(),
  });
  await joinAndAccept(request, event._id, host, member);
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const national = `9${tag.slice(-9)}`;
  const email = `asha-${tag}@family.test`;

  // The trusted contact, saved on its own screen.
  await login({ member });
  await page.goto("/profile/trusted-contact");
  await page.getByLabel(HELP.nameLabel).fill("Asha Menon");
  await page.getByLabel(HELP.phoneLabel).fill(`${national.slice(0, 5)} ${national.slice(5)}`);
  await page.getByLabel(HELP.emailLabel).fill(email);
  await page.getByRole("button", { name: HELP.save }).click();
  await expect(page.getByText(TRUSTED_CONTACT_MESSAGES.saved)).toBeVisible();

  // Help, on the experience's page: 112, the contact with the location allowed once, the team.
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 12.9507, longitude: 77.5848 });
  await page.goto(`/event/${event._id}`);
  await page.getByRole("button", { name: HELP.buttonLabel.replace("{event}", event.name) }).click();
  const sheet = page.getByRole("dialog", { name: HELP.title });
  await expect(sheet.getByRole("link", { name: new RegExp(HELP.call) })).toHaveAttribute("href", "tel:112");
  await sheet.getByRole("checkbox", { name: HELP.shareLocation }).check();
  await sheet.getByRole("button", { name: HELP.tell }).click();
  await expect(sheet.getByText(HELP_MESSAGES.contactTold("Asha Menon"))).toBeVisible();
  await expect(sheet.getByText(HELP.locationSent)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("help-sheet.png") });

  // What the contact received.
  const inbox = async (path: string) =>
    (await (await request.get(path)).json()).messages as Record<string, string>[];
  await expect
    .poll(async () => (await inbox("/dev-sms/messages")).find((m) => m.to === `+91${national}`)?.body)
    .toContain(`${member.name} asked for help at ${event.name}`);
  const [sms] = (await inbox("/dev-sms/messages")).filter((m) => m.to === `+91${national}`);
  expect(sms?.body).toContain("Where they are now: https://maps.google.com/?q=12.95070,77.58480");
  await expect
    .poll(async () => (await inbox("/dev-mail/messages")).find((m) => m.to === email)?.subject)
    .toBe(HELP_MESSAGES.emailHelpSubject(member.name));

  // Report to the team: the sheet says the team has it.
  await sheet.getByLabel(HELP.detailsLabel).fill("Someone keeps following me near the gate.");
  await sheet.getByRole("button", { name: HELP.send }).click();
  await expect(sheet.getByText(HELP_MESSAGES.reported)).toBeVisible();
});

// @alone (playwright.config.ts): it runs the server's job clock past the experience's end.
test("an unanswered Home safe? tells the trusted contact once, 30 minutes later @alone", async ({
  request,
  newMember,
}) => {
  const host = await newMember({ name: "Kavya Rao" });
  const member = await newMember();
  const event = await approvedEvent(request, host, {
    name: `Cubbon Park night walk ${Date.now().toString(36)}`,
    ...startingWithinTheHour(),
  });
  await joinAndAccept(request, event._id, host, member);
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const to = `+919${tag.slice(-9)}`;
  await callEndpoint(request, help.saveTrustedContact, {
    as: member,
    data: { name: "Asha Menon", phone: to },
  });
  // Sharing a safety link asks "Home safe?" at the end (ADR 0024).
  await callEndpoint(request, share.createShareLink, { params: { eventId: event._id }, as: member });
  const admin = await adminSession(request);
  const setClock = (offsetMs: number) =>
    callEndpoint(request, testClock.setTestClock, { as: admin, data: { offsetMs } });
  const texts = async () =>
    (
      (await (await request.get("/dev-sms/messages")).json()).messages as { to: string; body: string }[]
    ).filter((m) => m.to === to);
  const end = new Date(event.toDate).getTime();
  try {
    // Past the end: the prompt goes to the member; 31 minutes later, still unanswered, the contact hears.
    await setClock(end - Date.now() + 60_000);
    await expect
      .poll(
        async () =>
          (await callEndpoint(request, inbox.notifications, { as: member })).data.items.some(
            (item) => item.kind === "home_safe_check",
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await setClock(end - Date.now() + 32 * 60_000);
    await expect.poll(async () => (await texts()).length, { timeout: 20_000 }).toBe(1);
    expect((await texts())[0]!.body).toContain(
      `${member.name} hasn't confirmed they're home safe from ${event.name}`,
    );
  } finally {
    await setClock(0);
  }
});
