// The panel's and the shared page's words as the English catalogues hold them (issue 40: they left
// lib/texts).
import SAFETY from "../src/web/locales/en/safety.json" with { type: "json" };
import SHARE from "../src/web/locales/en/share.json" with { type: "json" };
import { approvedEvent, joinAndAccept, startingWithinTheHour } from "./api/events";
import { expect, test } from "./fixtures";
import { collectErrors } from "./sign-in";

// A safety contact (issue 15, ADR 0024): a member who joined an experience checks in, shares a
// private link, and their contact opens it in a browser with no account; once the member stops
// sharing, the same link says it no longer works.
test("a member shares a link with a trusted contact, who opens it without an account", async ({
  page,
  browser,
  request,
  newMember,
  login,
}, testInfo) => {
  const host = await newMember({ name: "Kavya Rao" });
  const member = await newMember();
  // Starting within the hour: check-ins open three hours before the start.
  const event = await approvedEvent(request, host, {
    name: `Lalbagh night walk ${Date.now().toString(36)}`,
    ...startingWithinTheHour(),
  });
  await joinAndAccept(request, event._id, host, member);

  await login({ member });
  await page.goto(`/listing/upcoming/detail/${event._id}`);
  const panel = page.getByRole("region", { name: SAFETY.panelTitle });
  await panel.getByRole("button", { name: SAFETY.arrive }).click();
  await expect(panel.getByText(/^You checked in at \d{1,2}:\d{2} (AM|PM)\.$/)).toBeVisible();

  await panel.getByRole("button", { name: SAFETY.shareButton }).click();
  const dialog = page.getByRole("dialog", { name: SAFETY.dialogTitle });
  const link = dialog.getByRole("textbox", { name: SAFETY.linkLabel });
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await expect(dialog.getByRole("button", { name: SAFETY.copy })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("share-dialog.png") });
  await dialog.getByRole("button", { name: SAFETY.close }).click();
  await expect(panel.getByText(SAFETY.sharing)).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("safety-panel.png") });

  // The contact: a fresh browser, no account, no stored token.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const contact = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
  const contactPage = await contact.newPage();
  const errors = collectErrors(contactPage);
  const answer = contactPage.waitForResponse((r) => r.url().includes("/api/share/"));
  await contactPage.goto(url);
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(Object.keys((await response.json()).data).sort()).toEqual(
    ["expiresAt", "fromDate", "host", "meetingPoint", "name", "place", "state", "time", "toDate"].sort(),
  );
  await expect(contactPage.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
  await expect(contactPage.getByTestId("safety-state")).toHaveText(
    /^Arrived at \d{2} \w{3} \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
  );
  await expect(contactPage.getByText("Kavya", { exact: true })).toBeVisible();
  await expect(contactPage.getByText("Bengaluru, Karnataka")).toBeVisible();
  await expect(contactPage.getByText(member.name)).toHaveCount(0);
  // The host's picture loads without an account.
  const picture = contactPage.locator("article img");
  await expect(picture).toHaveAttribute("src", /^\/uploads\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await contactPage.evaluate(() => localStorage.length)).toBe(0);
  const overflow = await contactPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await contactPage.screenshot({ path: testInfo.outputPath("shared-page.png"), fullPage: true });

  // The member stops sharing: the link no longer works.
  await panel.getByRole("button", { name: SAFETY.manage }).click();
  await dialog.getByRole("button", { name: SAFETY.stopSharing }).click();
  await expect(panel.getByRole("button", { name: SAFETY.shareButton })).toBeVisible();
  const gone = contactPage.waitForResponse((r) => r.url().includes("/api/share/"));
  await contactPage.reload();
  expect((await gone).status()).toBe(404);
  await expect(contactPage.getByRole("heading", { name: SHARE.goneTitle })).toBeVisible();
  await contact.close();
  // The one error the contact's browser logs is the 404 of the stopped link itself.
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
});
