import { memberAttendance } from "@shared/endpoints/attendance";
import { attendanceRecordText } from "@shared/texts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messageIn, startLanguage } from "../lib/i18n";
import { answer, fail, keyOf, ok } from "../test/api-stub";
import { renderRoutes } from "../test/render";
import { AttendanceRecordLine } from "./attendance-record";

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

function renderRecord(record: { came: number; marked: number } | "fails") {
  answer({
    [keyOf(memberAttendance, { userId: "s1" })]:
      record === "fails" ? fail(500, "Something went wrong.") : ok(memberAttendance, record),
  });
  return renderRoutes([{ path: "/", element: <AttendanceRecordLine userId="s1" className="mt-2" /> }], "/");
}

describe("a member's record line", () => {
  afterEach(() => language("en"));

  it("says how often the member came, read aloud as their showing up", async () => {
    renderRecord({ came: 9, marked: 10 });
    const line = await screen.findByText("Came to 9 of 10 experiences");
    expect(line).toHaveTextContent("Showing up: Came to 9 of 10 experiences");
  });

  it("says so when no host has marked them yet, and nothing when the record can't be read", async () => {
    const view = renderRecord({ came: 0, marked: 0 });
    expect(await screen.findByText("No marked experiences yet")).toBeInTheDocument();
    view.unmount();

    const failed = renderRecord("fails");
    await expect.poll(() => failed.container.textContent).toBe("");
  });

  it("words the English as the server's sentence does, one experience or many", () => {
    for (const record of [
      { came: 1, marked: 1 },
      { came: 0, marked: 1 },
      { came: 9, marked: 10 },
      { came: 2, marked: 2 },
    ])
      expect(messageIn("en", "shell", "attendanceRecord", record)).toBe(attendanceRecordText(record));
  });

  it("speaks Hindi to a member who reads Hindi, with the same numbers", async () => {
    language("hi");
    renderRecord({ came: 9, marked: 10 });
    const line = await screen.findByText("10 में से 9 अनुभवों में आए");
    expect(line).toHaveTextContent("हाज़िरी: 10 में से 9 अनुभवों में आए");
    expect(messageIn("hi", "shell", "attendanceRecord", { came: 1, marked: 1 })).toBe("1 में से 1 अनुभव में आए");
  });

  it("says in Hindi that no host has marked them yet", async () => {
    language("hi");
    renderRecord({ came: 0, marked: 0 });
    expect(await screen.findByText("अभी तक किसी अनुभव में हाज़िरी दर्ज नहीं हुई")).toBeInTheDocument();
  });
});
