import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categoryImages } from "../../../shared/category-images";
import { EVENT_MESSAGES } from "../../../shared/texts";
import { events } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { eventForm, inDays } from "../../test/factories";
import { png } from "../../test/images";
import { fieldParts, postMultipart } from "../../test/multipart";

const t = testAppForFile();

const valid = eventForm;

const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/events", headers, payload });

describe("POST /api/events", () => {
  it("creates a pending listing of the sender with every slot free and a preset picture", async () => {
    const host = await t.login();
    const other = await t.login();
    const res = await create(host.headers, {
      ...valid(),
      status: "approved",
      createdBy: other.id,
      availableSlots: 99,
      eventStatus: "completed",
      image: "https://evil.example/x.png",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Event Created , Sent for Approval");
    const [row] = await t.database.db.select().from(events).where(eq(events.id, res.json().data._id));
    expect(row).toMatchObject({
      status: "pending",
      eventStatus: "ongoing",
      createdBy: host.id,
      totalSlots: 6,
      availableSlots: 6,
      cost: 750,
    });
    expect(categoryImages("Adventure & Treks")).toContain(row!.image);
    // 05:30 in India is 00:00 UTC.
    expect(row!.fromDate.toISOString()).toBe(`${inDays(3)}T00:00:00.000Z`);
  });

  it("sets the cost to 0 unless an admission fee is charged", async () => {
    const host = await t.login();
    const res = await create(host.headers, { ...valid(), paymentType: "dutch", cost: 500 });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, res.json().data._id));
    expect(row!.cost).toBe(0);
  });

  it.each([
    [{ name: " " }, "Please give your experience a name."],
    [{ description: "Too short to say much." }, "Description must be 30 to 150 characters."],
    [{ description: "x".repeat(151) }, "Description must be 30 to 150 characters."],
    [{ category: "Skydiving" }, "Please choose a category."],
    [{ category: "Create Your Own Scene (Other)" }, "Please name your own scene."],
    [{ fromDate: inDays(-1) }, "Dates cannot be earlier than today."],
    [{ toDate: inDays(1), fromDate: inDays(2) }, "The end date cannot be before the start date."],
    [{ time: "05:20" }, "Please pick a time in 15-minute steps."],
    [{ totalSlots: 0 }, "Total slots must be at least 1."],
    [{ paymentType: "barter" }, "Please choose how the cost is shared."],
    [{ cost: undefined }, "Please enter the admission fee in rupees."],
    [{ cost: -5 }, "The fee cannot be negative."],
    [{ city: "Atlantis" }, "Please choose a state and city from the list."],
    // Issue 25 item 9: one line of plain text, refused by the server as by the form.
    [{ name: "Fort walk\nClick here" }, EVENT_MESSAGES.nameSingleLine],
    [{ name: "Fort \u202Eklaw" }, EVENT_MESSAGES.nameSingleLine],
  ])("refuses %j with a clear message and creates nothing", async (override, message) => {
    const host = await t.login();
    const res = await create(host.headers, { ...valid(), ...override });
    expect(res.statusCode).toBe(400);
    // The SPEC's sentence, and its code for a client to show in its member's language.
    expect(res.json()).toEqual({ success: false, message, code: expect.any(String) });
    expect(await t.database.db.select().from(events).where(eq(events.createdBy, host.id))).toHaveLength(0);
  });

  it("takes a custom category and an uploaded cover through the image pipeline", async () => {
    const host = await t.login();
    const fields = {
      ...valid(),
      category: "Create Your Own Scene (Other)",
      customCategory: "Board games",
      paymentType: "split",
    };
    const cover = {
      name: "image",
      fileName: "cover.png",
      contentType: "image/png",
      body: await png(1600, 900),
    };
    const res = await postMultipart(t.app, "/api/events", [...fieldParts(fields), cover], host);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, res.json().data._id));
    expect(row!.customCategory).toBe("Board games");
    expect(row!.image).toMatch(/^[0-9a-f]{40}\.webp$/);
  });

  it("refuses an anonymous caller", async () => {
    expect((await create({}, valid())).statusCode).toBe(401);
  });
});
