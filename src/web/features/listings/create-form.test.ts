import { EVENT_MESSAGES, MESSAGES } from "@shared/texts";
import { describe, expect, it } from "vitest";
import { messageIn } from "../../lib/i18n";
import {
  type CoverProblem,
  type CreateForm,
  checkForm,
  coverProblem,
  EMPTY_FORM,
  toPayload,
  updateForm,
} from "./create-form";

const inEnglish = (problem: CoverProblem | null) =>
  problem && messageIn("en", "listings", problem.key, { file: problem.file });

const TODAY = "2026-11-22";

const filled: CreateForm = {
  ...EMPTY_FORM,
  name: "Nandi Hills sunrise ride",
  category: "Bike Rides & Road Trips",
  state: "Karnataka",
  city: "Bengaluru",
  fromDate: "2026-11-29",
  toDate: "2026-11-29",
  time: "04:30",
  description: "An early ride to Nandi Hills for sunrise, breakfast at a dhaba on the way back.",
  totalSlots: "6",
  meetingPlace: "Cafe Coffee Day, Hebbal",
  meetingAddress: "Outer Ring Road, by the flyover",
};

const messageOf = (form: CreateForm) => {
  const checked = checkForm(form, TODAY);
  return checked.ok ? null : checked.problem.message;
};

describe("create-experience form", () => {
  it("resets the city when the state changes and the scene name when the category is not Other", () => {
    expect(updateForm(filled, "state", "Kerala")).toMatchObject({ state: "Kerala", city: "" });
    const other = updateForm(
      updateForm(filled, "category", "Create Your Own Scene (Other)"),
      "customCategory",
      "Pottery",
    );
    expect(updateForm(other, "category", "Weekend Getaways").customCategory).toBe("");
  });

  it("turning the cost off clears the payment type and the cost", () => {
    const fee = updateForm(
      updateForm(updateForm(filled, "hasCost", true), "paymentType", "fee"),
      "cost",
      "900",
    );
    expect(updateForm(fee, "hasCost", false)).toMatchObject({ hasCost: false, paymentType: "", cost: "" });
    expect(updateForm(fee, "paymentType", "split").cost).toBe("");
  });

  it("shows the shared rule messages, the topmost field first", () => {
    expect(messageOf(EMPTY_FORM)).toBe(EVENT_MESSAGES.nameRequired);
    expect(messageOf({ ...filled, category: "" })).toBe(EVENT_MESSAGES.categoryRequired);
    expect(messageOf({ ...filled, category: "Create Your Own Scene (Other)" })).toBe(
      EVENT_MESSAGES.customCategoryRequired,
    );
    expect(messageOf({ ...filled, category: "Create Your Own Scene (Other)", state: "", city: "" })).toBe(
      EVENT_MESSAGES.customCategoryRequired,
    );
    expect(messageOf({ ...filled, city: "" })).toBe(EVENT_MESSAGES.cityRequired);
    expect(messageOf({ ...filled, fromDate: "2026-11-21" })).toBe(EVENT_MESSAGES.dateInPast);
    expect(messageOf({ ...filled, toDate: "2026-11-28" })).toBe(EVENT_MESSAGES.toBeforeFrom);
    expect(messageOf({ ...filled, time: "04:20" })).toBe(EVENT_MESSAGES.timeStep);
    expect(messageOf({ ...filled, description: "Too short." })).toBe(EVENT_MESSAGES.descriptionLength);
    expect(messageOf({ ...filled, totalSlots: "0" })).toBe(EVENT_MESSAGES.slotsMin);
    expect(messageOf({ ...filled, totalSlots: "" })).toBe(EVENT_MESSAGES.slotsMin);
    expect(messageOf({ ...filled, hasCost: true })).toBe(EVENT_MESSAGES.paymentRequired);
    expect(messageOf({ ...filled, hasCost: true, paymentType: "fee" })).toBe(EVENT_MESSAGES.costRequired);
    expect(messageOf({ ...filled, hasCost: true, paymentType: "fee", cost: "-5" })).toBe(
      EVENT_MESSAGES.costMin,
    );
  });

  it("asks where to meet, and checks the pin and the end time with the shared rules", () => {
    expect(messageOf({ ...filled, meetingPlace: " " })).toBe(EVENT_MESSAGES.meetingPlaceRequired);
    expect(messageOf({ ...filled, meetingAddress: "" })).toBe(EVENT_MESSAGES.meetingAddressRequired);
    expect(messageOf({ ...filled, meetingPin: "51.5,-0.12" })).toBe(EVENT_MESSAGES.meetingPinInvalid);
    expect(messageOf({ ...filled, meetingPin: "https://maps.app.goo.gl/Xk3rT9" })).toBe(
      EVENT_MESSAGES.meetingLinkShort,
    );
    expect(messageOf({ ...filled, meetingPin: "https://www.google.com/maps/place/Cubbon+Park" })).toBe(
      EVENT_MESSAGES.meetingLinkNoPoint,
    );
    expect(messageOf({ ...filled, endTime: "04:00" })).toBe(EVENT_MESSAGES.endBeforeStart);
    const pinned = checkForm({ ...filled, meetingPin: "13.0358,77.597", endTime: "09:00" }, TODAY);
    expect(pinned.ok && toPayload(pinned.data, null)).toMatchObject({
      meetingPlace: "Cafe Coffee Day, Hebbal",
      meetingAddress: "Outer Ring Road, by the flyover",
      meetingLat: 13.0358,
      meetingLng: 77.597,
      endTime: "09:00",
    });
    // A pasted maps link goes as the point it names, never as the link.
    const linked = checkForm(
      { ...filled, meetingPin: "https://www.openstreetmap.org/?mlat=13.0358&mlon=77.597#map=17/13.03/77.59" },
      TODAY,
    );
    const payload = linked.ok ? toPayload(linked.data, null) : null;
    expect(payload).toMatchObject({ meetingLat: 13.0358, meetingLng: 77.597 });
    expect(payload).not.toHaveProperty("meetingLink");
  });

  it("without a cost sends Go Dutch at 0; the fee only for an admission fee", () => {
    const free = checkForm(filled, TODAY);
    expect(free.ok && toPayload(free.data, null)).toMatchObject({
      paymentType: "dutch",
      cost: 0,
      totalSlots: 6,
    });
    const fee = checkForm({ ...filled, hasCost: true, paymentType: "fee", cost: "1200" }, TODAY);
    expect(fee.ok && toPayload(fee.data, null)).toMatchObject({ paymentType: "fee", cost: 1200 });
    const split = checkForm({ ...filled, hasCost: true, paymentType: "split", cost: "1200" }, TODAY);
    expect(split.ok && toPayload(split.data, null)).toMatchObject({ paymentType: "split", cost: 0 });
  });

  it("sends JSON without a cover and a multipart form with the cover under image", () => {
    const checked = checkForm(
      { ...filled, category: "Create Your Own Scene (Other)", customCategory: "Night cycling" },
      TODAY,
    );
    if (!checked.ok) throw new Error(checked.problem.message);
    const json = toPayload(checked.data, null);
    expect(json).not.toBeInstanceOf(FormData);
    expect(json).toMatchObject({ customCategory: "Night cycling", fromDate: "2026-11-29", time: "04:30" });

    const cover = new File(["x"], "cover.png", { type: "image/png" });
    const form = toPayload(checked.data, cover) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("image")).toBe(cover);
    expect(form.get("name")).toBe("Nandi Hills sunrise ride");
    expect(form.get("totalSlots")).toBe("6");
    expect(form.get("customCategory")).toBe("Night cycling");
  });

  it("takes JPEG, PNG and WebP covers up to 5 MB", () => {
    expect(coverProblem(new File(["x"], "a.webp", { type: "image/webp" }))).toBeNull();
    expect(inEnglish(coverProblem(new File(["x"], "a.gif", { type: "image/gif" })))).toBe(
      MESSAGES.avatarType,
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    expect(inEnglish(coverProblem(big))).toBe(MESSAGES.imageTooLarge("big.jpg"));
  });
});
