import type { AttendanceSheet } from "@shared/contracts/attendance";
import { attendanceSheet, markAttendance, memberAttendance } from "@shared/endpoints/attendance";
import { eventDetail } from "@shared/endpoints/events";
import { getUser } from "@shared/endpoints/users";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { fail, keyOf, ok } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { makeDetail, makeParticipant, renderListings, signIn, stubApi } from "../test/fixtures";

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const ended = makeDetail({ role: "host", myRequest: null, isOver: true, status: "approved" });

const sheet = (overrides: Partial<AttendanceSheet> = {}): AttendanceSheet => ({
  eventId: ended._id,
  window: "open",
  closesAt: "2026-11-30T18:29:59.000Z",
  marked: false,
  members: [
    { user: { _id: "a1", name: "Asha Rao", avatar: null }, came: null, settled: false },
    { user: { _id: "r1", name: "Ravi Menon", avatar: null }, came: null, settled: false },
  ],
  ...overrides,
});

describe("marking who came", () => {
  it("ticks every accepted member, sends the ticked ones on Save and says so", async () => {
    const calls = stubApi({
      [keyOf(eventDetail, { id: ended._id })]: ok(eventDetail, ended),
      [keyOf(attendanceSheet, { id: ended._id })]: ok(attendanceSheet, sheet()),
      [keyOf(markAttendance, { id: ended._id })]: ok(markAttendance, null, {
        message: "Attendance saved.",
      }),
    });
    renderListings(`/listing/myevent/detail/${ended._id}/attendance`);
    expect(screen.getByRole("heading", { level: 1, name: "Who came?" })).toBeInTheDocument();
    const asha = await screen.findByRole("checkbox", { name: "Asha Rao" });
    const ravi = screen.getByRole("checkbox", { name: "Ravi Menon" });
    expect(asha).toBeChecked();
    expect(ravi).toBeChecked();
    expect(screen.getByText("2 of 2 came")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(ravi);
    expect(ravi).not.toBeChecked();
    expect(screen.getByText("1 of 2 came")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Attendance saved.")).toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    await waitFor(() => expect(put?.body).toEqual({ came: ["a1"] }));
  });

  it("keeps the saved marks, and shows the server's refusal", async () => {
    stubApi({
      [keyOf(eventDetail, { id: ended._id })]: ok(eventDetail, ended),
      [keyOf(attendanceSheet, { id: ended._id })]: ok(
        attendanceSheet,
        sheet({
          marked: true,
          members: [
            { user: { _id: "a1", name: "Asha Rao", avatar: null }, came: true, settled: false },
            { user: { _id: "r1", name: "Ravi Menon", avatar: null }, came: false, settled: true },
          ],
        }),
      ),
      [keyOf(markAttendance, { id: ended._id })]: fail(
        409,
        "Marking closed 7 days after the experience ended.",
      ),
    });
    renderListings(`/listing/myevent/detail/${ended._id}/attendance`);
    expect(await screen.findByRole("checkbox", { name: "Asha Rao" })).toBeChecked();
    const ravi = screen.getByRole("checkbox", { name: "Ravi Menon" });
    expect(ravi).not.toBeChecked();
    // An admin decided Ravi's mark: the host cannot change it.
    expect(ravi).toBeDisabled();
    expect(screen.getByText(/Decided by an admin/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Marking closed 7 days after the experience ended.")).toBeInTheDocument();
  });

  it("is read-only once the 7 days have passed", async () => {
    stubApi({
      [keyOf(eventDetail, { id: ended._id })]: ok(eventDetail, ended),
      [keyOf(attendanceSheet, { id: ended._id })]: ok(attendanceSheet, sheet({ window: "closed" })),
    });
    renderListings(`/listing/myevent/detail/${ended._id}/attendance`);
    expect(await screen.findByRole("checkbox", { name: "Asha Rao" })).toBeDisabled();
    expect(screen.getByText(/Marking closed on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("is offered on the host's view of an ended listing only", async () => {
    stubApi({ [keyOf(eventDetail, { id: ended._id })]: ok(eventDetail, ended) });
    const { unmount } = renderListings(`/listing/myevent/detail/${ended._id}`);
    expect(await screen.findByRole("link", { name: "Mark who came" })).toHaveAttribute(
      "href",
      `/listing/myevent/detail/${ended._id}/attendance`,
    );
    unmount();
    const running = makeDetail({
      _id: "e2",
      role: "host",
      myRequest: null,
      isOver: false,
      status: "approved",
    });
    stubApi({ [keyOf(eventDetail, { id: "e2" })]: ok(eventDetail, running) });
    renderListings("/listing/myevent/detail/e2");
    expect(await screen.findByRole("heading", { name: running.name })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Mark who came" })).not.toBeInTheDocument();
  });
});

describe("the record on the request screen", () => {
  it("tells the host how often the applicant came", async () => {
    stubApi({
      [keyOf(getUser, { id: "s1" })]: ok(getUser, makeUser({ _id: "s1", name: "Sneha Kulkarni" })),
      [keyOf(eventDetail, { id: "e1" })]: ok(
        eventDetail,
        makeDetail({
          _id: "e1",
          role: "host",
          myRequest: null,
          participants: [makeParticipant("s1", "Sneha Kulkarni", "requested", "no")],
        }),
      ),
      [keyOf(memberAttendance, { userId: "s1" })]: ok(memberAttendance, { came: 9, marked: 10 }),
    });
    renderListings("/request/e1/s1");
    const hero = await screen.findByRole("region", { name: "Applicant" });
    expect(await within(hero).findByText("Came to 9 of 10 experiences")).toBeInTheDocument();
  });
});

describe("marking who came, in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the title, the note, the marks and the server's answer in Hindi", async () => {
    stubApi({
      [keyOf(eventDetail, { id: ended._id })]: ok(eventDetail, ended),
      [keyOf(attendanceSheet, { id: ended._id })]: ok(attendanceSheet, sheet()),
      [keyOf(markAttendance, { id: ended._id })]: ok(markAttendance, null, { message: "Attendance saved." }),
    });
    renderListings(`/listing/myevent/detail/${ended._id}/attendance`);
    expect(screen.getByRole("heading", { level: 1, name: "कौन आया?" })).toBeInTheDocument();
    const ravi = await screen.findByRole("checkbox", { name: "Ravi Menon" });
    // The deadline is a day in the viewer's time zone, read by Intl's hi-IN.
    expect(screen.getByText(/^जिन्हें आपने मंज़ूरी दी थी/)).toHaveTextContent(
      /आप \d{1,2} (नव॰|दिस॰) 2026 तक मार्क बदल सकते हैं।$/,
    );
    expect(screen.getByText("2 में से 2 आए")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(ravi);
    expect(screen.getByText("2 में से 1 आए")).toBeInTheDocument();
    expect(screen.getAllByText("नहीं आए")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "सेव करें" }));
    expect(await screen.findByText("हाज़िरी सेव हो गई।")).toBeInTheDocument();
  });
});
