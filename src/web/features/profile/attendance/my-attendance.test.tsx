import type { MyAttendance } from "@shared/contracts/attendance";
import { messageResponse } from "@shared/contracts/events";
import { contestMark, myAttendance } from "@shared/endpoints/attendance";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, fail, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { signIn } from "../test/fixtures";
import { renderWithRouter } from "../test/render-component";
import { MyAttendanceSection } from "./my-attendance";

beforeEach(() => signIn());

const record = (overrides: Partial<MyAttendance> = {}): MyAttendance => ({
  came: 4,
  marked: 5,
  marks: [
    {
      eventId: "e1",
      eventName: "Nandi Hills sunrise ride",
      fromDate: "2026-11-14T00:00:00.000Z",
      toDate: "2026-11-14T18:29:59.000Z",
      came: false,
      contest: null,
    },
  ],
  ...overrides,
});

describe("your record on /profile", () => {
  it("shows the record and contests a no-show mark with a reason, once", async () => {
    const calls = recordCalls();
    let contested = false;
    answer({
      [keyOf(myAttendance)]: () =>
        ok(
          myAttendance,
          contested
            ? record({
                marks: [
                  {
                    ...record().marks[0]!,
                    contest: {
                      reason: "I was there",
                      contestedAt: "2026-11-20T10:00:00.000Z",
                      outcome: "pending",
                    },
                  },
                ],
              })
            : record(),
        ),
      [keyOf(contestMark, { id: "e1" })]: () => {
        contested = true;
        return ok(messageResponse, null, { message: "Thank you. Our admins will review the mark." });
      },
    });
    renderWithRouter(<MyAttendanceSection />);
    const section = screen.getByRole("region", { name: "Your record" });
    expect(await within(section).findByText("Came to 4 of 5 experiences")).toBeInTheDocument();
    const list = within(section).getByRole("list", { name: "Your no-show marks" });
    expect(list).toHaveTextContent("Nandi Hills sunrise ride");

    const user = userEvent.setup();
    await user.click(
      within(list).getByRole("button", { name: "Contest the no-show mark for Nandi Hills sunrise ride" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Contest this mark" });
    // A blank reason is not sent.
    await user.click(within(dialog).getByRole("button", { name: "Send to admins" }));
    expect(within(dialog).getByText("Please tell us why the mark is wrong.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("What happened?"), "I was there");
    await user.click(within(dialog).getByRole("button", { name: "Send to admins" }));
    expect(await screen.findByText("Thank you. Our admins will review the mark.")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "I was there" }),
    );
    expect(await within(list).findByText("Contested: waiting for an admin")).toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: /Contest/ })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    answer({
      [keyOf(myAttendance)]: ok(myAttendance, record()),
      [keyOf(contestMark, { id: "e1" })]: fail(
        409,
        "You have contested this mark already. Our admins will look into it.",
      ),
    });
    renderWithRouter(<MyAttendanceSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Contest the no-show mark/ }));
    const dialog = await screen.findByRole("dialog", { name: "Contest this mark" });
    await user.type(within(dialog).getByLabelText("What happened?"), "Again");
    await user.click(within(dialog).getByRole("button", { name: "Send to admins" }));
    expect(await within(dialog).findByText(/contested this mark already/)).toBeInTheDocument();
  });

  it("says when the member has never been marked", async () => {
    answer({ [keyOf(myAttendance)]: ok(myAttendance, { came: 0, marked: 0, marks: [] }) });
    renderWithRouter(<MyAttendanceSection />);
    expect(await screen.findByText("No marked experiences yet")).toBeInTheDocument();
  });
});
