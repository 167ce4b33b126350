import { randomInt } from "node:crypto";
import { REQUEST_MESSAGES } from "../src/shared/texts";
import { bearer } from "./api/client";
import { approvedEvent } from "./api/events";
import { photoVerified } from "./api/trust";
import { CHROMIUM_ARGS, journeyChromium } from "./chromium";
import { expect, test } from "./fixtures";

// Issue 38's journey (ADRs 0041, 0044, 0047): a new member is told what a women-only trip needs,
// verifies her phone with the code the development SMS inbox shows, takes a live selfie with
// Chromium's fake camera, is approved, wears both badges and "Verified user", and joins the trip.
// Waits on what the screens and the inbox show, never on time.
test.use({
  launchOptions: {
    executablePath: journeyChromium(),
    args: [...CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});

test("a new member verifies her phone and photo, and joins a women-only trip", async ({
  page,
  login,
  newMember,
  request,
}) => {
  test.slow();
  const host = await newMember({ name: "Kavya Rao", gender: "female" });
  await photoVerified(request, host);
  const trip = await approvedEvent(request, host, {
    name: `Women-only Coorg weekend ${Date.now().toString(36)}`,
    category: "Women-Only Trips",
  });

  const me = await login({ member: await newMember({ name: "Nisha Pillai", gender: "female" }) });
  // Before any check: the trip says what it needs, and the server refuses with the same sentence.
  await page.goto(`/event/${trip._id}`);
  const verify = page.getByRole("link", { name: "Verify your photo to join" });
  await expect(verify).toHaveAttribute("href", "/profile/photo");
  await expect(page.getByText("Women-only trips are for women whose photo we have checked.")).toBeVisible();
  const refused = await request.post(`/api/events/${trip._id}/join`, { headers: bearer(me) });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(REQUEST_MESSAGES.needsPhoto);

  // The phone: a code by SMS, read from the development inbox.
  const national = `9${randomInt(100_000_000, 999_999_999)}`;
  await page.goto("/profile");
  await page.getByRole("link", { name: "Verify your phone" }).click();
  await page.getByLabel("Mobile number").fill(national);
  await page.getByRole("button", { name: "Send code" }).click();
  let code = "";
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get("/dev-sms/messages")).json()) as {
        messages: { to: string; body: string }[];
      };
      code = messages.find((m) => m.to === `+91${national}`)?.body.match(/\d{6}/)?.[0] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your phone is verified" })).toBeVisible();

  // The photo: a live selfie with the pose asked, approved by an admin.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Verify your photo" }).click();
  await page.getByRole("button", { name: "Get my pose" }).click();
  const take = page.getByRole("button", { name: "Take photo" });
  await expect(take).toBeEnabled();
  await take.click();
  await page.getByRole("button", { name: "Send selfie" }).click();
  await expect(page.getByRole("heading", { name: "Waiting for review" })).toBeVisible();
  await photoVerified(request, me, { selfieSent: true });

  // Both badges, and the SPEC's "Verified user" now that both checks passed.
  await page.goto("/profile");
  const badges = page.getByRole("list", { name: "Checks passed" });
  await expect(badges.getByText("Phone verified")).toBeVisible();
  await expect(badges.getByText("Photo verified")).toBeVisible();
  await page.goto("/profile/detail/trust");
  await expect(page.getByText("Verified user")).toBeVisible();

  // The trip takes her now.
  await page.goto(`/event/${trip._id}`);
  await expect(page.getByRole("list", { name: "Checks passed" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Request to join" }).click();
  await expect(page.getByRole("button", { name: "Request sent" })).toBeVisible();
});
