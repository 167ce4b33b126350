import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayInIndia } from "../../../shared/event-rules";
import { PHOTO_CHECK_MESSAGES } from "../../../shared/texts";
import { jobs, photoChecks } from "../../db/schema";
import type { ShiftableClock } from "../../platform/clock";
import type { Member } from "../../test/app";
import { deliveryAppForFile } from "../../test/delivery-app";
import { jpeg } from "../../test/images";
import { postMultipart } from "../../test/multipart";
import { deliveryPhotoCheck } from "./photo-check-delivery";

// A photo check's decision reaches the member as every delivery does (ADR 0044): in their quiet
// hours (the product's default, 22:00-08:00 India time) it waits for the morning, then goes by email
// (no device for push), once. The app's clock (the requests' and the job worker's) is moved.

const { t, mailbox } = deliveryAppForFile({ testClock: true, defaultQuietHours: true }, { mail: true });
const clock = () => t.app.deps.clock as ShiftableClock;
const ist = (iso: string) => new Date(`${iso}+05:30`);
const night = ist(`${todayInIndia()}T23:00:00`);
const morning = new Date(night.getTime() + 9 * 3600_000);
const setTime = (at: Date) => clock().setOffset(at.getTime() - Date.now());

async function pendingSelfie(member: Member): Promise<string> {
  expect((await t.call("POST", "/api/users/me/photo-check", member)).statusCode).toBe(200);
  const parts = [{ name: "selfie", fileName: "me.jpg", contentType: "image/jpeg", body: await jpeg() }];
  expect((await postMultipart(t.app, "/api/users/me/photo-check/selfie", parts, member)).statusCode).toBe(
    200,
  );
  const [row] = await t.database.db
    .select({ id: photoChecks.id })
    .from(photoChecks)
    .where(and(eq(photoChecks.userId, member.id), eq(photoChecks.status, "pending")));
  return row!.id;
}

describe("telling a member their photo check's outcome", () => {
  it("waits for the end of the quiet hours, then emails once", async () => {
    const admin = await t.login({ role: "admin" });
    const member = await t.login();
    const id = await pendingSelfie(member);
    setTime(night);
    const reason = "The pose is missing.";
    expect((await t.call("POST", `/api/admin/photo-checks/${id}/reject`, admin, { reason })).statusCode).toBe(
      200,
    );

    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, deliveryPhotoCheck.kind));
    expect(job?.runAt.getTime()).toBe(morning.getTime());
    await t.app.deps.jobs.runOnce();
    expect(mailbox.to(member.email)).toHaveLength(0);

    setTime(new Date(morning.getTime() + 60_000));
    await t.app.deps.jobs.runOnce();
    await t.app.deps.jobs.runOnce();
    const mails = mailbox.to(member.email);
    expect(mails.map((m) => m.subject)).toEqual([PHOTO_CHECK_MESSAGES.rejectedTitle]);
    expect(mails[0]!.text).toContain(reason);
    clock().setOffset(0);
  });
});
