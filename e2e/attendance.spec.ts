import * as attendance from "../src/shared/endpoints/attendance";
import { ATTENDANCE_MESSAGES, attendanceRecordText } from "../src/shared/texts";
import { ATTENDANCE_TEXTS } from "../src/web/lib/texts";
import { endEvent, markAttendance } from "./api/attendance";
import { callEndpoint, endpointPath } from "./api/client";
import { approvedEvent, askToJoin, joinAndAccept } from "./api/events";
import { expect, test } from "./fixtures";

// Showing up (ADR 0023): after an experience ends its host marks who came, and the record shows to
// the next host on the request screen.
test("the host marks who came to an ended experience: everyone ticked, a no-show unticked", async ({
  page,
  request,
  newMember,
  login,
}, testInfo) => {
  const host = await newMember();
  const [asha, ravi] = [await newMember({ name: "Asha Rao" }), await newMember({ name: "Ravi Menon" })];
  const event = await approvedEvent(request, host);
  await joinAndAccept(request, event._id, host, asha);
  await joinAndAccept(request, event._id, host, ravi);
  await endEvent(request, event._id);

  await login({ member: host });
  await page.goto(`/listing/myevent/detail/${event._id}`);
  await page.getByRole("link", { name: ATTENDANCE_TEXTS.markWhoCame }).click();
  await expect(page.getByRole("heading", { level: 1, name: ATTENDANCE_TEXTS.markTitle })).toBeVisible();
  const ashaBox = page.getByRole("checkbox", { name: asha.name });
  const raviBox = page.getByRole("checkbox", { name: ravi.name });
  await expect(ashaBox).toBeChecked();
  await expect(raviBox).toBeChecked();

  await raviBox.uncheck();
  await expect(page.getByText(ATTENDANCE_TEXTS.cameCount(1, 2))).toBeVisible();
  const saved = page.waitForResponse(
    (res) =>
      res.url().endsWith(endpointPath(attendance.markAttendance, { id: event._id })) &&
      res.request().method() === attendance.markAttendance.method,
  );
  await page.getByRole("button", { name: ATTENDANCE_TEXTS.save }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(ATTENDANCE_MESSAGES.marked)).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("mark-who-came.png"), fullPage: true });

  // The marks stand: Ravi's record reads 0 of 1, and the screen shows the saved marks on a reload.
  const record = await callEndpoint(request, attendance.memberAttendance, {
    params: { userId: ravi.userId },
    as: asha,
  });
  expect(record.data).toEqual({ came: 0, marked: 1 });
  await page.reload();
  await expect(page.getByRole("checkbox", { name: ravi.name })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: asha.name })).toBeChecked();
});

test("the request screen shows the applicant's record to the host", async ({
  page,
  request,
  newMember,
  login,
}, testInfo) => {
  const earlierHost = await newMember();
  const applicant = await newMember();
  const came = await approvedEvent(request, earlierHost);
  const missed = await approvedEvent(request, earlierHost);
  for (const past of [came, missed]) {
    await joinAndAccept(request, past._id, earlierHost, applicant);
    await endEvent(request, past._id, 2);
  }
  await markAttendance(request, came._id, earlierHost, [applicant]);
  await markAttendance(request, missed._id, earlierHost, []);

  const host = await newMember();
  const event = await approvedEvent(request, host);
  await askToJoin(request, event._id, applicant);

  await login({ member: host });
  await page.goto(`/request/${event._id}/${applicant.userId}`);
  const hero = page.getByRole("region", { name: "Applicant" });
  await expect(hero.getByRole("heading", { name: applicant.name })).toBeVisible();
  await expect(hero.getByText(attendanceRecordText({ came: 1, marked: 2 }))).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("request-screen-record.png") });
});
